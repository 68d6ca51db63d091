import type { v } from '@/api/schema';

/** A server answer that does not have the shape the app relies on. */
export class ApiSchemaError extends Error {
  readonly issues: readonly v.GenericIssue[];
  constructor(endpoint: string, issues: readonly v.GenericIssue[]) {
    const path = issues[0]?.path?.map((item) => String(item.key)).join('.');
    super(`Onverwacht antwoord van de server voor ${endpoint}${path ? ` (${path})` : ''}.`);
    this.name = 'ApiSchemaError';
    this.issues = issues;
  }
}
