import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, readOutbox } from '@/mocks/testing';
import { useConfirmPasswordReset, usePasswordResetValidation, useRequestPasswordReset } from './password-reset';
import { useRegister2fa } from './register-2fa';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('auth hooks against the simulated backend', () => {
  it('resets a password through the mailed link, which is then no longer valid', async () => {
    const { wrapper } = createQueryWrapper();
    const request = renderHook(() => useRequestPasswordReset(), { wrapper });
    await act(() => request.result.current.mutateAsync({ email: 'demo@tenderwijzer.be' }));

    const link = readOutbox('demo@tenderwijzer.be').at(-1)?.link ?? '';
    const [uidb64, token] = link.split('/').filter(Boolean).slice(-2);
    const validation = renderHook(() => usePasswordResetValidation(uidb64, token), { wrapper });
    await waitFor(() => expect(validation.result.current.data).toEqual({ valid: true }));

    const confirm = renderHook(() => useConfirmPasswordReset(), { wrapper });
    await act(() =>
      confirm.result.current.mutateAsync({
        uidb64: uidb64 ?? '',
        token: token ?? '',
        newPassword: 'Nieuw-wachtwoord-2026',
        reNewPassword: 'Nieuw-wachtwoord-2026',
      }),
    );

    validation.unmount();
    const again = renderHook(() => usePasswordResetValidation(uidb64, token), { wrapper });
    await waitFor(() => expect(again.result.current.data?.valid).toBe(false));
  });

  it('registers two-factor authentication and answers a PNG data URL', async () => {
    loginAs('demo@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRegister2fa(), { wrapper });

    const answer = await act(() => result.current.mutateAsync());
    expect(answer.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });
});
