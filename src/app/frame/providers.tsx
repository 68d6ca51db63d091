import type { ReactNode } from 'react';
import { ToastHost } from '@/components/frame/toast-host';

/** What surrounds the whole app; React Query is not here but in WithQueries, so `/` does without it. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
