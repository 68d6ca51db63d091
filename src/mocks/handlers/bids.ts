/** Optional extension 'Bids' (docs/api-contract.md): the go/no-go sheet and the bid pipeline. */
import { HttpResponse } from 'msw';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { BID_STATUSES, OUTCOMES } from '@/features/bids/model/schemas';
import { v } from '@/api/schema';
import { withFullAccess, type AuthedRequest } from '../auth';
import { BID_SHEET_MAX_BYTES, BIDS_PAGE_SIZE } from '../config';
import { db, saveBids, syncBids } from '../db';
import type { BidRow } from '../db-types';
import { detail, invalidJson, json, notFound, pattern, readJson, route } from '../lib/http';
import { boundedPageSize, paginate } from '../lib/paginate';
import { MESSAGES } from '../messages';
import { findTender } from '../tenders/feeds';
import { serializeFor } from './tenders';

const BidBodySchema = v.object({
  status: v.picklist(BID_STATUSES),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  decision: v.object({ outcome: v.nullable(v.picklist(OUTCOMES)), reason: v.string() }),
  deadline: v.nullable(v.pipe(v.string(), v.isoDate())),
  sheet: v.record(v.string(), v.unknown()),
});

/** A Bid as the API answers it: the row without its owner. */
export function serializeBid({ userId: _userId, ...bid }: BidRow) {
  return bid;
}

function bidOf(user: AuthedRequest['user'], tenderId: number): BidRow | undefined {
  syncBids();
  return db.bids.find((bid) => bid.userId === user.id && bid.tenderId === tenderId);
}

const list = route(
  'get',
  bidEndpoints.list,
  withFullAccess(({ request, user }) => {
    syncBids();
    const now = new Date();
    const serialize = serializeFor(user, now);
    const mine = db.bids
      .filter((bid) => bid.userId === user.id)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.tenderId - b.tenderId);
    const url = new URL(request.url);
    const page = paginate(mine, url, boundedPageSize(url.searchParams.get('page_size'), BIDS_PAGE_SIZE));
    if (!page) return detail(404, MESSAGES.invalidPage);
    return json({
      ...page,
      results: page.results.flatMap((bid) => {
        const tender = findTender(String(bid.tenderId));
        return tender ? [{ ...serializeBid(bid), tender: serialize(tender) }] : [];
      }),
    });
  }),
);

const one = route(
  'get',
  pattern(bidEndpoints.one, ':tenderId'),
  withFullAccess(({ params, user }) => {
    const tender = findTender(params.tenderId);
    const bid = tender && bidOf(user, tender.id);
    return bid ? json(serializeBid(bid)) : notFound();
  }),
);

/** Stores the Bid when its `version` is the stored one (0 for a new one); otherwise 409 with the stored Bid. */
const put = route(
  'put',
  pattern(bidEndpoints.one, ':tenderId'),
  withFullAccess(async ({ params, request, user }) => {
    const tender = findTender(params.tenderId);
    if (!tender) return notFound();
    const body = await readJson(request);
    if (!body) return invalidJson();
    if ('tenderId' in body && body.tenderId !== tender.id) return detail(400, MESSAGES.bidInvalid('tenderId'));
    const parsed = v.safeParse(BidBodySchema, body);
    if (!parsed.success) {
      const field = parsed.issues[0] ? v.getDotPath(parsed.issues[0]) : null;
      return detail(400, MESSAGES.bidInvalid(field ?? 'body'));
    }
    const sent = parsed.output;
    if (new TextEncoder().encode(JSON.stringify(sent.sheet)).length > BID_SHEET_MAX_BYTES) {
      return detail(400, MESSAGES.bidSheetTooLarge);
    }
    const stored = bidOf(user, tender.id);
    if (stored && stored.version !== sent.version) {
      return json({ detail: MESSAGES.bidConflict, current: serializeBid(stored) }, 409);
    }
    const row: BidRow = {
      userId: user.id,
      tenderId: tender.id,
      status: sent.status,
      version: (stored?.version ?? 0) + 1,
      updatedAt: new Date().toISOString(),
      decision: sent.decision,
      deadline: sent.deadline,
      sheet: sent.sheet,
    };
    db.bids = [...db.bids.filter((bid) => bid !== stored), row];
    saveBids();
    return json(serializeBid(row));
  }),
);

const remove = route(
  'delete',
  pattern(bidEndpoints.one, ':tenderId'),
  withFullAccess(({ params, user }) => {
    const tender = findTender(params.tenderId);
    syncBids();
    if (tender) db.bids = db.bids.filter((bid) => !(bid.userId === user.id && bid.tenderId === tender.id));
    saveBids();
    return new HttpResponse(null, { status: 204 });
  }),
);

export const bidsHandlers = [list, one, put, remove];
