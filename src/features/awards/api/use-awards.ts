import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { parseResponse } from '@/api/parse';
import { awardsQueryOptions, type AwardsCall } from './awards-query';
import { awardEndpoints } from './endpoints';
import { AwardsSchema, type Awards } from './schemas';

export type AwardsAnswer = { kind: 'available'; awards: Awards } | Exclude<AwardsCall, { kind: 'available' }>;

/** The call's answer read with the schema; a body of another shape makes the query's error (the error state). */
export function readAwards(tenderId: number, call: AwardsCall): AwardsAnswer {
  if (call.kind !== 'available') return call;
  return { kind: 'available', awards: parseResponse(AwardsSchema, call.body, awardEndpoints.ofTender(tenderId)) };
}

/** A tender's past awards, read: the same query as the detail's entry, for the section and the go/no-go sheet. */
export function useAwards(tenderId: number) {
  // One function per tender, so React Query reads each answer once, not at every render.
  const select = useCallback((call: AwardsCall) => readAwards(tenderId, call), [tenderId]);
  return useQuery({ ...awardsQueryOptions(tenderId), select });
}
