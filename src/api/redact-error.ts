import { AxiosHeaders, isAxiosError } from 'axios';

/**
 * Rethrows a failed call's error without what it carried that must never reach a log, an error report
 * or an error boundary: the bearer header, the body sent (passwords, refresh tokens) and the low-level
 * request (which holds the headers too). Message, code, status and the server's answer stay; the app
 * reads nothing else.
 */
export function throwRedacted(error: unknown): never {
  if (isAxiosError(error)) {
    if (error.config) {
      const headers = AxiosHeaders.from(error.config.headers);
      headers.delete('Authorization');
      error.config.headers = headers;
      error.config.data = undefined;
      error.config.auth = undefined;
    }
    error.request = undefined;
    if (error.response) {
      error.response.request = undefined;
      // The answer keeps the config its request was sent with (a copy, see timeout-adapter): the redacted one replaces it.
      if (error.config) error.response.config = error.config;
    }
  }
  throw error;
}
