import { z } from '@/lib/zod';
import { ApiSchemaError } from './schema-error';

/** Validates a response body; a mismatch becomes an ApiSchemaError with a clear message. */
export function parseResponse<S extends z.core.$ZodType>(schema: S, data: unknown, endpoint: string): z.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw new ApiSchemaError(endpoint, result.error.issues);
  return result.data;
}
