import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { TenderPageSchema, type Tender } from '@/features/tenders/model/schemas';
import { v } from '@/api/schema';
import { db } from '@/mocks/db';
import type { TenderRow } from '@/mocks/db-types';
import { loginAs } from '@/mocks/testing';
import { normalize } from '@/mocks/tenders/tokenize';

type Params = Record<string, string | number>;

async function feedPage(path: string, params: Params = {}) {
  const response = await bearerClient.get(path, { params: { language: 'NL', ...params } });
  return v.parse(TenderPageSchema, response.data);
}

/** Every tender of a feed, page after page, and the count the first page gave. */
async function wholeFeed(path: string, params: Params = {}): Promise<{ count: number; tenders: Tender[] }> {
  const first = await feedPage(path, params);
  const tenders = [...first.results];
  for (let page = 2; page <= Math.ceil(first.count / 10); page++)
    tenders.push(...(await feedPage(path, { ...params, page })).results);
  return { count: first.count, tenders };
}

const ids = (tenders: Tender[]) => tenders.map((tender) => tender.id);
const row = (tender: Tender): TenderRow => {
  const found = db.tenders.find((candidate) => candidate.id === tender.id);
  if (!found) throw new Error(`tender ${tender.id} is not in the database`);
  return found;
};

describe('feed filters of the simulated backend', () => {
  it('keeps the feed as it is without filters, and with empty or malformed ones', async () => {
    loginAs('demo@tenderwijzer.be');
    const all = await wholeFeed(endpoints.tenders.unsorted);
    const ignored = await wholeFeed(endpoints.tenders.unsorted, {
      search: '  ',
      min_value: 'veel',
      deadline_within: 'morgen',
    });
    expect(ids(ignored.tenders)).toEqual(ids(all.tenders));
  });

  it('filters before pagination: the count, the pages and their links belong to the filtered feed', async () => {
    loginAs('demo@tenderwijzer.be');
    const all = await wholeFeed(endpoints.tenders.unsorted);
    const region = 'Brussels Hoofdstedelijk Gewest';
    const expected = all.tenders.filter((tender) => row(tender).region === region);
    expect(expected.length).toBeGreaterThan(10);

    const first = await feedPage(endpoints.tenders.unsorted, { region });
    expect(first.count).toBe(expected.length);
    expect(first.next).toContain(`region=${encodeURIComponent(region).replace(/%20/g, '+')}`);
    const filtered = await wholeFeed(endpoints.tenders.unsorted, { region });
    expect(ids(filtered.tenders)).toEqual(ids(expected));
  });

  it('matches every word of the search in the title, description, buyer or sector, ignoring case and accents', async () => {
    loginAs('demo@tenderwijzer.be');
    const all = await wholeFeed(endpoints.tenders.unsorted);
    const { tenders } = await wholeFeed(endpoints.tenders.unsorted, { search: 'BRUSSEL  Onderhoud' });
    expect(tenders.length).toBeGreaterThan(0);
    expect(tenders.length).toBeLessThan(all.tenders.length);
    for (const tender of tenders) {
      const { name, description, organization, organizationCity, sector, cpvLabels } = row(tender);
      const text = normalize([name, description, organization, organizationCity, sector, ...cpvLabels].join(' '));
      expect(text).toContain('brussel');
      expect(text).toContain('onderhoud');
    }
    const accented = await wholeFeed(endpoints.tenders.unsorted, { search: 'financiele' });
    expect(accented.tenders.some((tender) => row(tender).sector === 'Financiële diensten')).toBe(true);
  });

  it('matches a province by name and a Gewest with its provinces', async () => {
    loginAs('demo@tenderwijzer.be');
    const all = await wholeFeed(endpoints.tenders.unsorted);
    const flemish = ['Vlaams Gewest', 'Antwerpen', 'Limburg', 'Oost-Vlaanderen', 'Vlaams-Brabant', 'West-Vlaanderen'];
    const gewest = await wholeFeed(endpoints.tenders.unsorted, { region: 'Vlaams Gewest' });
    expect(ids(gewest.tenders)).toEqual(
      ids(all.tenders.filter((tender) => flemish.includes(row(tender).region ?? ''))),
    );
    const province = await wholeFeed(endpoints.tenders.unsorted, { region: 'Antwerpen' });
    expect(province.count).toBeGreaterThan(0);
    expect(province.tenders.every((tender) => row(tender).region === 'Antwerpen')).toBe(true);
    expect(province.count).toBeLessThan(gewest.count);
  });

  it('matches the sector label', async () => {
    loginAs('demo@tenderwijzer.be');
    const all = await wholeFeed(endpoints.tenders.unsorted);
    const { tenders } = await wholeFeed(endpoints.tenders.unsorted, { sector: 'Bouw' });
    expect(ids(tenders)).toEqual(ids(all.tenders.filter((tender) => row(tender).sector === 'Bouw')));
    expect(tenders.length).toBeGreaterThan(0);
  });

  it('bounds the estimated value, both ends included, leaving out tenders without one', async () => {
    loginAs('demo@tenderwijzer.be');
    const all = await wholeFeed(endpoints.tenders.unsorted);
    const valued = all.tenders.filter((tender) => row(tender).estimatedValueEur !== null);
    const values = valued.map((tender) => row(tender).estimatedValueEur ?? 0).sort((a, b) => a - b);
    expect(values.length).toBeGreaterThan(2);
    const [low, high] = [values[1] ?? 0, values[values.length - 2] ?? 0];

    const bounded = await wholeFeed(endpoints.tenders.unsorted, { min_value: low, max_value: high });
    const expected = valued.filter((tender) => {
      const value = row(tender).estimatedValueEur ?? 0;
      return value >= low && value <= high;
    });
    expect(ids(bounded.tenders)).toEqual(ids(expected));
    const fromZero = await wholeFeed(endpoints.tenders.unsorted, { min_value: 0 });
    expect(ids(fromZero.tenders)).toEqual(ids(valued));
  });

  it('keeps tenders whose deadline falls today or within the window, never undated ones', async () => {
    loginAs('demo@tenderwijzer.be');
    const all = await wholeFeed(endpoints.tenders.unsorted);
    for (const days of [7, 30]) {
      const { tenders } = await wholeFeed(endpoints.tenders.unsorted, { deadline_within: days });
      const expected = all.tenders.filter(
        (tender) => tender.daysRemaining !== null && tender.daysRemaining >= 0 && tender.daysRemaining <= days,
      );
      expect(ids(tenders)).toEqual(ids(expected));
    }
    expect(all.tenders.some((tender) => tender.daysRemaining !== null && tender.daysRemaining > 30)).toBe(true);
  });

  it('combines filters, and filters the ordered and the saved feeds too', async () => {
    loginAs('demo@tenderwijzer.be');
    const both = await wholeFeed(endpoints.tenders.matched, {
      ordering: '-overall_score',
      region: 'Brussels Hoofdstedelijk Gewest',
      sector: 'Bouw',
    });
    expect(both.tenders.length).toBeGreaterThan(0);
    expect(
      both.tenders.every(
        (tender) => row(tender).region === 'Brussels Hoofdstedelijk Gewest' && row(tender).sector === 'Bouw',
      ),
    ).toBe(true);

    const saved = await wholeFeed(endpoints.tenders.saved);
    const [first] = saved.tenders;
    if (!first) throw new Error('the demo user has saved tenders');
    const bySector = await wholeFeed(endpoints.tenders.saved, { sector: row(first).sector ?? '' });
    expect(ids(bySector.tenders)).toContain(first.id);
    expect(bySector.tenders.every((tender) => row(tender).sector === row(first).sector)).toBe(true);
    expect((await feedPage(endpoints.tenders.saved, { search: 'zzzgeenmatch' })).count).toBe(0);
  });
});
