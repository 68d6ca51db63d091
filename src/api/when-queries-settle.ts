import type { QueryClient } from '@tanstack/react-query';
import { afterNextPaint } from './after-next-paint';

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

/**
 * Resolves once the page has painted and none of its queries is fetching, still so a frame later: the access
 * check's answer may start the page's own calls.
 */
export async function whenPageSettles(client: QueryClient): Promise<void> {
  do {
    await afterNextPaint();
    await whenQueriesSettle(client);
    await afterNextPaint();
  } while (client.isFetching() > 0);
}
