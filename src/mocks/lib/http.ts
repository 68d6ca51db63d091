/** The few building blocks every handler uses: routes at the API base, delay, JSON bodies and errors. */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType, type PathParams } from 'msw';
import { env } from '@/config/env';
import { NETWORK_DELAY } from '../config';
import { persistDb } from '../db';
import { MESSAGES } from '../messages';

export type MockRequest = { request: Request; params: Record<string, string> };
export type Resolver = (request: MockRequest) => Response | Promise<Response>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `${API_URL}/<path>` exactly as the app calls it (spec §7, trailing slash included). */
export function apiUrl(path: string): string {
  return `${env.API_URL}/${path}`;
}

/**
 * The URL pattern of a functional endpoint, with MSW placeholders in place of its arguments, e.g.
 * `pattern(endpoints.tenders.info, ':id')` → `tenders/:id/info/`. The cast is the one place where a
 * placeholder string stands in for a number.
 */
export function pattern<Args extends unknown[]>(build: (...args: Args) => string, ...placeholders: string[]): string {
  return (build as unknown as (...args: string[]) => string)(...placeholders);
}

function stringParams(params: PathParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? (value[0] ?? '') : (value ?? '')]),
  );
}

function networkDelay(): Promise<void> | void {
  const { min, max } = NETWORK_DELAY;
  if (max === 0) return;
  return delay(min + Math.round(Math.random() * (max - min))).then(() => undefined);
}

/**
 * One endpoint of the simulated API; its state is saved after every call (browser only). Every answer says
 * `Cache-Control: no-store`, as docs/api-contract.md asks of the API: no browser or proxy keeps a user's data.
 */
export function route(method: Method, path: string, resolver: Resolver): HttpHandler {
  return http[method](apiUrl(path), async ({ request, params }) => {
    await networkDelay();
    const response = await resolver({ request, params: stringParams(params) });
    persistDb();
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });
}

export function json(body: JsonBodyType, status = 200): Response {
  return HttpResponse.json(body, { status });
}

export function detail(status: number, message: string, extra: Record<string, string> = {}): Response {
  return HttpResponse.json({ detail: message, ...extra }, { status });
}

/** 400 with DRF-style field errors: `{"field": ["message"]}`. */
export function fieldErrors(errors: Record<string, string>): Response {
  return HttpResponse.json(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])), {
    status: 400,
  });
}

export const notFound = () => detail(404, MESSAGES.notFound);

export type JsonObject = Record<string, unknown>;

/** The request's JSON object; an empty body is `{}`, anything that is not a JSON object is null. */
export async function readJson(request: Request): Promise<JsonObject | null> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;
  } catch {
    return null;
  }
}

export const invalidJson = () => detail(400, MESSAGES.invalidJson);

/** A string field of a body, trimmed; undefined when absent or not a string. */
export function stringField(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A path id that must be a positive integer ("12"); null otherwise. */
export function integerParam(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
