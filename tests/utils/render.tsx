import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { AppProviders } from '@/app/frame/providers';
import { QueryReadyContext } from '@/app/frame/query-ready-context';
import { SignOutCacheReset } from '@/api/sign-out-cache-reset';
import { AppRoutes, type ExtraRoute } from '@/app/frame/routes';
import { loginAs } from '@/mocks/testing';
import { createTestQueryClient } from './query-wrapper';

type Options = {
  /** Demo-account email to log in as before rendering (tokens minted by the simulated backend). */
  user?: string;
  /** Route pattern for `ui` (with params), e.g. '/tenders/:id/info'. */
  path?: string;
  url?: string;
};

/**
 * What a test reads and drives of the memory router: the current location and navigate(). navigate()
 * returns a promise, so `await act(() => router.navigate(...))` is an async act that settles the update.
 */
export type TestRouter = {
  state: { location: Location };
  /** A number moves through the history, as the browser's back (-1) and forward (1) do. */
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
};

/** Keeps `router` in step with the memory router, so tests can read the location and navigate. */
function RouterProbe({ onRender }: { onRender: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender(location, navigate), [onRender, location, navigate]);
  return null;
}

function renderRoutes(routes: ReactElement, url: string, user: string | undefined) {
  if (user) loginAs(user);
  const queryClient = createTestQueryClient();
  const router: TestRouter = {
    state: { location: { pathname: url, search: '', hash: '', state: null, key: 'default' } },
    navigate: () => Promise.reject(new Error('The router has not rendered yet')),
  };
  return {
    queryClient,
    router,
    ...render(
      // The test's own client, given up front: WithQueries then loads nothing.
      <QueryClientProvider client={queryClient}>
        <QueryReadyContext value>
          <SignOutCacheReset />
          <AppProviders>
            <MemoryRouter initialEntries={[url]}>
              <RouterProbe
                onRender={(location, navigate) => {
                  router.state.location = location;
                  router.navigate = async (to, options) => {
                    await (typeof to === 'number' ? navigate(to) : navigate(to, options));
                  };
                }}
              />
              {routes}
            </MemoryRouter>
          </AppProviders>
        </QueryReadyContext>
      </QueryClientProvider>,
    ),
  };
}

/** Renders one element inside the app's providers at a URL, in a memory router. */
export function renderWithProviders(ui: ReactElement, { user, path = '/', url = '/' }: Options = {}) {
  return renderRoutes(
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>,
    url,
    user,
  );
}

/** Renders the whole app (every route, layouts and guards) at a URL; `extraRoutes` join the public ones. */
export function renderApp(url: string, { user, extraRoutes = [] }: { user?: string; extraRoutes?: ExtraRoute[] } = {}) {
  return renderRoutes(<AppRoutes extra={extraRoutes} />, url, user);
}
