import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { errorDetail, errorStatus } from '@/api/errors';
import { db } from '@/mocks/db';
import { loginAs } from '@/mocks/testing';
import { getBid } from './get-bid';
import { getBidsAvailability } from '@/features/bids/logged-in/get-bids-availability';
import { BidConflictError, putBid } from '@/features/bids/model/put-bid';
import type { BidBody } from '@/features/bids/model/schemas';

const DEMO = 'demo@tenderwijzer.be';
/** Open, without a seeded Bid. */
const TENDER_ID = 1;

const body = (overrides: Partial<BidBody> = {}): BidBody => ({
  tenderId: TENDER_ID,
  status: 'assessing',
  version: 0,
  decision: { outcome: null, reason: '' },
  deadline: '2027-03-05',
  sheet: { gates: [], criteria: [], milestones: {}, notes: 'Eerste notitie' },
  ...overrides,
});

const sheetWith = (notes: string): BidBody['sheet'] => ({ gates: [], criteria: [], milestones: {}, notes });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** The demo user, logged in, with a Bid on each of 25 more tenders: two pages. Returns the user's id. */
function withBidsOnTwoPages(): number {
  loginAs(DEMO);
  const userId = db.users.find((user) => user.email === DEMO)?.id ?? 0;
  const now = new Date().toISOString();
  for (const tender of db.tenders.slice(0, 25)) {
    db.bids.push({ ...body(), tenderId: tender.id, userId, version: 1, updatedAt: now });
  }
  return userId;
}

describe('the Bids extension of the simulated backend', () => {
  it('answers the list for a subscriber, 403 without full access', async () => {
    loginAs(DEMO);
    expect(await getBidsAvailability()).toBe('available');
    loginAs('gratis@tenderwijzer.be');
    expect(await getBidsAvailability()).toBe('demo');
  });

  it('seeds the demo account with a Go and a No-go, each with its sheet', async () => {
    loginAs(DEMO);
    const response = await bearerClient.get(bidEndpoints.list, { params: { page: 1 } });
    const results = (
      response.data as { results: { status: string; decision: { outcome: string }; tender: { id: number } }[] }
    ).results;
    expect(results.map((bid) => [bid.status, bid.decision.outcome])).toEqual(
      expect.arrayContaining([
        ['go', 'go'],
        ['no_go', 'no_go'],
      ]),
    );
    const go = await getBid(5);
    expect(go?.sheet.gates.length).toBeGreaterThan(0);
    expect(go?.sheet.criteria.every((criterion) => criterion.score !== null)).toBe(true);
  });

  it('has no Bid for an unassessed tender, creates one at version 1 and raises the version on each save', async () => {
    loginAs(DEMO);
    expect(await getBid(TENDER_ID)).toBeNull();
    const created = await putBid(body());
    expect(created).toMatchObject({ tenderId: TENDER_ID, version: 1, sheet: { notes: 'Eerste notitie' } });
    expect(created.updatedAt).toEqual(expect.any(String));
    const updated = await putBid(body({ version: 1, status: 'go', decision: { outcome: 'go', reason: '' } }));
    expect(updated.version).toBe(2);
    expect(await getBid(TENDER_ID)).toEqual(updated);
  });

  it('answers 409 with the stored Bid when the version is not the stored one', async () => {
    loginAs(DEMO);
    await putBid(body());
    await putBid(body({ version: 1, sheet: sheetWith('Uit het andere tabblad') }));
    const error = await failure(putBid(body({ version: 1, sheet: sheetWith('Van hier') })));
    expect(error).toBeInstanceOf(BidConflictError);
    expect((error as BidConflictError).current).toMatchObject({
      version: 2,
      sheet: { notes: 'Uit het andere tabblad' },
    });
  });

  it('answers 400 on an invalid body and on a sheet above 64 KB', async () => {
    loginAs(DEMO);
    const invalid = await failure(bearerClient.put(bidEndpoints.one(TENDER_ID), { ...body(), status: 'maybe' }));
    expect(errorStatus(invalid)).toBe(400);
    expect(errorDetail(invalid)).toMatch(/status/);
    const tooLarge = await failure(putBid(body({ sheet: sheetWith('x'.repeat(64 * 1024)) })));
    expect(errorStatus(tooLarge)).toBe(400);
    expect(db.bids.some((bid) => bid.tenderId === TENDER_ID)).toBe(false);
  });

  it('deletes a Bid with 204', async () => {
    loginAs(DEMO);
    await putBid(body());
    const response = await bearerClient.delete(bidEndpoints.one(TENDER_ID));
    expect(response.status).toBe(204);
    expect(await getBid(TENDER_ID)).toBeNull();
  });

  it('pages the list by 20', async () => {
    const userId = withBidsOnTwoPages();
    const first = await bearerClient.get(bidEndpoints.list, { params: { page: 1 } });
    const second = await bearerClient.get(bidEndpoints.list, { params: { page: 2 } });
    const count = db.bids.filter((bid) => bid.userId === userId).length;
    expect(first.data).toMatchObject({ count, next: expect.stringContaining('page=2'), previous: null });
    expect((first.data as { results: unknown[] }).results).toHaveLength(20);
    expect((second.data as { results: unknown[] }).results).toHaveLength(count - 20);
  });

  it('answers as few Bids as page_size asks (the availability probe asks one), at most 20', async () => {
    withBidsOnTwoPages();
    const results = async (pageSize: string) =>
      (
        (await bearerClient.get(bidEndpoints.list, { params: { page: 1, page_size: pageSize } })).data as {
          results: unknown[];
        }
      ).results;
    expect(await results('1')).toHaveLength(1);
    expect(await results('500')).toHaveLength(20);
    expect(await results('many')).toHaveLength(20);
    expect(await getBidsAvailability()).toBe('available');
  });
});
