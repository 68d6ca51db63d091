import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import {
  ActiveTendersCountSchema,
  FieldTendersCountSchema,
  NewTendersCountSchema,
  YearlyFieldTendersCountSchema,
} from '@/features/counters/api/schemas';
import { loginAs } from '@/mocks/testing';
import { v } from '@/api/schema';
import { failure } from './helpers';

async function counters() {
  return {
    ...v.parse(NewTendersCountSchema, (await bearerClient.get(endpoints.tenders.newCount)).data),
    ...v.parse(ActiveTendersCountSchema, (await bearerClient.get(endpoints.tenders.activeCount)).data),
    ...v.parse(FieldTendersCountSchema, (await bearerClient.get(endpoints.tenders.fieldCount)).data),
    ...v.parse(YearlyFieldTendersCountSchema, (await bearerClient.get(endpoints.tenders.yearlyFieldCount)).data),
  };
}

describe('counters', () => {
  it('derive from the seeded dates and the user’s scores', async () => {
    loginAs('demo@tenderwijzer.be');
    const demo = await counters();
    expect(demo.newTendersCount).toBeGreaterThan(0);
    expect(demo.activeTendersCount).toBeGreaterThan(0);
    expect(demo.fieldTendersCount).toBeGreaterThan(0);
    expect(demo.yearlyFieldTendersCount).toBeGreaterThanOrEqual(demo.fieldTendersCount);

    loginAs('leeg@tenderwijzer.be');
    const empty = await counters();
    expect(empty).toEqual({
      ...empty,
      newTendersCount: demo.newTendersCount,
      activeTendersCount: 0,
      fieldTendersCount: 0,
    });
  });

  it('need a login', async () => {
    expect((await failure(bearerClient.get(endpoints.tenders.newCount))).status).toBe(401);
  });
});
