import { describe, expect, it } from 'vitest';
import { parseResponse } from '@/api/parse';
import { ApiSchemaError } from '@/api/schema-error';
import { orNull, v, withFallback } from './schema';

describe('withFallback', () => {
  const Name = withFallback(v.string(), '');

  it('keeps a value and reads null or a missing value as the fallback', () => {
    expect(v.parse(Name, 'Gent')).toBe('Gent');
    expect(v.parse(Name, null)).toBe('');
    expect(v.parse(Name, undefined)).toBe('');
    expect(v.parse(v.object({ name: Name }), {})).toEqual({ name: '' });
  });

  it('still refuses a value of another type', () => {
    expect(v.safeParse(Name, 42).success).toBe(false);
  });
});

describe('orNull', () => {
  it('reads a missing value as null', () => {
    expect(v.parse(v.object({ days: orNull(v.number()) }), {})).toEqual({ days: null });
    expect(v.parse(orNull(v.number()), 3)).toBe(3);
  });
});

describe('parseResponse', () => {
  it('names the endpoint and the first mismatching path', () => {
    const Schema = v.object({ results: v.array(v.object({ id: v.number() })) });
    const parse = () => parseResponse(Schema, { results: [{ id: 'x' }] }, 'tenders/');
    expect(parse).toThrow(ApiSchemaError);
    expect(parse).toThrow('Onverwacht antwoord van de server voor tenders/ (results.0.id).');
  });

  it('names a missing key, and only the endpoint when the whole body is off', () => {
    const Schema = v.object({ email: v.string() });
    expect(() => parseResponse(Schema, {}, 'users/me/')).toThrow(
      'Onverwacht antwoord van de server voor users/me/ (email).',
    );
    expect(() => parseResponse(Schema, 'oeps', 'users/me/')).toThrow(
      'Onverwacht antwoord van de server voor users/me/.',
    );
  });
});
