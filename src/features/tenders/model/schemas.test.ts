import { describe, expect, it } from 'vitest';
import { v } from '@/api/schema';
import { TenderSchema } from './schemas';

describe('TenderSchema', () => {
  it('fills in every lenient field that the server leaves out', () => {
    expect(v.parse(TenderSchema, { id: 5 })).toEqual({
      id: 5,
      displayName: 'No Title',
      displayDescription: '',
      organization: null,
      labels: [],
      analysis: null,
      daysRemaining: null,
      submissionDate: '',
      isSaved: false,
      isRejected: false,
    });
  });

  it('reads null and an empty name like a missing one, and a label value as text', () => {
    const tender = v.parse(TenderSchema, {
      id: 5,
      displayName: '',
      organization: null,
      labels: [{ id: 1, type: 'Minimum price', value: 120000 }],
    });
    expect(tender.displayName).toBe('No Title');
    expect(tender.labels).toEqual([{ id: 1, type: 'Minimum price', value: '120000' }]);
  });

  it('refuses an id that is not a whole number', () => {
    expect(v.safeParse(TenderSchema, { id: 1.5 }).success).toBe(false);
  });
});
