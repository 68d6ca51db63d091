import { AxiosError, isAxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { earlyCallAdapter } from './early-call-adapter';

/**
 * Enforces `config.timeout` with a timer of our own around the default adapter (through
 * early-call-adapter.ts, which may answer from a call the entry asked already). The XHR's own timeout
 * is not honoured everywhere a request can be intercepted (MSW in Node, some proxies), and a call
 * that hangs must still end in the error state the screen can show. Every attempt, retries after a
 * token refresh included, gets its own timer; a caller's AbortSignal (React Query's) still cancels.
 */
export const timeoutAdapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
  const ms = config.timeout;
  if (!ms) return earlyCallAdapter(config);
  const controller = new AbortController();
  const outer = config.signal;
  const forwardAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener?.('abort', forwardAbort);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new AxiosError(`timeout of ${ms}ms exceeded`, AxiosError.ECONNABORTED, config));
      controller.abort();
    }, ms);
    earlyCallAdapter({ ...config, signal: controller.signal })
      .then(
        // The answer and its errors carry the caller's config (its own signal), which a retry reuses.
        (response) => resolve({ ...response, config }),
        (error: unknown) => {
          if (isAxiosError(error)) error.config = config;
          reject(error);
        },
      )
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener?.('abort', forwardAbort);
      });
  });
};
