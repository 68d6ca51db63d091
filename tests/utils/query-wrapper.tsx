import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';

/** The clients made for the test running, cleared after it (clearTestQueryClients). */
const clients = new Set<QueryClient>();

/** A fresh client per test: no retries by default and no delay where a hook asks for some. */
export function createTestQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } },
  });
  clients.add(client);
  return client;
}

/**
 * Empties the clients of the test that ended (tests/setup/vitest.setup.ts), after its tree unmounted: what
 * waited for their queries to settle (usePageSettled) finishes now, not when a call still in flight ends
 * later, perhaps once the worker's environment is gone.
 */
export function clearTestQueryClients() {
  for (const client of clients) client.clear();
  clients.clear();
}

/** A `renderHook` wrapper with its own client; `strict` mounts twice, as React's StrictMode does. */
export function createQueryWrapper({ strict = false }: { strict?: boolean } = {}) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { queryClient, wrapper };
}
