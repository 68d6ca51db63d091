import * as v from 'valibot';

// valibot: a schema is a tree of plain functions and only the ones used reach the bundle (docs/decisions/008,
// against zod/mini's core in every logged-in page). It never uses `eval` or
// `new Function`, so the CSP stays without 'unsafe-eval' and nothing needs configuring first. Every
// module still takes `v` from here (ESLint enforces it), so the helpers below stay the one way to read a
// lenient field.

/**
 * `schema`, reading null or a missing value as `fallback`. The null default makes v.object run the pipe
 * for a missing key too (it skips a nullish entry without a default).
 */
export function withFallback<T extends v.GenericSchema>(schema: T, fallback: NoInfer<v.InferOutput<T>>) {
  return v.pipe(
    v.nullish(schema, null),
    v.transform((value: v.InferOutput<T> | null | undefined) => value ?? fallback),
  );
}

/** `schema`, reading a missing value as null. */
export function orNull<T extends v.GenericSchema>(schema: T) {
  return v.nullish(schema, null);
}

export { v };
