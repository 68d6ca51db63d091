import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loginAs, readOutbox } from '@/mocks/testing';
import { useConfirmPasswordReset, usePasswordResetValidation, useRequestPasswordReset } from './password-reset';
import { useRegister2fa } from './register-2fa';

function createWrapper() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('auth hooks against the simulated backend', () => {
  it('resets a password through the mailed link, which is then no longer valid', async () => {
    const { wrapper } = createWrapper();
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
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useRegister2fa(), { wrapper });

    const answer = await act(() => result.current.mutateAsync());
    expect(answer.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });
});
