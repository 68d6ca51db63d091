import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';
import { loginAs } from '@/mocks/testing';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type Options = {
  /** Demo-account email to log in as before rendering (tokens minted by the simulated backend). */
  user?: string;
  /** Route pattern for `ui` (with params), e.g. '/tenders/:id/info'. */
  path?: string;
  url?: string;
};

/** Renders one element inside the app's providers at a URL, in a memory router. */
export function renderWithProviders(ui: ReactElement, { user, path = '/', url = '/' }: Options = {}) {
  if (user) loginAs(user);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
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

/** Renders the whole app (every route, layouts and guards) at a URL. */
export function renderApp(url: string, { user }: Pick<Options, 'user'> = {}) {
  if (user) loginAs(user);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
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
