import { HttpResponse } from 'msw';

/** A tender as the tests' small feed backends keep it: its id and the user's two flags. */
export type FeedRow = { id: number; isSaved: boolean; isRejected: boolean };

/** The answer of a feed call over `rows`, named 'Opdracht N': the page the request asks, `pageSize` a page. */
export function feedPage(request: Request, rows: FeedRow[], pageSize: number) {
  const url = new URL(request.url);
  const number = Number(url.searchParams.get('page') ?? '1');
  const results = rows
    .slice((number - 1) * pageSize, number * pageSize)
    .map((row) => ({ ...row, displayName: `Opdracht ${row.id}`, daysRemaining: 10 }));
  const next = number * pageSize < rows.length ? `${url.origin}${url.pathname}?page=${number + 1}` : null;
  return HttpResponse.json({ count: rows.length, next, previous: null, results });
}

/** A promise that a test settles when it wants: a backend awaits it to hold its answers back. */
export function held(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release: () => release() };
}

/** Where a backend's answers wait while a test holds it: `hold()` closes it and returns what opens it again. */
export function gate() {
  let current: Promise<void> = Promise.resolve();
  return {
    passed: () => current,
    hold() {
      const { promise, release } = held();
      current = promise;
      return release;
    },
  };
}
