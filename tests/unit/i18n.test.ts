import { describe, expect, it } from 'vitest';
import { hasTranslation, t, tDynamic } from '@/i18n';

describe('dictionary', () => {
  it('returns Dutch texts and fills parameters', () => {
    expect(t('layout.header.login')).toBe('Log in');
    expect(t('layout.matchingProfile.target', { target: 100 })).toBe('Doel: 100%');
  });

  it('falls back to English where a Dutch label is missing, then to the given fallback', () => {
    expect(hasTranslation('tenders.topics.budgeting_and_finance')).toBe(true);
    expect(tDynamic('tenders.topics.unknown_topic', 'unknown topic')).toBe('unknown topic');
  });
});
