import { v } from '@/api/schema';
import { ApiSchemaError } from './schema-error';

/** Validates a response body; a mismatch becomes an ApiSchemaError with a clear message. */
export function parseResponse<S extends v.GenericSchema>(schema: S, data: unknown, endpoint: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiSchemaError(endpoint, result.issues);
  return result.output;
}
