import { describe, expect, it } from 'vitest';
import type { AwardRecord } from '../seed/awards';
import { notices } from '../seed/notices';
import { awardsAnswer, MAX_SIMILAR_AWARDS, priceWeightOf, similarAwards, summarize } from './ranking';

const tender = {
  sourceId: '000001-2026',
  organization: 'Stad Gent, Dienst Aankoop',
  region: 'Oost-Vlaanderen',
  cpv: ['79341000'],
};

function record(id: string, overrides: Partial<AwardRecord> = {}): AwardRecord {
  return {
    id,
    sourceId: id.split('/')[0] ?? id,
    tedUrl: `https://ted.europa.eu/nl/notice/-/detail/${id}`,
    awardDate: '2022-01-01',
    buyer: 'Andere koper',
    region: null,
    title: `Opdracht ${id}`,
    cpv: '79800000',
    cpvLabels: ['Drukkerij en aanverwante diensten'],
    contractType: 'Diensten',
    procedureType: 'Openbaar',
    tendersReceived: 3,
    winners: [{ name: `Winnaar ${id}`, city: 'Gent', isSme: true }],
    awardedValueEur: 100_000,
    lowestOfferEur: null,
    highestOfferEur: null,
    estimatedValueEur: null,
    awardCriteria: [],
    noAward: false,
    ...overrides,
  };
}

const ids = (records: AwardRecord[]) => similarAwards(tender, records).map((award) => award.noticeId);

describe('similar awards', () => {
  it('ranks the same buyer and CPV group first, then the group, then the division, the region breaking ties', () => {
    const records = [
      record('division/1'),
      record('division-region/1', { region: 'Oost-Vlaanderen' }),
      record('group/1', { cpv: '79342000' }),
      record('buyer-group/1', { cpv: '79340000', buyer: 'Stad Gent', awardDate: '2016-05-01' }),
      record('group-region/1', { cpv: '79342000', region: 'Oost-Vlaanderen', awardDate: '2017-01-01' }),
      record('other-division/1', { cpv: '72000000', buyer: 'Stad Gent' }),
    ];
    expect(ids(records)).toEqual(['buyer-group/1', 'group-region/1', 'group/1', 'division-region/1', 'division/1']);
    expect(similarAwards(tender, records).map((award) => award.similarity)).toEqual([
      ['buyer', 'cpv_group'],
      ['cpv_group', 'region'],
      ['cpv_group'],
      ['cpv_division', 'region'],
      ['cpv_division'],
    ]);
  });

  it('puts the most recent first among equals, and leaves out contracts not awarded and the tender’s own notice', () => {
    const records = [
      record('old/1', { awardDate: '2018-01-01' }),
      record('new/1', { awardDate: '2024-01-01' }),
      record('none/1', { noAward: true, winners: [] }),
      record(`${tender.sourceId}/1`),
    ];
    expect(ids(records)).toEqual(['new/1', 'old/1']);
  });

  it('answers at most 20, and the figures over those', () => {
    const records = Array.from({ length: 30 }, (_, index) =>
      record(`n${index}/1`, { awardedValueEur: (index + 1) * 1000, tendersReceived: index % 5 }),
    );
    const { results, summary } = awardsAnswer(tender, records);
    expect(results).toHaveLength(MAX_SIMILAR_AWARDS);
    expect(summary.count).toBe(MAX_SIMILAR_AWARDS);
  });
});

describe('summary', () => {
  it('takes the median, lowest and highest value and the median bidders over the awards that have them', () => {
    const awards = similarAwards(tender, [
      record('a/1', { awardedValueEur: 50_000, tendersReceived: 1 }),
      record('b/1', { awardedValueEur: 150_000, tendersReceived: 4 }),
      record('c/1', { awardedValueEur: null, tendersReceived: 7 }),
      record('d/1', { awardedValueEur: 90_000, tendersReceived: null }),
    ]);
    expect(summarize(awards)).toMatchObject({
      count: 4,
      medianValueEur: 90_000,
      minValueEur: 50_000,
      maxValueEur: 150_000,
      medianTendersReceived: 4,
    });
  });

  it('counts the SME share over the awards whose winners’ size is known, and names no figure without values', () => {
    const awards = similarAwards(tender, [
      record('a/1', { awardedValueEur: null, tendersReceived: null }),
      record('b/1', { awardedValueEur: null, winners: [{ name: 'Groot NV', city: null, isSme: false }] }),
      record('c/1', { awardedValueEur: null, winners: [{ name: 'Onbekend', city: null, isSme: null }] }),
    ]);
    expect(summarize(awards)).toMatchObject({
      medianValueEur: null,
      minValueEur: null,
      maxValueEur: null,
      smeShare: 0.5,
      incumbent: null,
    });
  });

  it('names the incumbent: the latest winner of the same buyer in the same CPV group', () => {
    const awards = similarAwards(tender, [
      record('older/1', { cpv: '79341100', buyer: 'Stad Gent', awardDate: '2019-03-01' }),
      record('latest/1', {
        cpv: '79341400',
        buyer: 'Stad Gent, Communicatie',
        awardDate: '2023-06-30',
        winners: [
          { name: 'Bureau A', city: 'Gent', isSme: true },
          { name: 'Bureau B', city: 'Brugge', isSme: true },
        ],
      }),
      record('other-buyer/1', { cpv: '79341000', awardDate: '2025-01-01' }),
    ]);
    expect(summarize(awards).incumbent).toEqual({
      name: 'Bureau A, Bureau B',
      awardDate: '2023-06-30',
      noticeId: 'latest/1',
    });
  });
});

describe('price weight', () => {
  it('is the price’s share of numeric weights, 100 when price is the only criterion, else unknown', () => {
    expect(
      priceWeightOf([
        { name: 'Prijs', weight: 40 },
        { name: 'Kwaliteit', weight: 60 },
      ]),
    ).toBe(40);
    expect(priceWeightOf([{ name: 'Prijs', weight: null }])).toBe(100);
    expect(
      priceWeightOf([
        { name: 'Prijs', weight: null },
        { name: 'Kwaliteit', weight: '70/100' },
      ]),
    ).toBeNull();
    expect(priceWeightOf([{ name: 'Kwaliteit', weight: 100 }])).toBeNull();
  });
});

describe('the real TED data', () => {
  const tenderOf = (sourceId: string) => {
    const notice = notices.find((candidate) => candidate.sourceId === sourceId);
    if (!notice) throw new Error(sourceId);
    return { sourceId, organization: notice.organization, region: notice.region, cpv: notice.cpv };
  };

  it('gives the European Commission’s event tender (76) its incumbent from the same buyer and CPV group', () => {
    const { summary, results } = awardsAnswer(tenderOf('197640-2017'));
    expect(results[0]?.similarity).toContain('buyer');
    expect(summary.incumbent).toEqual({
      name: 'ECORYS EUROPE EEIG — GEIE',
      awardDate: '2020-12-15',
      noticeId: '057196-2021/1',
    });
  });

  it('answers at most 20 of the 26 health-care awards for tender 2, and none for a tender without any (8)', () => {
    expect(awardsAnswer(tenderOf('612681-2024')).results).toHaveLength(20);
    const without = notices[7];
    expect(without && awardsAnswer(tenderOf(without.sourceId)).results).toEqual([]);
  });
});
