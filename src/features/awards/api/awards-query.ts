import { queryOptions, useQuery } from '@tanstack/react-query';
import { readableOffline } from '@/lib/offline/readable-offline';
import type { AwardsAnswer } from './get-awards';
import { awardKeys } from './keys';

/**
 * The fetcher and its schema load with the call, not with the detail (at its 200 KB budget): the detail
 * carries only this query. Readable offline with the tender it belongs to.
 */
export function awardsQueryOptions(tenderId: number) {
  return readableOffline(
    queryOptions({
      queryKey: awardKeys.ofTender(tenderId),
      queryFn: ({ signal }): Promise<AwardsAnswer> =>
        import('./get-awards').then(({ getAwards }) => getAwards(tenderId, signal)),
      staleTime: 10 * 60_000,
    }),
  );
}

/** A tender's past awards (optional extension 'Awards'); the same query for the detail and the go/no-go sheet. */
export function useAwards(tenderId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...awardsQueryOptions(tenderId), enabled });
}
