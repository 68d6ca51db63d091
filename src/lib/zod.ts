import * as z from 'zod/mini';

// zod/mini: the functional API of zod 4 (z.optional(s), z.pipe(s, z.transform(f)), s.check(...)), a
// fraction of the classic API's size in every logged-in page's bundle. Its issues carry no English
// text (no locale is loaded); ApiSchemaError names the endpoint and the path instead.
//
// The CSP has no 'unsafe-eval': zod must not probe `new Function` for its fast path, which the browser
// reports as a violation even though zod catches it. The probe runs when a schema is built, so every
// module takes `z` from here (ESLint enforces it) and this runs first.
z.config({ jitless: true });

/** `schema`, reading null or a missing value as `fallback`. */
export function withFallback<T extends z.core.SomeType>(schema: T, fallback: NoInfer<z.output<T>>) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? fallback),
  );
}

/** `schema`, reading a missing value as null. */
export function orNull<T extends z.core.SomeType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
}

export { z };
