import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from '@/api/errors';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useRegister } from './register';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('useRegister', () => {
  it('posts email, password and re_password without a bearer token', async () => {
    localStorage.setItem('auth', JSON.stringify({ access: 'old-access' }));
    const seen: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post(`${env.API_URL}/auth/register/`, async ({ request }) => {
        seen.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
        return HttpResponse.json({ email: 'an@bureau.be' }, { status: 201 });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRegister(), { wrapper });

    act(() => result.current.mutate({ email: 'an@bureau.be', password: 'Geheim123!', rePassword: 'Geheim123!' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen).toEqual([
      { body: { email: 'an@bureau.be', password: 'Geheim123!', re_password: 'Geheim123!' }, authorization: null },
    ]);
  });

  it('fails with the field errors so the page can show the password message', async () => {
    server.use(
      http.post(`${env.API_URL}/auth/register/`, () =>
        HttpResponse.json({ password: ['Dit wachtwoord is te algemeen.'] }, { status: 400 }),
      ),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRegister(), { wrapper });

    act(() => result.current.mutate({ email: 'an@bureau.be', password: 'wachtwoord', rePassword: 'wachtwoord' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fieldErrorMessage(result.current.error, 'password')).toBe('Dit wachtwoord is te algemeen.');
  });
});
