/**
 * The feeds' optional filters (docs/api-contract.md 'Filters and search'), applied before pagination:
 * - search: every word occurs (accents and case ignored) in the title, description, buyer, buyer's city,
 *   sector or CPV labels;
 * - region: the tender's region label; a Gewest also matches its provinces (the hierarchy of
 *   FEED_FILTER_OPTIONS.regions, the same provinces scoring.ts knows);
 * - sector: the tender's sector label;
 * - min_value / max_value: the estimated value in EUR, bounds included; a tender without one is left out;
 * - deadline_within: the deadline falls today or within that many days; a tender without one is left out.
 * A parameter that is absent, empty or malformed filters nothing, as django-filter leaves it.
 */
import { FEED_FILTER_OPTIONS } from '@/config/feed-filters';
import type { TenderRow } from '../db-types';
import { daysRemaining } from './status';
import { normalize } from './tokenize';

type Predicate = (tender: TenderRow) => boolean;

const searchTexts = new WeakMap<TenderRow, string>();

function searchText(tender: TenderRow): string {
  let text = searchTexts.get(tender);
  if (text === undefined) {
    text = normalize(
      [
        tender.name,
        tender.displayName,
        tender.description,
        tender.organization ?? '',
        tender.organizationCity ?? '',
        tender.sector ?? '',
        ...tender.cpvLabels,
      ].join('\n'),
    );
    searchTexts.set(tender, text);
  }
  return text;
}

function sameLabel(a: string | null, b: string): boolean {
  return a !== null && normalize(a) === normalize(b);
}

function regionsOf(region: string): string[] {
  const gewest = FEED_FILTER_OPTIONS.regions.find((entry) => sameLabel(entry.gewest, region));
  return gewest ? [gewest.gewest, ...gewest.provinces] : [region];
}

function amount(raw: string | null): number | null {
  return raw !== null && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : null;
}

function predicates(query: URLSearchParams, now: Date): Predicate[] {
  const list: Predicate[] = [];
  const words = normalize(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length) list.push((tender) => words.every((word) => searchText(tender).includes(word)));

  const region = query.get('region')?.trim();
  if (region) {
    const regions = regionsOf(region);
    list.push((tender) => regions.some((name) => sameLabel(tender.region, name)));
  }

  const sector = query.get('sector')?.trim();
  if (sector) list.push((tender) => sameLabel(tender.sector, sector));

  const min = amount(query.get('min_value'));
  if (min !== null) list.push((tender) => tender.estimatedValueEur !== null && tender.estimatedValueEur >= min);
  const max = amount(query.get('max_value'));
  if (max !== null) list.push((tender) => tender.estimatedValueEur !== null && tender.estimatedValueEur <= max);

  const window = query.get('deadline_within')?.trim() ?? '';
  if (/^\d+$/.test(window)) {
    const days = Number(window);
    list.push((tender) => {
      const left = daysRemaining(tender, now);
      return left !== null && left >= 0 && left <= days;
    });
  }
  return list;
}

/** The tenders that pass every filter the request sets. */
export function filterTenders(tenders: TenderRow[], query: URLSearchParams, now: Date): TenderRow[] {
  const list = predicates(query, now);
  return list.length ? tenders.filter((tender) => list.every((test) => test(tender))) : tenders;
}
