import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { InteractResponseSchema, TenderInfoResponseSchema, TenderPageSchema } from '@/features/tenders/model/schemas';
import { db } from '@/mocks/db';
import { loginAs } from '@/mocks/testing';
import { v } from '@/api/schema';
import { matchOf } from '@/mocks/tenders/scoring';
import { failure } from './helpers';

async function page(path: string, params: Record<string, string | number> = {}) {
  const response = await bearerClient.get(path, { params: { language: 'NL', ...params } });
  return {
    raw: response.data as { results: { overallScore: number }[] },
    page: v.parse(TenderPageSchema, response.data),
  };
}

describe('matched-tenders/', () => {
  it('pages by 10 with absolute-path links and orders by score', async () => {
    loginAs('demo@tenderwijzer.be');
    const first = await page(endpoints.tenders.matched, { ordering: '-overall_score' });
    expect(first.page.results).toHaveLength(10);
    expect(first.page.previous).toBeNull();
    expect(first.page.next).toBe('/api/matched-tenders/?language=NL&ordering=-overall_score&page=2');
    const scores = first.raw.results.map((tender) => tender.overallScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const last = Math.ceil(first.page.count / 10);
    const end = await page(endpoints.tenders.matched, { ordering: '-overall_score', page: last });
    expect(end.page.next).toBeNull();
    expect(end.page.previous).toContain(last - 1 === 1 ? 'ordering=-overall_score' : `page=${last - 1}`);
    expect((await failure(bearerClient.get(endpoints.tenders.matched, { params: { page: last + 1 } }))).status).toBe(
      404,
    );
  });

  it('holds open and undated tenders only, without the rejected ones', async () => {
    loginAs('demo@tenderwijzer.be');
    const { page: result } = await page(endpoints.tenders.matched, { page: 1 });
    const all = [result.results];
    for (let next = 2; next <= Math.ceil(result.count / 10); next++)
      all.push((await page(endpoints.tenders.matched, { page: next })).page.results);
    const tenders = all.flat();
    expect(tenders).toHaveLength(result.count);
    expect(tenders.every((tender) => tender.daysRemaining === null || tender.daysRemaining >= 0)).toBe(true);
    expect(tenders.some((tender) => tender.isRejected)).toBe(false);
    expect(tenders.some((tender) => tender.daysRemaining === 0)).toBe(true);
  });

  it('answers 400 PROFILE_INCOMPLETE when the profile is not complete', async () => {
    loginAs('leeg@tenderwijzer.be');
    expect(await failure(bearerClient.get(endpoints.tenders.matched))).toEqual({
      status: 400,
      data: { error_code: 'PROFILE_INCOMPLETE', detail: 'Je profiel is onvolledig.' },
    });
  });
});

describe('tenders/unsorted/', () => {
  it('always works and orders by publication date', async () => {
    loginAs('leeg@tenderwijzer.be');
    const response = await bearerClient.get(endpoints.tenders.unsorted, { params: { ordering: '-publication_date' } });
    const dates = (response.data.results as { publicationDate: string }[]).map((tender) => tender.publicationDate);
    expect(v.parse(TenderPageSchema, response.data).count).toBeGreaterThan(30);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('saved, rejected and past feeds', () => {
  it('split the demo user’s interactions by status', async () => {
    loginAs('demo@tenderwijzer.be');
    const saved = (await page(endpoints.tenders.saved)).page;
    const rejected = (await page(endpoints.tenders.rejected)).page;
    const past = (await page(endpoints.tenders.past)).page;
    expect(saved.results.every((tender) => tender.isSaved && (tender.daysRemaining ?? 0) >= 0)).toBe(true);
    expect(saved.count).toBe(2);
    expect(rejected.results.every((tender) => tender.isRejected)).toBe(true);
    expect(rejected.count).toBe(2);
    expect(past.count).toBe(3);
    expect(past.results.every((tender) => tender.isSaved && (tender.daysRemaining ?? -1) < 0)).toBe(true);
  });

  it('are empty pages without full access', async () => {
    loginAs('gratis@tenderwijzer.be');
    for (const path of [endpoints.tenders.saved, endpoints.tenders.rejected, endpoints.tenders.past]) {
      expect((await page(path)).page).toEqual({ count: 0, next: null, previous: null, results: [] });
    }
  });
});

describe('tenders/{id}/info/', () => {
  it('answers {data: tender} with the user’s flags', async () => {
    loginAs('demo@tenderwijzer.be');
    const response = await bearerClient.get(endpoints.tenders.info(50), { params: { language: 'NL' } });
    expect(Object.keys(response.data)).toEqual(['data']);
    const tender = v.parse(TenderInfoResponseSchema, response.data);
    expect(tender).toMatchObject({ id: 50, isSaved: true, isRejected: false, fileNumber: '002775-2020' });
    expect(tender.analysis?.topics.map((topic) => topic.type)).toContain('planning_and_deadlines');
  });

  it('answers 404 for an unknown tender and 403 without full access', async () => {
    loginAs('demo@tenderwijzer.be');
    expect(await failure(bearerClient.get(endpoints.tenders.info(999)))).toEqual({
      status: 404,
      data: { detail: 'Niet gevonden.' },
    });
    loginAs('betaling@tenderwijzer.be');
    expect(await failure(bearerClient.get(endpoints.tenders.info(50)))).toMatchObject({
      status: 403,
      data: { detail: expect.any(String) },
    });
  });
});

describe('tenders/{id}/interact/', () => {
  it('toggles save and reject independently', async () => {
    loginAs('demo@tenderwijzer.be');
    const save = v.parse(
      InteractResponseSchema,
      (await bearerClient.post(endpoints.tenders.interact(2), { action: 'save' })).data,
    );
    expect(save).toEqual({ action: 'save', isSaved: true, isRejected: false });
    const reject = v.parse(
      InteractResponseSchema,
      (await bearerClient.post(endpoints.tenders.interact(2), { action: 'reject' })).data,
    );
    expect(reject).toEqual({ action: 'reject', isSaved: true, isRejected: true });
    const unsave = v.parse(
      InteractResponseSchema,
      (await bearerClient.post(endpoints.tenders.interact(2), { action: 'save' })).data,
    );
    expect(unsave).toEqual({ action: 'save', isSaved: false, isRejected: true });
    expect(db.interactions.find((row) => row.userId === 1 && row.tenderId === 2)).toMatchObject({ isRejected: true });
  });

  it('rejects an unknown action, an unknown tender and users without full access', async () => {
    loginAs('demo@tenderwijzer.be');
    expect(await failure(bearerClient.post(endpoints.tenders.interact(2), { action: 'like' }))).toMatchObject({
      status: 400,
      data: { action: [expect.any(String)] },
    });
    expect((await failure(bearerClient.post(endpoints.tenders.interact(999), { action: 'save' }))).status).toBe(404);
    loginAs('gepauzeerd@tenderwijzer.be');
    expect((await failure(bearerClient.post(endpoints.tenders.interact(2), { action: 'save' }))).status).toBe(403);
  });
});

describe('why it matches (optional overallScore and matchReasons)', () => {
  it('come with every tender of a complete profile, in the feeds and the detail, as the scorer gives them', async () => {
    loginAs('demo@tenderwijzer.be');
    const { page: feed } = await page(endpoints.tenders.matched, { ordering: '-overall_score' });
    const best = feed.results[0];
    expect(best?.overallScore).toBeGreaterThanOrEqual(50);
    for (const tender of feed.results) {
      expect(tender.overallScore).toEqual(expect.any(Number));
      expect(tender.matchReasons?.length).toBeGreaterThan(0);
    }
    const user = db.users.find((row) => row.email === 'demo@tenderwijzer.be');
    const row = db.tenders.find((candidate) => candidate.id === best?.id);
    if (!user || !row) throw new Error('seeded demo user or tender missing');
    const detail = v.parse(TenderInfoResponseSchema, (await bearerClient.get(endpoints.tenders.info(row.id))).data);
    const match = matchOf(user.preferences, row);
    expect(detail.overallScore).toBe(match.score);
    expect(detail.matchReasons).toEqual(match.reasons);
    expect(detail.matchReasons?.[0]).toEqual({ kind: 'fit', text: expect.stringMatching(/\S/) });
  });

  it('are left out without a complete profile', async () => {
    loginAs('leeg@tenderwijzer.be');
    const response = await bearerClient.get<{ results: Record<string, unknown>[] }>(endpoints.tenders.unsorted, {
      params: { language: 'NL', page: 1 },
    });
    for (const tender of response.data.results) {
      expect(tender).not.toHaveProperty('overallScore');
      expect(tender).not.toHaveProperty('matchReasons');
    }
  });
});
