/**
 * Past awards similar to a tender (optional extension 'Awards', docs/api-contract.md), from the real TED award
 * results: at most 20, the same buyer and CPV group first, then the CPV group, then the CPV division; within
 * each, the same region first, then the most recent. An award shares at least the division, else it is not
 * similar. The tender's own notice is never its own past award.
 */
import type { TenderRow } from '../db-types';
import { awardRecords, type AwardRecord } from '../seed/awards';

export const MAX_SIMILAR_AWARDS = 20;

export type Similarity = 'buyer' | 'cpv_group' | 'cpv_division' | 'region';

export type Award = {
  noticeId: string;
  tedUrl: string | null;
  buyer: string | null;
  title: string | null;
  awardDate: string | null;
  cpv: string | null;
  cpvLabel: string | null;
  contractType: string | null;
  procedureType: string | null;
  winners: { name: string; city: string | null; isSme: boolean | null }[];
  awardedValueEur: number | null;
  lowestOfferEur: number | null;
  highestOfferEur: number | null;
  tendersReceived: number | null;
  estimatedValueEur: number | null;
  priceWeight: number | null;
  similarity: Similarity[];
};

export type AwardsSummary = {
  count: number;
  medianValueEur: number | null;
  minValueEur: number | null;
  maxValueEur: number | null;
  medianTendersReceived: number | null;
  smeShare: number | null;
  incumbent: { name: string; awardDate: string | null; noticeId: string } | null;
};

type Tenderish = Pick<TenderRow, 'sourceId' | 'organization' | 'region' | 'cpv'>;

/** A buyer as its organisation, the part before the first comma ('Europese Commissie, DG COMM'). */
export const buyerKey = (name: string | null) => (name ?? '').split(',')[0]?.trim().toLowerCase() ?? '';

const PRICE_CRITERION = /^(prijs|kosten|price|prix)\b/i;

/** The price's share of the award criteria in %, when the notice weighs them in plain numbers. */
export function priceWeightOf(criteria: AwardRecord['awardCriteria']): number | null {
  const price = criteria.filter((criterion) => PRICE_CRITERION.test(criterion.name.trim()));
  if (price.length === 0) return null;
  if (price.length === criteria.length) return 100;
  const weights = criteria.map((criterion) => criterion.weight);
  if (!weights.every((weight): weight is number => typeof weight === 'number')) return null;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const priceTotal = price.reduce((sum, criterion) => sum + (criterion.weight as number), 0);
  return total > 0 ? Math.round((priceTotal / total) * 100) : null;
}

type Ranked = { record: AwardRecord; tier: number; similarity: Similarity[] };

function rank(tender: Tenderish, record: AwardRecord): Ranked | null {
  const main = tender.cpv[0];
  if (!main || record.noAward || record.sourceId === tender.sourceId) return null;
  if (record.cpv.slice(0, 2) !== main.slice(0, 2)) return null;
  const sameGroup = record.cpv.slice(0, 3) === main.slice(0, 3);
  const sameBuyer = buyerKey(tender.organization) !== '' && buyerKey(record.buyer) === buyerKey(tender.organization);
  const sameRegion = tender.region !== null && record.region === tender.region;
  const similarity: Similarity[] = [
    ...(sameBuyer ? (['buyer'] as const) : []),
    sameGroup ? 'cpv_group' : 'cpv_division',
    ...(sameRegion ? (['region'] as const) : []),
  ];
  const tier = sameBuyer && sameGroup ? 0 : sameGroup ? 1 : 2;
  return { record, tier, similarity };
}

function compare(a: Ranked, b: Ranked): number {
  const byRegion = Number(!a.similarity.includes('region')) - Number(!b.similarity.includes('region'));
  return a.tier - b.tier || byRegion || (b.record.awardDate ?? '').localeCompare(a.record.awardDate ?? '');
}

function toAward({ record, similarity }: Ranked): Award {
  return {
    noticeId: record.id,
    tedUrl: record.tedUrl,
    buyer: record.buyer,
    title: record.title,
    awardDate: record.awardDate,
    cpv: record.cpv,
    cpvLabel: record.cpvLabels[0] ?? null,
    contractType: record.contractType,
    procedureType: record.procedureType,
    winners: record.winners.map(({ name, city, isSme }) => ({ name, city, isSme })),
    awardedValueEur: record.awardedValueEur,
    lowestOfferEur: record.lowestOfferEur,
    highestOfferEur: record.highestOfferEur,
    tendersReceived: record.tendersReceived,
    estimatedValueEur: record.estimatedValueEur,
    priceWeight: priceWeightOf(record.awardCriteria),
    similarity,
  };
}

/** Every award similar to the tender, most similar first. */
export function similarAwards(tender: Tenderish, records: readonly AwardRecord[] = awardRecords): Award[] {
  return records
    .flatMap((record) => rank(tender, record) ?? [])
    .sort(compare)
    .map(toAward);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

/**
 * The figures over the awards: values and bidders over those that have them; the SME share over the awards
 * whose winners' size is all known (won by an SME when one of them is); the incumbent, the most recent award
 * of the same buyer in the same CPV group among all the similar ones (`similar`), shown or not.
 */
export function summarize(awards: readonly Award[], similar: readonly Award[] = awards): AwardsSummary {
  const values = present(awards.map((award) => award.awardedValueEur));
  const sized = awards.filter(
    (award) => award.winners.length > 0 && award.winners.every((winner) => winner.isSme !== null),
  );
  const latest = similar
    .filter((award) => award.similarity.includes('buyer') && award.similarity.includes('cpv_group'))
    .sort((a, b) => (b.awardDate ?? '').localeCompare(a.awardDate ?? ''))[0];
  return {
    count: awards.length,
    medianValueEur: median(values),
    minValueEur: values.length > 0 ? Math.min(...values) : null,
    maxValueEur: values.length > 0 ? Math.max(...values) : null,
    medianTendersReceived: median(present(awards.map((award) => award.tendersReceived))),
    smeShare:
      sized.length > 0
        ? sized.filter((award) => award.winners.some((winner) => winner.isSme)).length / sized.length
        : null,
    incumbent: latest
      ? {
          name: latest.winners.map((winner) => winner.name).join(', '),
          awardDate: latest.awardDate,
          noticeId: latest.noticeId,
        }
      : null,
  };
}

/** `GET /tenders/{id}/awards/`: the most similar awards and the figures over them. */
export function awardsAnswer(tender: Tenderish, records: readonly AwardRecord[] = awardRecords) {
  const similar = similarAwards(tender, records);
  const results = similar.slice(0, MAX_SIMILAR_AWARDS);
  return { summary: summarize(results, similar), results };
}
