/** The page number in a paged list's `next` (a URL with `?page=N`, or a bare number); undefined on the last page. */
export function nextPageParam(next: string | null): number | undefined {
  if (!next) return undefined;
  let raw: string | null = next;
  if (!/^\d+$/.test(next)) {
    try {
      raw = new URL(next, 'http://localhost').searchParams.get('page');
    } catch {
      return undefined;
    }
  }
  const page = Number(raw);
  return raw && Number.isInteger(page) && page > 0 ? page : undefined;
}

/**
 * Every item of a paged list, page after page, each once (by `keyOf`): a page boundary that shifted between
 * two calls shows no item twice. Stops at the last page, at a `next` that does not move forward, or after
 * `maxPages` pages.
 */
export async function collectPages<T>(
  fetchPage: (page: number) => Promise<{ next: string | null; results: T[] }>,
  keyOf: (item: T) => number,
  maxPages: number,
): Promise<T[]> {
  const items = new Map<number, T>();
  let page: number | undefined = 1;
  for (let fetched = 0; page !== undefined && fetched < maxPages; fetched += 1) {
    const result = await fetchPage(page);
    for (const item of result.results) if (!items.has(keyOf(item))) items.set(keyOf(item), item);
    const next = nextPageParam(result.next);
    page = next !== undefined && next > page ? next : undefined;
  }
  return [...items.values()];
}
