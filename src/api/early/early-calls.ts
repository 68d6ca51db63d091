import { EARLY_CALL_MAX_AGE } from '@/config/constants';
import { env } from '@/config/env';
import type { ApiCall } from './api-call';

/** What the adapter needs of an early answer: a 2xx with its body as text, as XHR gives it. */
type EarlyAnswer = { status: number; statusText: string; headers: Record<string, string>; data: string };

type EarlyCall = { authorization: string; startedAt: number; answer: Promise<EarlyAnswer | null> };

const calls = new Map<string, EarlyCall>();

async function read(response: Response): Promise<EarlyAnswer | null> {
  if (!response.ok) return null;
  return {
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    data: await response.text(),
  };
}

/**
 * Sends a GET of the API from the entry, before React and the API client have loaded; the bearer client
 * answers the same call from it (takeEarlyCall). Only a success is kept: anything else (a 401, a network
 * error) is asked again by the client, which refreshes and shows errors as usual.
 */
export function startEarlyCall({ endpoint, params }: ApiCall, access: string): void {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  const url = `${env.API_URL}/${endpoint}${query ? `?${query}` : ''}`;
  const authorization = `Bearer ${access}`;
  const answer = fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } })
    .then(read)
    .catch(() => null);
  calls.set(url, { authorization, startedAt: performance.now(), answer });
}

/**
 * The early answer to a GET of this URL with this authorization, once: null when none was started, it is
 * older than EARLY_CALL_MAX_AGE (a later call wants today's data), or it was sent with another token.
 */
export function takeEarlyCall(url: string, authorization: string | undefined): Promise<EarlyAnswer | null> | null {
  const call = calls.get(url);
  if (!call) return null;
  calls.delete(url);
  const fresh = performance.now() - call.startedAt <= EARLY_CALL_MAX_AGE;
  return fresh && call.authorization === authorization ? call.answer : null;
}

/** Tests share this module (vite.config.ts `isolate: false`): an early call a test did not take is not the next one's. */
export function resetEarlyCallsForTests() {
  calls.clear();
}
