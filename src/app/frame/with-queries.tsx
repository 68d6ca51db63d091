import { useContext, type ReactNode } from 'react';
import { lazy } from '@/lib/frame/lazy';
import { QueryReadyContext } from './query-ready-context';

const QueryProvider = lazy(() =>
  import('@/app/api/query-provider').then((module) => ({ default: module.QueryProvider })),
);

/**
 * React Query (docs/decisions/063) for the part of the app that calls the API: every page but the
 * landing page, and the logged-in parts of the header and layout. The landing page never loads it.
 * Needs a Suspense boundary above it for the first load; inside another WithQueries it adds nothing.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const ready = useContext(QueryReadyContext);
  return ready ? children : <QueryProvider>{children}</QueryProvider>;
}
