import type { QueryClient } from '@tanstack/react-query';

/** Resolves once no query is fetching: the page's own data is in, failed, or waits for the network. */
export function whenQueriesSettle(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}
