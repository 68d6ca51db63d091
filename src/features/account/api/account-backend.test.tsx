import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, readOutbox } from '@/mocks/testing';
import { useMe } from './get-me';
import { useRequestEmailChange } from './request-email-change';
import { useUpdateMe } from './update-me';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('account hooks against the simulated backend', () => {
  it('reads the user, updates the profile and keeps the email', async () => {
    loginAs('demo@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => ({ me: useMe(), update: useUpdateMe() }), { wrapper });
    await waitFor(() => expect(result.current.me.isSuccess).toBe(true));
    const me = result.current.me.data;
    if (!me) throw new Error('No user');
    expect(me.email).toBe('demo@tenderwijzer.be');

    await act(() => result.current.update.mutateAsync({ ...me, companyName: 'Nieuwe Naam BV' }));
    await waitFor(() => expect(result.current.me.data?.companyName).toBe('Nieuwe Naam BV'));
    expect(result.current.me.data?.email).toBe('demo@tenderwijzer.be');
  });

  it('requests an email change, which mails a confirmation link to the new address', async () => {
    loginAs('demo@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRequestEmailChange(), { wrapper });

    await act(() => result.current.mutateAsync({ newEmail: 'nieuw-adres@bureau.be' }));
    expect(readOutbox('nieuw-adres@bureau.be')).toHaveLength(1);
  });
});
