import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';
import { loginAs } from '@/mocks/testing';
import { createTestQueryClient } from './query-wrapper';

type Options = {
  /** Demo-account email to log in as before rendering (tokens minted by the simulated backend). */
  user?: string;
  /** Route pattern for `ui` (with params), e.g. '/tenders/:id/info'. */
  path?: string;
  url?: string;
};

function renderRoutes(routes: RouteObject[], url: string, user: string | undefined) {
  if (user) loginAs(user);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return {
    queryClient,
    router,
    ...render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

/** Renders one element inside the app's providers at a URL, in a memory router. */
export function renderWithProviders(ui: ReactElement, { user, path = '/', url = '/' }: Options = {}) {
  return renderRoutes(
    [
      { path, element: ui },
      { path: '*', element: null },
    ],
    url,
    user,
  );
}

/** Renders the whole app (every route, layouts and guards) at a URL; `extraRoutes` join the public ones. */
export function renderApp(
  url: string,
  { user, extraRoutes = [] }: { user?: string; extraRoutes?: RouteObject[] } = {},
) {
  return renderRoutes(createRoutes(extraRoutes), url, user);
}
