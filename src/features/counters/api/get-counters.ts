import { queryOptions, useQuery } from '@tanstack/react-query';
import type { v } from '@/api/schema';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { useSession } from '@/hooks/frame/use-session';
import { neededOffline } from '@/api/offline/readable-offline';
import {
  ActiveTendersCountSchema,
  FieldTendersCountSchema,
  NewTendersCountSchema,
  YearlyFieldTendersCountSchema,
} from './schemas';

export const counterKeys = {
  all: ['counters'] as const,
  counter: (name: CounterName) => [...counterKeys.all, name] as const,
};

const counters = {
  newTenders: { endpoint: endpoints.tenders.newCount, schema: NewTendersCountSchema, field: 'newTendersCount' },
  activeTenders: {
    endpoint: endpoints.tenders.activeCount,
    schema: ActiveTendersCountSchema,
    field: 'activeTendersCount',
  },
  fieldTenders: { endpoint: endpoints.tenders.fieldCount, schema: FieldTendersCountSchema, field: 'fieldTendersCount' },
  yearlyFieldTenders: {
    endpoint: endpoints.tenders.yearlyFieldCount,
    schema: YearlyFieldTendersCountSchema,
    field: 'yearlyFieldTendersCount',
  },
} as const;

export type CounterName = keyof typeof counters;
export const COUNTER_NAMES = Object.keys(counters) as CounterName[];

async function getCounter(name: CounterName): Promise<number> {
  const { endpoint, schema, field } = counters[name];
  const response = await bearerClient.get(endpoint);
  const parsed = parseResponse(schema as v.GenericSchema<unknown, Record<string, number>>, response.data, endpoint);
  return parsed[field] ?? 0;
}

/** Kept offline from any page (neededOffline): the side panel beside every page. */
export function counterQueryOptions(name: CounterName) {
  return neededOffline(queryOptions({ queryKey: counterKeys.counter(name), queryFn: () => getCounter(name) }));
}

export function useCounter(name: CounterName) {
  const { isAuthenticated } = useSession();
  return useQuery({ ...counterQueryOptions(name), enabled: isAuthenticated });
}
