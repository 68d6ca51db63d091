/** Feeds, tender detail and save/reject (spec §7 Tenders). */
import { endpoints } from '@/api/early/endpoints';
import { InteractActionSchema } from '@/features/tenders/model/schemas';
import { v } from '@/api/schema';
import { withAuth, withFullAccess, type AuthedRequest } from '../auth';
import { db } from '../db';
import type { TenderRow, UserRow } from '../db-types';
import { isProfileComplete } from '../domain/preferences';
import { detail, fieldErrors, invalidJson, json, notFound, pattern, readJson, route } from '../lib/http';
import { paginate } from '../lib/paginate';
import { MESSAGES } from '../messages';
import { feedTenders, findTender, interactionOf, orderTenders, type FeedKind } from '../tenders/feeds';
import { filterTenders } from '../tenders/filters';
import { matchOf } from '../tenders/scoring';
import { serializeTender } from '../tenders/serialize';

/** Without a complete profile there is no AI profile to match against: no score, no reasons. */
export function serializeFor(user: UserRow, now: Date) {
  const matches = isProfileComplete(user.preferences);
  return (tender: TenderRow) =>
    serializeTender(tender, {
      interaction: interactionOf(user, tender.id),
      match: matches ? matchOf(user.preferences, tender) : null,
      now,
    });
}

function feed(kind: FeedKind, defaultOrdering: string) {
  return ({ request, user }: AuthedRequest) => {
    const url = new URL(request.url);
    const now = new Date();
    // Filters before pagination, so every page, `count` and `next` belong to the filtered feed.
    const matching = filterTenders(feedTenders(user, kind, now), url.searchParams, now);
    const tenders = orderTenders(matching, user, url.searchParams.get('ordering'), defaultOrdering);
    const page = paginate(tenders, url);
    if (!page) return detail(404, MESSAGES.invalidPage);
    return json({ ...page, results: page.results.map(serializeFor(user, now)) });
  };
}

/** The ordered feed needs a complete profile (spec readings §10); the unsorted one always works. */
const matched = route(
  'get',
  endpoints.tenders.matched,
  withAuth((request) =>
    isProfileComplete(request.user.preferences)
      ? feed('main', '-overall_score')(request)
      : json({ error_code: 'PROFILE_INCOMPLETE', detail: MESSAGES.profileIncomplete }, 400),
  ),
);

const unsorted = route('get', endpoints.tenders.unsorted, withAuth(feed('main', '-publication_date')));
const saved = route('get', endpoints.tenders.saved, withAuth(feed('saved', '-publication_date')));
const rejected = route('get', endpoints.tenders.rejected, withAuth(feed('rejected', '-publication_date')));
const past = route('get', endpoints.tenders.past, withAuth(feed('past', '-publication_date')));

const info = route(
  'get',
  pattern(endpoints.tenders.info, ':id'),
  withFullAccess(({ params, user }) => {
    const tender = findTender(params.id);
    return tender ? json({ data: serializeFor(user, new Date())(tender) }) : notFound();
  }),
);

/** Save and reject each toggle on their own (spec §4: tender interaction). */
const interact = route(
  'post',
  pattern(endpoints.tenders.interact, ':id'),
  withFullAccess(async ({ params, request, user }) => {
    const tender = findTender(params.id);
    if (!tender) return notFound();
    const body = await readJson(request);
    if (!body) return invalidJson();
    const action = v.safeParse(InteractActionSchema, body.action);
    if (!action.success) return fieldErrors({ action: MESSAGES.invalidAction(String(body.action ?? '')) });
    let row = interactionOf(user, tender.id);
    if (!row) {
      row = { userId: user.id, tenderId: tender.id, isSaved: false, isRejected: false, updatedAt: '' };
      db.interactions.push(row);
    }
    if (action.output === 'save') row.isSaved = !row.isSaved;
    else row.isRejected = !row.isRejected;
    row.updatedAt = new Date().toISOString();
    return json({ action: action.output, isSaved: row.isSaved, isRejected: row.isRejected });
  }),
);

export const tendersHandlers = [matched, unsorted, saved, rejected, past, info, interact];
