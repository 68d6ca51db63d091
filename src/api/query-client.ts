import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiSchemaError } from '@/api/schema-error';
import { QUERY } from '@/config/constants';

// Read without importing axios, so the landing page's bundle does not carry the HTTP client.
function responseStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/**
 * Do not retry what a retry cannot fix: a 4xx answer (auth, permission, not found, validation, rate
 * limit; a 401 was already refreshed once by the bearer client) or a body of the wrong shape. Server
 * errors and lost connections are retried.
 */
export function shouldRetry(maxRetries: number) {
  return (failureCount: number, error: unknown) => {
    if (error instanceof ApiSchemaError) return false;
    const status = responseStatus(error) ?? 0;
    if (status >= 400 && status < 500) return false;
    return failureCount < maxRetries;
  };
}

export function createQueryClient() {
  // React Query assumes it is online until the browser says otherwise; a page opened offline would then
  // fail every call (and send every queued action) instead of waiting.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY.listStale,
        gcTime: QUERY.listGc,
        retry: shouldRetry(1),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
