import type { z } from '@/lib/zod';

/** A server answer that does not have the shape the app relies on. */
export class ApiSchemaError extends Error {
  readonly issues: z.core.$ZodIssue[];
  constructor(endpoint: string, issues: z.core.$ZodIssue[]) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? ` (${first.path.join('.')})` : '';
    super(`Onverwacht antwoord van de server voor ${endpoint}${where}.`);
    this.name = 'ApiSchemaError';
    this.issues = issues;
  }
}
