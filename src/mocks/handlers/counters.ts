/**
 * The four counters of the 'Matching profiel' panel (spec §7), all from the same scoring:
 * - new: open or undated tenders published in the last 7 days;
 * - active matches: open or undated tenders scoring at least 50 for the user;
 * - field, 30 days: open or undated tenders in the user's field published in the last 30 days;
 * - field, yearly: tenders in the user's field published in the last 365 days, whatever their status.
 * "In the user's field" means the profile's experience, project types or background name the tender's sector.
 */
import { endpoints } from '@/api/early/endpoints';
import { withAuth } from '../auth';
import { ACTIVE_MATCH_SCORE, WINDOWS } from '../config';
import { db } from '../db';
import type { TenderRow, UserRow } from '../db-types';
import { calendarDaysBetween, parseLocalIsoDate } from '../lib/dates';
import { json, route } from '../lib/http';
import { isInField, matchScore } from '../tenders/scoring';
import { isAvailable } from '../tenders/status';

function publishedWithin(tender: TenderRow, days: number, now: Date): boolean {
  return calendarDaysBetween(parseLocalIsoDate(tender.publicationDate), now) < days;
}

function count(predicate: (tender: TenderRow, now: Date) => boolean): number {
  const now = new Date();
  return db.tenders.filter((tender) => predicate(tender, now)).length;
}

const counters = {
  newTendersCount: () =>
    count((tender, now) => isAvailable(tender, now) && publishedWithin(tender, WINDOWS.newTenders, now)),
  activeTendersCount: (user: UserRow) =>
    count((tender, now) => isAvailable(tender, now) && matchScore(user.preferences, tender) >= ACTIVE_MATCH_SCORE),
  fieldTendersCount: (user: UserRow) =>
    count(
      (tender, now) =>
        isAvailable(tender, now) &&
        publishedWithin(tender, WINDOWS.fieldActive, now) &&
        isInField(user.preferences, tender),
    ),
  yearlyFieldTendersCount: (user: UserRow) =>
    count((tender, now) => publishedWithin(tender, WINDOWS.fieldYearly, now) && isInField(user.preferences, tender)),
};

export const countersHandlers = [
  route(
    'get',
    endpoints.tenders.newCount,
    withAuth(() => json({ newTendersCount: counters.newTendersCount() })),
  ),
  route(
    'get',
    endpoints.tenders.activeCount,
    withAuth(({ user }) => json({ activeTendersCount: counters.activeTendersCount(user) })),
  ),
  route(
    'get',
    endpoints.tenders.fieldCount,
    withAuth(({ user }) => json({ fieldTendersCount: counters.fieldTendersCount(user) })),
  ),
  route(
    'get',
    endpoints.tenders.yearlyFieldCount,
    withAuth(({ user }) => json({ yearlyFieldTendersCount: counters.yearlyFieldTendersCount(user) })),
  ),
];
