import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { MeResponseSchema } from '@/features/account/api/schemas';
import { loginAs } from '@/mocks/testing';
import { v } from '@/api/schema';
import { failure } from './helpers';

describe('GET users/me/', () => {
  it('wraps the user in data', async () => {
    loginAs('demo@tenderwijzer.be');
    const response = await bearerClient.get(endpoints.users.me);
    expect(Object.keys(response.data)).toEqual(['data']);
    expect(v.parse(MeResponseSchema, response.data)).toEqual({
      firstName: 'Lotte',
      lastName: 'Vermeulen',
      email: 'demo@tenderwijzer.be',
      mobile: '+32 470 12 34 56',
      companyName: 'Pixelwerf BV',
      vatNumber: 'BE0712.345.678',
    });
  });
});

describe('PATCH users/me/', () => {
  it('updates the given fields and ignores the email', async () => {
    loginAs('demo@tenderwijzer.be');
    const response = await bearerClient.patch(endpoints.users.me, {
      firstName: ' Lotte ',
      lastName: 'Peeters',
      companyName: 'Pixelwerf NV',
      email: 'ander@example.be',
    });
    expect(v.parse(MeResponseSchema, response.data)).toMatchObject({
      firstName: 'Lotte',
      lastName: 'Peeters',
      companyName: 'Pixelwerf NV',
      email: 'demo@tenderwijzer.be',
    });
    const again = v.parse(MeResponseSchema, (await bearerClient.get(endpoints.users.me)).data);
    expect(again.lastName).toBe('Peeters');
  });

  it('requires first and last name and checks the VAT number with Dutch field errors', async () => {
    loginAs('demo@tenderwijzer.be');
    expect(await failure(bearerClient.patch(endpoints.users.me, { firstName: '', lastName: '  ' }))).toEqual({
      status: 400,
      data: { firstName: ['Dit veld is verplicht.'], lastName: ['Dit veld is verplicht.'] },
    });
    const vat = await failure(bearerClient.patch(endpoints.users.me, { vatNumber: '12345' }));
    expect(vat).toMatchObject({ status: 400, data: { vatNumber: [expect.stringContaining('btw-nummer')] } });
  });
});
