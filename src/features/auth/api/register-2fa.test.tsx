import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiSchemaError } from '@/api/schema-error';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { toPngDataUrl, useRegister2fa } from './register-2fa';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghs5VwAAAABJRU5ErkJggg==';

describe('toPngDataUrl', () => {
  it('prefixes bare base64', () => {
    expect(toPngDataUrl(BASE64)).toBe(`data:image/png;base64,${BASE64}`);
  });

  it('keeps a PNG data URL as it is and removes line breaks', () => {
    expect(toPngDataUrl(`data:image/png;base64,${BASE64}`)).toBe(`data:image/png;base64,${BASE64}`);
    expect(toPngDataUrl(`${BASE64.slice(0, 20)}\n${BASE64.slice(20)}\n`)).toBe(`data:image/png;base64,${BASE64}`);
  });
});

describe('useRegister2fa', () => {
  it('posts an empty body with the bearer token and answers a PNG data URL', async () => {
    localStorage.setItem('auth', JSON.stringify({ access: 'access-token', refresh: 'refresh-token' }));
    const seen: { authorization: string | null; body: string }[] = [];
    server.use(
      http.post(`${env.API_URL}/auth/register_2fa/`, async ({ request }) => {
        seen.push({ authorization: request.headers.get('Authorization'), body: await request.text() });
        return HttpResponse.json({ qrCode: BASE64 });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useRegister2fa(), { wrapper });

    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ qrCode: `data:image/png;base64,${BASE64}` });
    expect(seen).toEqual([{ authorization: 'Bearer access-token', body: '' }]);
  });

  it.each(['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'https://example.com/qr.png', ''])(
    'fails with an ApiSchemaError for qrCode %j',
    async (qrCode) => {
      server.use(http.post(`${env.API_URL}/auth/register_2fa/`, () => HttpResponse.json({ qrCode })));
      const { wrapper } = createQueryWrapper();
      const { result } = renderHook(() => useRegister2fa(), { wrapper });

      act(() => result.current.mutate());
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toBeInstanceOf(ApiSchemaError);
    },
  );
});
