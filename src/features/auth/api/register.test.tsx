import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from '@/api/errors';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useRegister } from './register';

function createWrapper() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

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
    const { wrapper } = createWrapper();
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
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useRegister(), { wrapper });

    act(() => result.current.mutate({ email: 'an@bureau.be', password: 'wachtwoord', rePassword: 'wachtwoord' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fieldErrorMessage(result.current.error, 'password')).toBe('Dit wachtwoord is te algemeen.');
  });
});
