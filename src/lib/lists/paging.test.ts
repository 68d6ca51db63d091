import { describe, expect, it } from 'vitest';
import { collectPages, nextPageParam } from './paging';

describe('nextPageParam', () => {
  it('reads the page number from a next URL or a bare number', () => {
    expect(nextPageParam('https://api.example.be/matched-tenders/?language=NL&page=3')).toBe(3);
    expect(nextPageParam('tenders/unsorted/?page=2')).toBe(2);
    expect(nextPageParam('4')).toBe(4);
  });

  it('ends the list on null or a next without a usable page', () => {
    expect(nextPageParam(null)).toBeUndefined();
    expect(nextPageParam('https://api.example.be/matched-tenders/?language=NL')).toBeUndefined();
    expect(nextPageParam('https://api.example.be/matched-tenders/?page=zero')).toBeUndefined();
  });
});

describe('collectPages', () => {
  const pages: Record<number, { next: string | null; results: { id: number }[] }> = {
    1: { next: '?page=2', results: [{ id: 1 }, { id: 2 }] },
    // A page boundary that shifted: 2 comes again.
    2: { next: '?page=3', results: [{ id: 2 }, { id: 3 }] },
    3: { next: '?page=3', results: [{ id: 4 }] },
  };
  const fetchPage = (page: number) => Promise.resolve(pages[page] ?? { next: null, results: [] });

  it('reads every page once, each item once, and stops at a next that does not move forward', async () => {
    const asked: number[] = [];
    const items = await collectPages(
      (page) => {
        asked.push(page);
        return fetchPage(page);
      },
      (item) => item.id,
      100,
    );
    expect(items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops after the most pages it may read', async () => {
    const items = await collectPages(fetchPage, (item) => item.id, 2);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
