import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import { whenQueriesSettle } from './when-queries-settle';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => client.clear());

/** A query whose answer comes when the test says so. */
function pendingQuery(key: string) {
  let answer: (value: string) => void = () => {};
  const done = client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return { answer: (value: string) => answer(value), done };
}

const settledYet = async (settled: Promise<void>) =>
  Promise.race([settled.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 0))]);

test('resolves at once when nothing is fetching', async () => {
  expect(await settledYet(whenQueriesSettle(client))).toBe(true);
});

test('waits for every query being fetched, then resolves', async () => {
  const feed = pendingQuery('feed');
  const status = pendingQuery('status');
  const settled = whenQueriesSettle(client);
  expect(await settledYet(settled)).toBe(false);
  status.answer('full');
  await status.done;
  expect(await settledYet(settled)).toBe(false);
  feed.answer('page 1');
  await feed.done;
  expect(await settledYet(settled)).toBe(true);
});
