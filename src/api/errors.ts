import { isAxiosError } from 'axios';
import { t } from '@/i18n';
import { ApiSchemaError } from './schema-error';
import { tokenStorage } from '@/api/early/token-storage';

type ErrorBody = { detail?: unknown; message?: unknown; error?: unknown; error_code?: unknown } & Record<
  string,
  unknown
>;

function body(error: unknown): ErrorBody | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? (data as ErrorBody) : undefined;
}

const JWT_LIKE = /(?:Bearer\s+)?eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/** A server text as shown to the user, minus any token it echoes back (a JWT, or one of ours). */
function withoutTokens(text: string): string {
  const stored = tokenStorage.get();
  const secrets = [stored?.access, stored?.refresh].filter((token): token is string => Boolean(token));
  return secrets.reduce((safe, token) => safe.replaceAll(token, '…'), text.replace(JWT_LIKE, '…'));
}

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's `detail` string, if any (spec readings §10). */
export function errorDetail(error: unknown): string | undefined {
  const detail = body(error)?.detail;
  return typeof detail === 'string' && detail ? withoutTokens(detail) : undefined;
}

/** A named string field of the error body (`message`, `error`). */
export function errorField(error: unknown, field: 'message' | 'error' | 'error_code'): string | undefined {
  const value = body(error)?.[field];
  return typeof value === 'string' && value ? withoutTokens(value) : undefined;
}

/** The first message of a field error `{"field": ["message", ...]}`. */
export function fieldErrorMessage(error: unknown, field: string): string | undefined {
  const value = body(error)?.[field];
  if (Array.isArray(value) && typeof value[0] === 'string') return withoutTokens(value[0]);
  return typeof value === 'string' ? withoutTokens(value) : undefined;
}

/** Best human-readable message: detail, message, error, then the error's own message. */
export function errorMessage(error: unknown): string | undefined {
  return (
    errorDetail(error) ??
    errorField(error, 'message') ??
    errorField(error, 'error') ??
    (error instanceof ApiSchemaError ? error.message : undefined) ??
    (isAxiosError(error) ? transportMessage(error) : undefined) ??
    (error instanceof Error && error.message ? error.message : undefined)
  );
}

/** In Dutch, never axios's English ('Request failed with status code 500'): no answer, or a bare status. */
function transportMessage(error: { code?: string; response?: { status: number } }): string {
  if (error.response) return t('common.apiErrors.server', { status: error.response.status });
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
    ? t('common.apiErrors.timeout')
    : t('common.apiErrors.network');
}
