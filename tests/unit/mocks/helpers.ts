import { isAxiosError } from 'axios';
import { env } from '@/config/env';

/** The status and body of a call that must fail. */
export async function failure(call: Promise<unknown>): Promise<{ status: number | undefined; data: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isAxiosError(error)) return { status: error.response?.status, data: error.response?.data };
    throw error;
  }
  throw new Error('Expected the call to fail');
}

/** A raw fetch against the simulated API, for requests the app's clients would not make. */
export function rawFetch(path: string, init: RequestInit = {}): Promise<Response> {
  // In Node (no page) the API URL is absolute; under jsdom it is relative to the page.
  return fetch(new URL(`${env.API_URL}/${path}`, globalThis.location?.origin ?? 'http://localhost'), init);
}
