import { describe, expect, it } from 'vitest';
import { db, synthesizeTenders } from '@/mocks/db';
import { isAvailable } from '@/mocks/tenders/status';
import { withSyntheticTenders } from '@/mocks/tenders/synthesize';

const now = new Date();

describe('synthetic tenders (bench only)', () => {
  it('keep the real notices and add copies with new ids until 1,000 tenders are open', () => {
    const real = [...db.tenders];
    const all = withSyntheticTenders(real, 1000, now);
    expect(all.slice(0, real.length)).toEqual(real);
    expect(all.filter((tender) => isAvailable(tender, now))).toHaveLength(1000);
    const ids = all.map((tender) => tender.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids.slice(real.length))).toBe(real.length + 1);
  });

  it('copy a real open notice with topic ids of their own', () => {
    const real = [...db.tenders];
    const copy = withSyntheticTenders(real, 1000, now)[real.length];
    const source = real.find((tender) => tender.sourceId === copy?.sourceId);
    expect(source && isAvailable(source, now)).toBe(true);
    expect(copy?.displayName).toBe(source?.displayName);
    expect(copy?.topics.map((topic) => topic.value)).toEqual(source?.topics.map((topic) => topic.value));
    expect(copy?.topics.map((topic) => Math.floor(topic.id / 100))).toEqual(copy?.topics.map(() => copy.id));
  });

  it('leave the real notices alone when enough are open already', () => {
    const real = [...db.tenders];
    expect(withSyntheticTenders(real, 5, now)).toEqual(real);
  });

  it('fill the database and go back to the real notices with 0', () => {
    expect(synthesizeTenders(1000, now)).toBeGreaterThan(1000);
    expect(db.tenders.filter((tender) => isAvailable(tender, now))).toHaveLength(1000);
    expect(synthesizeTenders(0, now)).toBe(78);
  });
});
