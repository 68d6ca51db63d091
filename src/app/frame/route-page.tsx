import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/frame/page-loading';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * One route's element: its own error boundary (cleared by the next navigation) and the loading state
 * shown while its code-split page loads.
 */
export function RoutePage({ children, landmark }: { children: ReactNode; landmark?: boolean }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key} landmark={landmark}>
      <Suspense
        fallback={
          // A screen high, so the footer stays below the fold until the page arrives: it would jump
          // down otherwise (a layout shift of ~0.35 on the landing page).
          <div className="min-h-dvh">
            <PageLoading />
          </div>
        }
      >
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}
