import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiSchemaError } from '@/api/schema-error';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useMe } from './get-me';
import { useRequestEmailChange } from './request-email-change';
import type { UpdateUserInput } from './schemas';
import { useUpdateMe } from './update-me';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const user = {
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@bureau.be',
  mobile: null as string | null,
  companyName: 'Bureau Peeters',
  vatNumber: 'BE0123.456.789',
};

describe('useMe', () => {
  it('unwraps the data envelope and turns null fields into empty text', async () => {
    server.use(http.get(`${env.API_URL}/users/me/`, () => HttpResponse.json({ data: user })));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useMe(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ ...user, mobile: '' });
  });

  it('fails with an ApiSchemaError when the email is missing', async () => {
    server.use(http.get(`${env.API_URL}/users/me/`, () => HttpResponse.json({ data: { firstName: 'An' } })));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useMe(), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiSchemaError);
  });
});

describe('useUpdateMe', () => {
  it('sends exactly the five profile fields, never the email, then reloads the user', async () => {
    const bodies: unknown[] = [];
    let current = { ...user };
    server.use(
      http.get(`${env.API_URL}/users/me/`, () => HttpResponse.json({ data: current })),
      http.patch(`${env.API_URL}/users/me/`, async ({ request }) => {
        const body = (await request.json()) as UpdateUserInput;
        bodies.push(body);
        current = { ...current, ...body };
        return HttpResponse.json({ data: current });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => ({ me: useMe(), update: useUpdateMe() }), { wrapper });
    await waitFor(() => expect(result.current.me.isSuccess).toBe(true));

    // A form object that happens to carry the email as well.
    const values = { ...user, firstName: 'Anne', mobile: '0470 12 34 56', email: 'nieuw@bureau.be' };
    act(() => result.current.update.mutate(values));

    await waitFor(() => expect(result.current.me.data?.firstName).toBe('Anne'));
    expect(bodies).toEqual([
      {
        firstName: 'Anne',
        lastName: 'Peeters',
        mobile: '0470 12 34 56',
        companyName: 'Bureau Peeters',
        vatNumber: 'BE0123.456.789',
      },
    ]);
    expect(result.current.me.data?.email).toBe('an@bureau.be');
  });
});

describe('useRequestEmailChange', () => {
  it('posts the new address as new_email', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${env.API_URL}/auth/email/change/request/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Verzonden' });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRequestEmailChange(), { wrapper });

    act(() => result.current.mutate({ newEmail: 'nieuw@bureau.be' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(bodies).toEqual([{ new_email: 'nieuw@bureau.be' }]);
  });

  it('fails with the server answer so the page can show its detail', async () => {
    server.use(
      http.post(`${env.API_URL}/auth/email/change/request/`, () =>
        HttpResponse.json({ detail: 'Dit e-mailadres is al in gebruik.' }, { status: 400 }),
      ),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRequestEmailChange(), { wrapper });

    act(() => result.current.mutate({ newEmail: 'bezet@bureau.be' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ response: { status: 400 } });
  });
});
