/**
 * Browser tests of the app against a failing API (the browser mock's `fail`): calls the simulated backend
 * answers with a bare error status instead of its own answer. Playwright's `page.route` never sees the calls
 * MSW's service worker answers, so the mock fails them itself. Kept for the tab (sessionStorage), so that a
 * reload or a direct load meets them too.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { MOCK_FAULTS_STORAGE_KEY } from './config';
import { apiUrl, route } from './lib/http';

export type MockFault = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Relative to the API's base, as the app's endpoints write it (`bids/`); any query string matches. */
  path: string;
  /**
   * The error status to answer with, or 'network': no answer at all, as a dead Wi-Fi or a captive portal gives
   * (issue #42). Without one, the call is answered as usual, `delay` ms later.
   */
  status?: number | 'network';
  /** Holds the call this long first (ms): a test can act while it is in flight (a logout during a refresh). */
  delay?: number;
};

/** The faults this tab keeps, none when there are none or they cannot be read. */
export function readFaults(): MockFault[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(MOCK_FAULTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as MockFault[]) : [];
  } catch {
    return [];
  }
}

/** Keeps `faults` for this tab, replacing the previous ones (none: the mock answers every call again). */
export function keepFaults(faults: MockFault[]): void {
  if (faults.length > 0) sessionStorage.setItem(MOCK_FAULTS_STORAGE_KEY, JSON.stringify(faults));
  else sessionStorage.removeItem(MOCK_FAULTS_STORAGE_KEY);
}

/** Handlers that answer each fault's calls, after the mock's usual latency, ahead of the mock's own. */
export function faultHandlers(faults: MockFault[]): HttpHandler[] {
  return faults.map(({ method, path, status, delay: hold = 0 }) =>
    status === undefined
      ? // Returning nothing hands the call to the mock's own handler.
        http[method](apiUrl(path), () => delay(hold))
      : route(method, path, async () => {
          await delay(hold);
          return status === 'network' ? HttpResponse.error() : new HttpResponse(null, { status });
        }),
  );
}
