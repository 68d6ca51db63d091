/** Builds the tender rows from the real notices, with dates anchored to the seed day. */
import type { TenderRow } from '../db-types';
import { startOfDay, toLocalIsoDate } from '../lib/dates';
import { toDisplayDescription, toDisplayName } from '../tenders/text';
import { buildTopics } from '../tenders/topics';
import { anchorNoticeDates } from './anchor-dates';
import { notices, type Notice } from './notices';

/** Award notices, contest results and voluntary ex-ante transparency: there is nothing left to bid on. */
const RESULT_NOTICE = /gegunde opdracht|uitslag van een prijsvraag|vrijwillige transparantie/i;

function toTender(notice: Notice, index: number, today: Date): TenderRow {
  const dates = anchorNoticeDates(notice, index, today);
  const base: Omit<TenderRow, 'topics'> = {
    // Stable integer ids in file order (1…78).
    id: index + 1,
    sourceId: notice.sourceId,
    language: notice.language,
    name: notice.name,
    description: notice.description,
    displayName: toDisplayName(notice.name),
    displayDescription: toDisplayDescription(notice.description),
    organization: notice.organization,
    organizationCity: notice.organizationCity,
    region: notice.region,
    nuts: notice.nuts,
    cpv: notice.cpv,
    cpvLabels: notice.cpvLabels,
    sector: notice.sector,
    estimatedValueEur: notice.estimatedValueEur,
    awardedValueEur: notice.awardedValueEur,
    publicationDate: toLocalIsoDate(dates.publicationDate),
    submissionDeadline: dates.submissionDeadline?.toISOString() ?? null,
    isResult: RESULT_NOTICE.test(notice.noticeType ?? ''),
    durationMonths: notice.durationMonths,
    procedureType: notice.procedureType,
    noticeType: notice.noticeType,
    contractType: notice.contractType,
    lots: notice.lots,
    awardCriteria: notice.awardCriteria,
    requirements: notice.requirements,
    euInstitution: notice.euInstitution,
    tedUrl: notice.tedUrl,
  };
  return { ...base, topics: buildTopics(base) };
}

let cache: { day: number; tenders: TenderRow[] } | null = null;

/**
 * The tenders anchored to `now`'s day. Memoised per day: `resetDb()` runs before every test, and the
 * rows are never mutated (per-user state lives in interactions), so sharing them is safe.
 */
export function seedTenders(now: Date): TenderRow[] {
  const day = startOfDay(now).getTime();
  if (cache?.day !== day) cache = { day, tenders: notices.map((notice, index) => toTender(notice, index, now)) };
  return cache.tenders;
}
