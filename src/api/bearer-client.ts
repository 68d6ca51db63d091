import axios, { AxiosHeaders, isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { TIMEOUTS } from '@/config/constants';
import { env } from '@/config/env';
import { endpoints } from '@/api/early/endpoints';
import { throwRedacted } from './redact-error';
import { refreshTokens, SessionGone } from './refresh-tokens';
import { timeoutAdapter } from './timeout-adapter';
import { tokenStorage } from '@/api/early/token-storage';

type RetriableConfig = InternalAxiosRequestConfig & { _retry?: boolean };

/** Calls with the bearer access token; a 401 refreshes once and retries the call once. */
export const bearerClient = axios.create({
  baseURL: env.API_URL,
  timeout: TIMEOUTS.default,
  adapter: timeoutAdapter,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

bearerClient.interceptors.request.use((config) => {
  const access = tokenStorage.get()?.access;
  if (access) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${access}`);
    config.headers = headers;
  }
  return config;
});

bearerClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriableConfig;
  if (config._retry || config.url === endpoints.auth.refresh) throw error;
  config._retry = true;
  const sentWith = AxiosHeaders.from(config.headers)
    .get('Authorization')
    ?.toString()
    .replace(/^Bearer /, '');
  const stored = tokenStorage.get()?.access;
  // Logged out meanwhile (here or in another tab): nothing to refresh, and clearing again would turn
  // the logout into an expiry (and send the user to /login instead of home).
  if (!stored) throw error;
  try {
    // A refresh that finished after this call left (here or in another tab) already stored a new token:
    // retrying with it is enough, refreshing again would waste the refresh token.
    if (stored === sentWith) await refreshTokens(sentWith);
  } catch (refreshError) {
    // The refresh settled the session (src/lib/frame/session.ts): an end clears auth, which re-renders the guards
    // (pages that need login go to /login, public pages stay); a server out of reach keeps it, and the call
    // fails as that failure did, so the screen says so and React Query may retry it.
    throw refreshError instanceof SessionGone ? error : refreshError;
  }
  return bearerClient(config);
});

// Registered after the refresh: a retry still has the original request; only the final error is redacted.
bearerClient.interceptors.response.use(undefined, throwRedacted);
