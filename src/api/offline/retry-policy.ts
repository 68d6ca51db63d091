import { ApiSchemaError } from '@/api/schema-error';
import { ACTION_RETRY } from '@/config/constants';

type FailedCall = { isAxiosError?: unknown; response?: { status?: unknown } };

/**
 * Whether a queued action that failed may still succeed when sent again: no answer at all (a dead Wi-Fi, a
 * captive portal, a timeout), a 5xx, a 408 or a 429. Any other 4xx, or an answer the app cannot read, is the
 * server's last word. Read without importing axios, as src/lib/query-client.ts does.
 */
export function isTransientFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || error instanceof ApiSchemaError) return false;
  const { isAxiosError, response } = error as FailedCall;
  if (isAxiosError !== true) return false;
  const status = typeof response?.status === 'number' ? response.status : 0;
  return status === 0 || status >= 500 || status === 408 || status === 429;
}

/**
 * The wait before the next try: ACTION_RETRY.firstDelay, doubled after every failure, at most its maxDelay.
 * React Query passes the failures before this one (0 after the first).
 */
export const retryDelay = (earlierFailures: number): number =>
  Math.min(ACTION_RETRY.firstDelay * 2 ** earlierFailures, ACTION_RETRY.maxDelay);
