import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@/hooks/frame/use-session';
import { lazy } from '@/lib/frame/lazy';
import { RequireAuth } from './require-auth';
import { PublicMain } from './public-main';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePage } from './route-page';
import { findRoute, loadAppShell, preloadRoute, routeTable, type RouteEntry } from '@/app/route-table';
import { WithQueries } from './with-queries';

// A page whose code the browser still refuses once back online loads in a new document (src/lib/frame/lazy.ts).
const reloadPage = () => window.location.reload();
const AppShell = lazy(() => loadAppShell().then((module) => ({ default: module.AppShell })), reloadPage);

/** A route that exists only with the simulated backend; `path` is relative to the public layout. */
export type ExtraRoute = { path: string; element: ReactNode };

type PageRoute = Pick<RouteEntry, 'path' | 'queries'> & { element: ReactNode };

const pageRoutes = routeTable.map(({ path, page, layout, access, queries }) => {
  const Page = lazy(page, reloadPage);
  return { path, layout, access, queries, element: <Page /> };
});

/**
 * One page route with its own error boundary and loading state. Keyed by path, so moving to a page
 * whose code is not loaded yet shows the loading state instead of freezing on the previous page.
 */
function pageRoute({ path, queries, element }: PageRoute) {
  const page = <RoutePage key={path}>{queries === false ? element : <WithQueries>{element}</WithQueries>}</RoutePage>;
  if (path === '/') return <Route key={path} index element={page} />;
  return <Route key={path} path={path.replace(/^\//, '')} element={page} />;
}

/** The `*` page: what the app shows at an unknown address, and at a page of an extension the API lacks. */
const notFoundPage = pageRoutes.find((route) => route.path === '*')?.element;

/** The app's layout, told which optional API extension the current page belongs to and whether it is wide. */
function AppLayout() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return <AppShell extension={route?.extension} isWide={route?.wide === true} notFound={notFoundPage} />;
}

/** The page's code, and its layout's, as soon as its URL is known. */
function usePreloadRoute() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  useEffect(() => preloadRoute(pathname, isAuthenticated), [pathname, isAuthenticated]);
}

/** The router, derived from the route table; `extra` holds routes that exist only with the simulated backend. */
export function AppRoutes({ extra = [] }: { extra?: ExtraRoute[] }) {
  const { key } = useLocation();
  usePreloadRoute();
  const inLayout = (layout: RouteEntry['layout'], access?: RouteEntry['access']) =>
    pageRoutes.filter((route) => route.layout === layout && route.access === access).map(pageRoute);
  return (
    <RouteErrorBoundary resetKey={key} landmark>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<PublicMain />}>
            {inLayout('public')}
            {extra.map(pageRoute)}
          </Route>
          <Route
            element={
              <RoutePage landmark>
                <WithQueries>
                  <AppLayout />
                </WithQueries>
              </RoutePage>
            }
          >
            {inLayout('app')}
            <Route element={<RequireAuth />}>{inLayout('app', 'user')}</Route>
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
