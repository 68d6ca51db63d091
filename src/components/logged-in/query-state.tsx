import { useDeferredValue, type ReactNode } from 'react';
import { t } from '@/i18n';
import { useNeedsConnection } from '@/hooks/logged-in/use-needs-connection';
import { NeedsConnection } from './needs-connection';
import { Button } from '@/components/ui/controls/button';
import { Skeleton } from '@/components/ui/primitives/skeleton';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';

/** The part of a React Query result this helper reads (useQuery and useInfiniteQuery both fit). */
export type QueryLike<TData, TError> = {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  /** 'paused' while React Query waits for the network. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  error: TError | null;
  data: TData | undefined;
  refetch: () => unknown;
};

type QueryStateProps<TData, TError> = {
  query: QueryLike<TData, TError>;
  /** Replaces the default placeholder (skeleton lines and a screen-reader 'Loading...'). */
  loading?: ReactNode;
  errorMessage: (error: TError) => ReactNode;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
};

function DefaultLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}

/**
 * Loading, error, empty or data for one query. Data wins: when a background refetch fails the
 * last good data stays on screen instead of being swapped for an error. Offline with nothing cached, it
 * says that a connection is needed instead of loading forever.
 *
 * The content's first render is deferred: React Query's answers render synchronously, so a page's first
 * content (a feed's cards) was one long task; as a transition it renders in slices between frames, the
 * placeholder staying until it is ready (docs/decisions/110). Later answers render at once.
 */
export function QueryState<TData, TError>({
  query,
  loading,
  errorMessage,
  isEmpty,
  empty = null,
  children,
}: QueryStateProps<TData, TError>) {
  const needsConnection = useNeedsConnection(query);
  const showsData = useDeferredValue(query.data !== undefined);
  if (query.data !== undefined) {
    if (!showsData) return loading ?? <DefaultLoading />;
    return isEmpty?.(query.data) ? empty : children(query.data);
  }
  if (query.isError && query.error !== null) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
      >
        <div>{errorMessage(query.error)}</div>
        <Button variant="outlined" size="sm" isLoading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (needsConnection) return <NeedsConnection />;
  return loading ?? <DefaultLoading />;
}
