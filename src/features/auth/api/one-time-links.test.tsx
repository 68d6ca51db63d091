import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorDetail } from '@/api/errors';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useEmailChangeConfirm } from './email-change-confirm';
import { useVerifyEmail } from './verify-email';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const links = [
  { name: 'useVerifyEmail', path: 'auth/verify-email', useLink: useVerifyEmail },
  { name: 'useEmailChangeConfirm', path: 'auth/email/change/confirm', useLink: useEmailChangeConfirm },
];

describe.each(links)('$name', ({ path, useLink }) => {
  it('calls the link once and answers its message', async () => {
    let calls = 0;
    server.use(
      http.get(`${env.API_URL}/${path}/MQ/abc-123/`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Gelukt' });
      }),
    );
    const { wrapper } = createQueryWrapper({ strict: true });
    const { result } = renderHook(() => useLink('MQ', 'abc-123'), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.message).toBe('Gelukt');
    expect(calls).toBe(1);
  });

  it('fails without retrying, keeping the server detail', async () => {
    let calls = 0;
    server.use(
      http.get(`${env.API_URL}/${path}/MQ/abc-123/`, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Link verlopen' }, { status: 500 });
      }),
    );
    const { wrapper } = createQueryWrapper({ strict: true });
    const { result } = renderHook(() => useLink('MQ', 'abc-123'), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(errorDetail(result.current.error)).toBe('Link verlopen');
    expect(calls).toBe(1);
  });

  it('makes no call for an incomplete link', () => {
    const { wrapper } = createQueryWrapper({ strict: true });
    const { result } = renderHook(() => useLink(undefined, 'abc-123'), { wrapper });

    expect(result.current.fetchStatus).toBe('idle');
  });
});
