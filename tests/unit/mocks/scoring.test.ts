import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import type { PreferencesValues } from '@/mocks/db-types';
import { emptyPreferencesValues } from '@/mocks/domain/preferences';
import { budgetRange, durationRange } from '@/mocks/tenders/ranges';
import { isInField, matchOf, matchScore, type MatchReason } from '@/mocks/tenders/scoring';
import { profileKeywords, stem } from '@/mocks/tenders/tokenize';

function tender(sourceId: string) {
  const row = db.tenders.find((candidate) => candidate.sourceId === sourceId);
  if (!row) throw new Error(sourceId);
  return row;
}

const communication = tender('002775-2020'); // communication services, Brussels
const dredging = tender('306567-2018'); // dredging works, Brussels
const telephonyGent = tender('554724-2019'); // telephony, Gent

const marketingProfile: PreferencesValues = {
  ...emptyPreferencesValues(),
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
    const empty = emptyPreferencesValues();
    for (const row of db.tenders) {
      expect(matchScore(empty, row)).toBe(0);
      const score = matchScore(db.users[0]!.preferences, row);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('rewards the named province or city more than the Gewest', () => {
    const gent = { ...emptyPreferencesValues(), geographicPreferences: 'Gent' };
    const flanders = { ...emptyPreferencesValues(), geographicPreferences: 'Vlaanderen' };
    expect(matchScore(gent, telephonyGent)).toBe(20);
    expect(matchScore(flanders, telephonyGent)).toBe(12);
    expect(matchScore(gent, dredging)).toBe(0);
  });

  it('counts the sector when experience or project types name it', () => {
    expect(isInField(marketingProfile, communication)).toBe(true);
    expect(isInField(marketingProfile, dredging)).toBe(false);
  });
});

const texts = (reasons: MatchReason[], kind: MatchReason['kind']) =>
  reasons.filter((reason) => reason.kind === kind).map((reason) => reason.text);

describe('match reasons', () => {
  it('names the region of the preference as a Dutch fit, and a region outside it as a misfit', () => {
    const eastFlanders = { ...emptyPreferencesValues(), geographicPreferences: 'Oost-Vlaanderen en Brussel' };
    expect(texts(matchOf(eastFlanders, telephonyGent).reasons, 'fit')).toEqual([
      'Regio Oost-Vlaanderen staat in je geografische voorkeur',
    ]);
    const limburg = { ...emptyPreferencesValues(), geographicPreferences: 'Limburg' };
    expect(matchOf(limburg, telephonyGent)).toEqual({
      score: 0,
      reasons: [{ kind: 'misfit', text: 'Regio Oost-Vlaanderen valt buiten je geografische voorkeur' }],
    });
    const flanders = { ...emptyPreferencesValues(), geographicPreferences: 'Heel Vlaanderen' };
    expect(texts(matchOf(flanders, telephonyGent).reasons, 'fit')).toEqual([
      'Regio Oost-Vlaanderen ligt in Vlaanderen, uit je geografische voorkeur',
    ]);
  });

  it('names the sector and the shared keywords as written in the profile', () => {
    const { reasons } = matchOf(marketingProfile, communication);
    expect(texts(reasons, 'fit')).toContain('Sector Marketing & communicatie sluit aan bij je ervaring');
    expect(texts(reasons, 'fit').find((text) => text.startsWith('Je profiel en de opdracht delen: '))).toMatch(
      /marketing|communicatie|reclame|mediaplanning/,
    );
    expect(texts(matchOf(marketingProfile, dredging).reasons, 'misfit')).toEqual(
      expect.arrayContaining(['Sector Bouw valt buiten je ervaring']),
    );
  });

  it('checks the estimated value against the budget range and takes points off above it', () => {
    const withoutBudget = matchOf(marketingProfile, communication);
    const smallBudget = matchOf({ ...marketingProfile, budgetRange: 'Tussen € 25.000 en € 750.000' }, communication);
    expect(texts(smallBudget.reasons, 'misfit')).toEqual([
      'Geraamde waarde van € 90.000.000 ligt boven je budget van € 750.000',
    ]);
    expect(smallBudget.score).toBe(withoutBudget.score - 10);
    const bigBudget = matchOf({ ...marketingProfile, budgetRange: 'Vanaf 1 miljoen' }, communication);
    expect(texts(bigBudget.reasons, 'fit')).toContain('Geraamde waarde van € 90.000.000 past in je budget');
    expect(bigBudget.score).toBe(withoutBudget.score);
  });

  it('checks the duration against the preferred duration', () => {
    const short = matchOf({ ...emptyPreferencesValues(), projectDuration: 'Hoogstens 2 jaar' }, telephonyGent);
    expect(short.reasons).toEqual([
      { kind: 'misfit', text: 'Looptijd van 7 jaar is langer dan je maximum van 2 jaar' },
    ]);
    const long = matchOf({ ...emptyPreferencesValues(), projectDuration: '1 tot 8 jaar' }, telephonyGent);
    expect(long.reasons).toEqual([{ kind: 'fit', text: 'Looptijd van 7 jaar past bij je voorkeur' }]);
  });

  it('lists fits before misfits, and gives an empty profile no reasons', () => {
    for (const row of db.tenders) {
      expect(matchOf(emptyPreferencesValues(), row)).toEqual({ score: 0, reasons: [] });
      const kinds = matchOf(db.users[0]!.preferences, row).reasons.map((reason) => reason.kind);
      expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === 'fit' ? -1 : 1)));
    }
  });
});

describe('budget and duration ranges', () => {
  it.each([
    ['Tussen € 25.000 en € 750.000 per opdracht.', { min: 25_000, max: 750_000 }],
    ['Van € 15.000 tot € 300.000.', { min: 15_000, max: 300_000 }],
    ['Tot € 200.000', { min: null, max: 200_000 }],
    ['vanaf 1,5 miljoen', { min: 1_500_000, max: null }],
    ['50k à 100k', { min: 50_000, max: 100_000 }],
    ['Flexibel', null],
    ['€ 100.000', null],
  ])('reads the budget %j', (text, range) => {
    expect(budgetRange(text)).toEqual(range);
  });

  it.each([
    ['Van 3 maanden tot raamovereenkomsten van 4 jaar.', { min: 3, max: 48 }],
    ['Eenmalige projecten of raamovereenkomsten tot 3 jaar.', { min: null, max: 36 }],
    ['1 tot 4 jaar', { min: 12, max: 48 }],
    ['Korte opdrachten', null],
  ])('reads the duration %j', (text, range) => {
    expect(durationRange(text)).toEqual(range);
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
