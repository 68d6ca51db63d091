import { describe, expect, it } from 'vitest';
import { TenderSchema } from '@/features/tenders/model/schemas';
import { db, resetDb } from '@/mocks/db';
import { daysRemaining, tenderStatus } from '@/mocks/tenders/status';
import { serializeTender } from '@/mocks/tenders/serialize';
import { toDisplayDescription, toDisplayName } from '@/mocks/tenders/text';
import { v } from '@/api/schema';

const now = new Date();

describe('seeded tenders', () => {
  it('are the 78 real notices with ids 1…78 in file order', () => {
    expect(db.tenders).toHaveLength(78);
    expect(db.tenders.map((tender) => tender.id)).toEqual(Array.from({ length: 78 }, (_, index) => index + 1));
    expect(db.tenders[0]?.sourceId).toBe('611835-2024');
  });

  it('are anchored to today: open (far, near, very near), closing today, closed and undated', () => {
    const days = db.tenders.map((tender) => daysRemaining(tender, now));
    const statuses = db.tenders.map((tender) => tenderStatus(tender, now));
    expect(days.filter((day) => day !== null && day > 14).length).toBeGreaterThanOrEqual(5);
    expect(days.filter((day) => day !== null && day > 3 && day <= 14).length).toBeGreaterThanOrEqual(2);
    expect(days.filter((day) => day !== null && day >= 1 && day <= 3).length).toBeGreaterThanOrEqual(1);
    expect(days.filter((day) => day === 0)).toHaveLength(1);
    expect(statuses.filter((status) => status === 'closed').length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status === 'undated').length).toBeGreaterThanOrEqual(10);
    // No notice is published in the future, and the newest one today.
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    expect(db.tenders.every((tender) => new Date(`${tender.publicationDate}T00:00`) <= today)).toBe(true);
  });

  it('keep each notice’s real publication → deadline interval', () => {
    const tender = db.tenders.find((row) => row.sourceId === '612681-2024');
    // Real: published 2024-10-10, deadline 2024-11-18 10:00 → 39 days later, at 10:00.
    const deadline = new Date(tender?.submissionDeadline ?? '');
    const published = new Date(`${tender?.publicationDate}T00:00`);
    expect(Math.round((deadline.getTime() - published.getTime()) / 86_400_000)).toBe(39);
    expect(deadline.getHours()).toBe(10);
  });

  it('treat award notices as closed even without a deadline', () => {
    const award = db.tenders.find((row) => row.sourceId === '611835-2024');
    expect(award?.submissionDeadline).toBeNull();
    expect(award && tenderStatus(award, now)).toBe('closed');
  });

  it('serialise to the app’s Tender schema with labels and Dutch topics', () => {
    for (const tender of db.tenders) {
      const parsed = v.parse(TenderSchema, serializeTender(tender, { interaction: undefined, match: null, now }));
      expect(parsed.type).toBe('tender');
      expect(parsed.labels.map((label) => label.type)).toEqual(['Region', 'Sector', 'Minimum price']);
      const types = parsed.analysis?.topics.map((topic) => topic.type) ?? [];
      expect(types).toContain('description');
      expect(types).toContain('summary');
    }
    const withValue = db.tenders.find((row) => row.sourceId === '539162-2023');
    const serialised = withValue && serializeTender(withValue, { interaction: undefined, match: null, now });
    expect(serialised?.labels[2]?.value).toBe('1609575.86');
    const budget = serialised?.analysis.topics.find((topic) => topic.type === 'budgeting_and_finance');
    expect(budget?.value).toMatch(/Geraamde waarde.*1\.609\.575,86/);
    const criteria = db.tenders
      .find((row) => row.sourceId === '553508-2023')
      ?.topics.find((topic) => topic.type === 'award_criteria');
    expect(criteria).toBeUndefined();
  });

  it('build an award-criteria table with weights when the notice has them', () => {
    const tender = db.tenders.find((row) => row.awardCriteria.some((criterion) => criterion.weight === 70));
    const topic = tender?.topics.find((row) => row.type === 'award_criteria');
    expect(topic?.value).toContain('| Kwaliteit van de aangeboden oplossing | 70 % |');
  });
});

describe('display texts', () => {
  it('turn shouting titles into sentence case and keep acronyms', () => {
    expect(toDisplayName('OPENBARE PROCEDURE VOOR DE APOTHEEKDIENSTEN VAN DE FOD JUSTITIE')).toBe(
      'Openbare procedure voor de apotheekdiensten van de FOD justitie',
    );
    expect(toDisplayName('OV-connectoren')).toBe('OV-connectoren');
  });

  it('cut the first paragraph of a long description at a word', () => {
    const short = toDisplayDescription(`Eerste alinea.\n\nTweede alinea.`);
    expect(short).toBe('Eerste alinea.');
    const long = toDisplayDescription('woord '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(281);
    expect(long.endsWith('woord…')).toBe(true);
  });
});

describe('resetDb', () => {
  it('restores the initial state after changes', () => {
    const initialUsers = db.users.length;
    db.users[0]!.firstName = 'Gewijzigd';
    db.outbox.push({ to: 'x@example.com', subject: 's', link: '/l', kind: 'verify', createdAt: '', body: '' });
    db.interactions.splice(0);
    resetDb();
    expect(db.users[0]?.firstName).toBe('Lotte');
    expect(db.users).toHaveLength(initialUsers);
    expect(db.outbox).toEqual([]);
    expect(db.interactions.length).toBeGreaterThan(0);
  });

  it('seeds the demo user with saved, rejected and chat activity', () => {
    const demo = db.interactions.filter((row) => row.userId === 1);
    expect(demo.some((row) => row.isSaved)).toBe(true);
    expect(demo.some((row) => row.isRejected)).toBe(true);
    expect(Object.keys(db.chats)).toContain('1:50');
  });
});
