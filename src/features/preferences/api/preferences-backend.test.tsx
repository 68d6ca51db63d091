import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs } from '@/mocks/testing';
import { useCriteria } from './get-criteria';
import { useProcessingStatus } from './get-processing-status';
import { toCriteriaUpdateBody, useUpdateCriteria } from './update-criteria';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('preference hooks against the simulated backend', () => {
  it('saves one changed field and reads it back with the processing status', async () => {
    loginAs('leeg@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({ criteria: useCriteria(), update: useUpdateCriteria(), status: useProcessingStatus() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.criteria.isSuccess && result.current.status.isSuccess).toBe(true));
    expect(result.current.criteria.data?.completenessPercentage).toBe(0);

    const body = toCriteriaUpdateBody({ budgetRange: ' € 20.000 - € 50.000 ' }, result.current.criteria.data);
    expect(body).toEqual({ budget_range: '€ 20.000 - € 50.000' });
    await act(() => result.current.update.mutateAsync(body ?? {}));

    await waitFor(() => expect(result.current.criteria.data?.completenessPercentage).toBeGreaterThan(0));
    expect(result.current.criteria.data?.budgetRange).toBe('€ 20.000 - € 50.000');
  });
});
