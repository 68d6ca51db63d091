import { Suspense } from 'react';
import { lazy } from '@/lib/frame/lazy';
import { useToastHostRequested } from '@/lib/frame/toast-host-request';

const AppToastContainer = lazy(() =>
  import('@/components/ui/toast-container').then((module) => ({ default: module.AppToastContainer })),
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
