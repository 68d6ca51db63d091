import type { BrowserContext, Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';

const DEMO = 'demo@tenderwijzer.be';
const INTERACT = /\/tenders\/(\d+)\/interact\/$/;

/** Every save or reject the simulated backend answered (in any tab of the context), as `id action`. */
function answeredInteractions(context: BrowserContext): string[] {
  const answered: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    const id = INTERACT.exec(response.url())?.[1];
    if (request.method() !== 'POST' || !id || response.status() !== 200) return;
    answered.push(`${id} ${(request.postDataJSON() as { action: string }).action}`);
  });
  return answered;
}

/** A tab on the feed whose saves and rejects get no answer (lie-fi), so they wait in its queue. */
async function feedWithoutAnswers(page: Page) {
  await page.goto('/tenders');
  await expect(pageHeading(page, 'Feed')).toBeVisible();
  await page.waitForFunction(() => window.tenderwijzerMock !== undefined);
  await page.evaluate(() =>
    window.tenderwijzerMock?.fail([{ method: 'post', path: 'tenders/:id/interact/', status: 'network' }]),
  );
}

/** Clicks a card's button and returns the card's tender id (from its title's link). */
async function act(page: Page, card: number, button: 'Bewaren' | 'Verwerpen'): Promise<string> {
  const article = page.getByRole('article').nth(card);
  const href = await article.getByRole('link').first().getAttribute('href');
  await article.getByRole('button', { name: button }).click();
  await expect(page.getByText('1 wijziging wacht op verzending')).toBeVisible();
  return /\/tenders\/(\d+)/.exec(href ?? '')?.[1] ?? '';
}

/**
 * How many waiting actions IndexedDB holds: in the tabs' queues (src/lib/offline/tab-queues.ts), and in the
 * persisted client where a build before issue #42 kept them.
 */
function queuedOnDisk(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('tenderwijzer-offline')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('tenderwijzer-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const store = open.result.transaction('query-cache').objectStore('query-cache');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          open.result.close();
          resolve(
            keys.result.reduce<number>((count, key, index) => {
              const value = values.result[index] as { clientState?: { mutations: unknown[] } } | unknown[];
              if (String(key).startsWith('queue:')) return count + (value as unknown[]).length;
              if (key === 'client')
                return (
                  count + ((value as { clientState?: { mutations: unknown[] } }).clientState?.mutations.length ?? 0)
                );
              return count;
            }, 0),
          );
        };
      };
    });
  });
}

test.describe('the queue of waiting changes across tabs (issue #42)', () => {
  test("one tab's waiting change is not written off the disk by another's, and is sent once the tab is closed @any-size", async ({
    page,
    context,
    signInAs,
  }) => {
    const answered = answeredInteractions(context);
    await signInAs(DEMO);
    await feedWithoutAnswers(page);
    const other = await context.newPage();
    await feedWithoutAnswers(other);

    const saved = await act(page, 0, 'Bewaren');
    const rejected = await act(other, 1, 'Verwerpen');
    // Both tabs' changes are on the disk: neither tab's write removed the other's.
    await expect.poll(() => queuedOnDisk(other)).toBe(2);

    // The first tab closes with its change still waiting; the network answers the second again.
    await page.close();
    await other.evaluate(() => window.tenderwijzerMock?.fail([]));
    const next = await context.newPage();
    await next.goto('/tenders');
    await expect(pageHeading(next, 'Feed')).toBeVisible();

    // The new tab takes over the closed tab's change and sends it; the open tab sends its own: each once.
    await expect
      .poll(() => [...answered].sort(), { timeout: 30_000 })
      .toEqual([`${saved} save`, `${rejected} reject`].sort());
    await expect.poll(() => queuedOnDisk(next), { timeout: 10_000 }).toBe(0);
    expect(answered).toHaveLength(2);
  });

  test('a tab closed just after its save was stored leaves no second save to the next tab @any-size', async ({
    page,
    context,
    signInAs,
  }) => {
    const answered = answeredInteractions(context);
    await signInAs(DEMO);
    await feedWithoutAnswers(page);
    const saved = await act(page, 0, 'Bewaren');
    await expect.poll(() => queuedOnDisk(page)).toBe(1);

    // The network answers again: the save is sent and stored, and the tab closes before it has written that
    // down, so its queue on the disk still holds the save.
    const stored = page.waitForResponse((response) => INTERACT.test(response.url()) && response.status() === 200, {
      timeout: 20_000,
    });
    await page.evaluate(() => window.tenderwijzerMock?.fail([]));
    await stored;
    await page.close();

    const next = await context.newPage();
    await next.goto('/tenders');
    await expect(pageHeading(next, 'Feed')).toBeVisible();
    // The next tab takes the save over, reads the tender first, finds it saved and sends nothing: sent again,
    // the toggle would have unsaved it.
    await expect.poll(() => queuedOnDisk(next), { timeout: 20_000 }).toBe(0);
    expect(answered).toEqual([`${saved} save`]);
    const card = next.getByRole('article').filter({ has: next.locator(`a[href*="/tenders/${saved}"]`) });
    await expect(card.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'true');
  });
});
