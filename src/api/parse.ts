import type { z } from 'zod';
import { ApiSchemaError } from './schema-error';

/** Validates a response body; a mismatch becomes an ApiSchemaError with a clear message. */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown, endpoint: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiSchemaError(endpoint, result.error.issues);
  return result.data;
}
