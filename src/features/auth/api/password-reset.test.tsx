import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useConfirmPasswordReset, usePasswordResetValidation, useRequestPasswordReset } from './password-reset';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const VALIDATE = `${env.API_URL}/auth/password/reset/validate/:uidb64/:token/`;

describe('useRequestPasswordReset', () => {
  it('posts the email', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${env.API_URL}/auth/password/reset/`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRequestPasswordReset(), { wrapper });

    act(() => result.current.mutate({ email: 'an@bureau.be' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ email: 'an@bureau.be' }]);
  });
});

describe('usePasswordResetValidation', () => {
  it('validates the link by its uidb64 and token', async () => {
    const seen: unknown[] = [];
    server.use(
      http.get(VALIDATE, ({ params }) => {
        seen.push(params);
        return HttpResponse.json({ valid: true });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => usePasswordResetValidation('MQ', 'abc-123'), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ valid: true });
    expect(seen).toEqual([{ uidb64: 'MQ', token: 'abc-123' }]);
  });

  it.each([200, 400])('reads an invalid link answered with status %i as data', async (status) => {
    server.use(http.get(VALIDATE, () => HttpResponse.json({ valid: false, error: 'invalid_user' }, { status })));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => usePasswordResetValidation('MQ', 'abc-123'), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ valid: false, error: 'invalid_user' });
  });

  it('fails on a server error without the validation shape', async () => {
    server.use(http.get(VALIDATE, () => HttpResponse.json({ detail: 'Serverfout' }, { status: 500 })));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => usePasswordResetValidation('MQ', 'abc-123'), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it('makes no call when the link lacks its token', () => {
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => usePasswordResetValidation('MQ', undefined), { wrapper });

    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('useConfirmPasswordReset', () => {
  it('posts the snake_case body of spec §7', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${env.API_URL}/auth/password/reset/confirm/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Wachtwoord gewijzigd' });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useConfirmPasswordReset(), { wrapper });

    act(() =>
      result.current.mutate({ uidb64: 'MQ', token: 'abc-123', newPassword: 'Geheim123!', reNewPassword: 'Geheim123!' }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([
      { uidb_64: 'MQ', token: 'abc-123', new_password: 'Geheim123!', re_new_password: 'Geheim123!' },
    ]);
  });
});
