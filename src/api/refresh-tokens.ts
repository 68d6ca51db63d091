import { z } from 'zod';
import { anonymousClient } from './anonymous-client';
import { endpoints } from './endpoints';
import { parseResponse } from './parse';
import { tokenStorage } from './token-storage';

const RefreshResponseSchema = z.object({ access: z.string().min(1), refresh: z.string().min(1).optional() });

let inFlight: Promise<string> | null = null;

/**
 * Exchanges the stored refresh token for a new access token and merges it into storage.
 * Concurrent callers share one request, so any number of 401s cause a single refresh.
 */
export function refreshTokens(): Promise<string> {
  if (inFlight) return inFlight;
  const refresh = tokenStorage.get()?.refresh;
  if (!refresh) return Promise.reject(new Error('No refresh token'));
  inFlight = anonymousClient
    .post(endpoints.auth.refresh, { refresh })
    .then((response) => {
      const tokens = parseResponse(RefreshResponseSchema, response.data, endpoints.auth.refresh);
      tokenStorage.merge(tokens);
      return tokens.access;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
