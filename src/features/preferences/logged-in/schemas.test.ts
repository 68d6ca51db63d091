import { describe, expect, it } from 'vitest';
import { v } from '@/api/schema';
import { CompletenessResponseSchema, PreferencesSchema } from './schemas';

describe('CompletenessResponseSchema', () => {
  it.each([
    [{ completenessPercentage: 62.5 }, 62.5],
    [{ completenessPercentage: '40' }, 40],
    [{ completenessPercentage: 'veel' }, 0],
    [{ completenessPercentage: null }, 0],
    [{}, 0],
  ])('reads %j as %d', (body, expected) => {
    expect(v.parse(CompletenessResponseSchema, body).completenessPercentage).toBe(expected);
  });
});

describe('PreferencesSchema', () => {
  it('reads missing fields as empty', () => {
    expect(v.parse(PreferencesSchema, {})).toMatchObject({
      professionalBackground: null,
      completenessPercentage: 0,
      emptyFields: [],
      completedFields: [],
      isAiProfileProcessing: false,
    });
  });
});
