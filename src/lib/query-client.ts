import { QueryClient } from '@tanstack/react-query';
import { ApiSchemaError } from '@/api/schema-error';
import { QUERY } from '@/config/constants';

const NO_RETRY_STATUSES = [400, 401, 403, 404];

// Read without importing axios, so the landing page's bundle does not carry the HTTP client.
function responseStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** Do not retry what a retry cannot fix: auth, permission, not-found and validation answers, bad shapes. */
export function shouldRetry(maxRetries: number) {
  return (failureCount: number, error: unknown) => {
    if (error instanceof ApiSchemaError) return false;
    if (NO_RETRY_STATUSES.includes(responseStatus(error) ?? 0)) return false;
    return failureCount < maxRetries;
  };
}

export function createQueryClient() {
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
