import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import type { CriteriaValues } from '@/mocks/db-types';
import { emptyCriteriaValues } from '@/mocks/domain/criteria';
import { isInField, matchScore } from '@/mocks/tenders/scoring';
import { profileKeywords, stem } from '@/mocks/tenders/tokenize';

function tender(sourceId: string) {
  const row = db.tenders.find((candidate) => candidate.sourceId === sourceId);
  if (!row) throw new Error(sourceId);
  return row;
}

const communication = tender('002775-2020'); // communication services, Brussels
const dredging = tender('306567-2018'); // dredging works, Brussels
const telephonyGent = tender('554724-2019'); // telephony, Gent

const marketingProfile: CriteriaValues = {
  ...emptyCriteriaValues(),
  industryExperience: 'Marketing en communicatie, reclame en mediaplanning.',
  projectTypes: 'Communicatiecampagnes en mediaplanning.',
  geographicPreferences: 'Brussel',
};

describe('match score', () => {
  it('orders a matching tender above a non-matching one', () => {
    expect(matchScore(marketingProfile, communication)).toBeGreaterThan(matchScore(marketingProfile, dredging));
    expect(matchScore(marketingProfile, communication)).toBeGreaterThanOrEqual(50);
  });

  it('stays within 0–100 and is 0 for an empty profile', () => {
    const empty = emptyCriteriaValues();
    for (const row of db.tenders) {
      expect(matchScore(empty, row)).toBe(0);
      const score = matchScore(db.users[0]!.criteria, row);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('rewards the named province or city more than the Gewest', () => {
    const gent = { ...emptyCriteriaValues(), geographicPreferences: 'Gent' };
    const flanders = { ...emptyCriteriaValues(), geographicPreferences: 'Vlaanderen' };
    expect(matchScore(gent, telephonyGent)).toBe(20);
    expect(matchScore(flanders, telephonyGent)).toBe(12);
    expect(matchScore(gent, dredging)).toBe(0);
  });

  it('counts the sector when experience or project types name it', () => {
    expect(isInField(marketingProfile, communication)).toBe(true);
    expect(isInField(marketingProfile, dredging)).toBe(false);
  });
});

describe('tokenising', () => {
  it('drops stop words and negated clauses, and stems plurals', () => {
    const keywords = profileKeywords('Websites voor de overheid. Geen werken of leveringen van hardware.');
    expect(keywords).toContain(stem('websites'));
    expect(keywords).not.toContain('voor');
    expect(keywords).not.toContain(stem('hardware'));
    expect(stem('diensten')).toBe(stem('dienst'));
    expect(stem('campagnes')).toBe(stem('campagne'));
  });
});
