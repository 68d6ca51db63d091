import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs } from '@/mocks/testing';
import { usePreferences } from '@/features/preferences/api/get-preferences';
import { useProcessingStatus } from '@/features/preferences/logged-in/get-processing-status';
import { toPreferencesUpdateBody, useUpdatePreferences } from '@/features/preferences/api/update-preferences';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('preference hooks against the simulated backend', () => {
  it('saves one changed field and reads it back with the processing status', async () => {
    loginAs('leeg@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({ preferences: usePreferences(), update: useUpdatePreferences(), status: useProcessingStatus() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.preferences.isSuccess && result.current.status.isSuccess).toBe(true));
    expect(result.current.preferences.data?.completenessPercentage).toBe(0);

    const body = toPreferencesUpdateBody({ budgetRange: ' € 20.000 - € 50.000 ' }, result.current.preferences.data);
    expect(body).toEqual({ budget_range: '€ 20.000 - € 50.000' });
    await act(() => result.current.update.mutateAsync(body ?? {}));

    await waitFor(() => expect(result.current.preferences.data?.completenessPercentage).toBeGreaterThan(0));
    expect(result.current.preferences.data?.budgetRange).toBe('€ 20.000 - € 50.000');
  });
});
