import axios from 'axios';
import { TIMEOUTS } from '@/config/constants';
import { env } from '@/config/env';
import { throwRedacted } from './redact-error';
import { timeoutAdapter } from './timeout-adapter';

/** Calls without authorization: login, register, refresh, reset, verification, public pages. */
export const anonymousClient = axios.create({
  baseURL: env.API_URL,
  timeout: TIMEOUTS.default,
  adapter: timeoutAdapter,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

anonymousClient.interceptors.response.use(undefined, throwRedacted);
