import { Suspense } from 'react';
import { lazy } from '@/lib/lazy';
import { useToastHostRequested } from '@/lib/toast-host-request';

const AppToastContainer = lazy(() =>
  import('./toast-container').then((module) => ({ default: module.AppToastContainer })),
);

/** Mounts the toast container once something asks for a toast. */
export function ToastHost() {
  const requested = useToastHostRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  );
}
