import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/api/parse';
import { ApiSchemaError } from '@/api/schema-error';
import { orNull, withFallback, z } from './zod';

describe('withFallback', () => {
  const Name = withFallback(z.string(), '');

  it('keeps a value and reads null or a missing value as the fallback', () => {
    expect(z.parse(Name, 'Gent')).toBe('Gent');
    expect(z.parse(Name, null)).toBe('');
    expect(z.parse(Name, undefined)).toBe('');
    expect(z.parse(z.object({ name: Name }), {})).toEqual({ name: '' });
  });

  it('still refuses a value of another type', () => {
    expect(z.safeParse(Name, 42).success).toBe(false);
  });
});

describe('orNull', () => {
  it('reads a missing value as null', () => {
    expect(z.parse(z.object({ days: orNull(z.number()) }), {})).toEqual({ days: null });
    expect(z.parse(orNull(z.number()), 3)).toBe(3);
  });
});

describe('parseResponse', () => {
  it('names the endpoint and the first mismatching path', () => {
    const Schema = z.object({ results: z.array(z.object({ id: z.number() })) });
    const parse = () => parseResponse(Schema, { results: [{ id: 'x' }] }, 'tenders/');
    expect(parse).toThrow(ApiSchemaError);
    expect(parse).toThrow('Onverwacht antwoord van de server voor tenders/ (results.0.id).');
  });
});
