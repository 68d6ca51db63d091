import type { Locator, Page } from '@playwright/test';
import { expect, isMobileLayout, test, waitForPageReady } from './fixtures';

/**
 * The logged-in layout at 1440x900 (side navigation, 'Matching profiel' panel) and at 390x844 (bottom
 * bar, drawer), the 'Vraag een demo' mail draft and logging out.
 */

const DEMO_SUBJECT = 'Aanvraag demo Tenderwijzer';

async function openFeed(page: Page) {
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
}

async function expectDemoMailLink(link: Locator) {
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(`mailto:info@tenderwijzer.be?subject=${encodeURIComponent(DEMO_SUBJECT)}`)).toBe(true);
  expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('subject')).toBe(DEMO_SUBJECT);
}

/** The phone drawer behind the header's menu button (named after the panel it shows when logged in). */
async function openDrawer(page: Page, buttonName: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: buttonName }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Menu sluiten' })).toBeVisible();
  return drawer;
}

/** 'Uitloggen' in the Profiel menu (desktop) or the drawer (phone): home, logged out, and staying so. */
async function logOut(page: Page) {
  if (isMobileLayout(page)) {
    const drawer = await openDrawer(page, 'Matching profiel tonen');
    await drawer.getByRole('button', { name: 'Uitloggen' }).click();
  } else {
    await page.getByRole('button', { name: 'Profiel' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  }

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vind de overheidsopdrachten die bij uw bedrijf passen',
  );
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  if (isMobileLayout(page)) {
    // Logged out, the menu button has its plain name again and the drawer offers 'Log in'.
    const drawer = await openDrawer(page, 'Menu openen');
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profiel' })).toHaveCount(0);
  }

  // Still logged out after a reload, and the feed asks to log in again.
  await page.goto('/tenders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftenders$/);
}

test('the logged-in layout fits the screen size, and logging out returns to the landing page', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo@tenderwijzer.be');
  await openFeed(page);
  const sideNav = page.getByRole('navigation', { name: 'Navigatie tenders' });
  const bottomBar = page.getByRole('navigation', { name: 'Snelmenu' });
  const panelHeading = page.getByRole('heading', { level: 2, name: 'Matching profiel' });

  if (isMobileLayout(page)) {
    await expect(sideNav).toBeHidden();
    await expect(panelHeading).toBeHidden();
    await expect(bottomBar).toBeVisible();
    // The mock has the Bids extension: five entries and the help, Verleden and Offerte under 'Meer'.
    for (const name of ['Feed', 'Bewaard', 'Biedingen', 'Verworpen', 'Vraag hulp']) {
      await expect(bottomBar.getByRole('link', { name })).toBeVisible();
    }
    const more = bottomBar.getByRole('button', { name: 'Meer' });
    await more.click();
    await expect(bottomBar.getByRole('link', { name: 'Verleden' })).toBeVisible();
    await expect(bottomBar.getByRole('button', { name: 'Offerte Opmaken' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(bottomBar.getByRole('link', { name: 'Verleden' })).toBeHidden();
    await expect(more).toBeFocused();

    // Fixed to the bottom edge, before and after scrolling to the end of the page.
    const viewportHeight = page.viewportSize()?.height ?? 0;
    const bottomEdge = async () => {
      const box = await bottomBar.boundingBox();
      return box ? Math.round(box.y + box.height) : null;
    };
    await expect.poll(bottomEdge).toBe(viewportHeight);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(bottomEdge).toBe(viewportHeight);
    await expect(bottomBar).toHaveCSS('position', 'fixed');

    // The header's menu button opens the drawer with the 'Matching profiel' panel.
    const drawer = await openDrawer(page, 'Matching profiel tonen');
    await expect(drawer.getByRole('heading', { level: 2, name: 'Matching profiel' })).toBeVisible();
    await expect(drawer.getByText('Profiel Compleetheid').first()).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Optimaliseer profiel' })).toBeVisible();
    await expectDemoMailLink(drawer.getByRole('link', { name: 'Vraag een demo' }));
    await drawer.getByRole('button', { name: 'Menu sluiten' }).click();
    await expect(drawer).toHaveCount(0);
  } else {
    await expect(sideNav).toBeVisible();
    for (const name of ['Feed', 'Voorkeuren', 'Bewaard', 'Mijn biedingen', 'Verworpen', 'Verleden', 'FAQ']) {
      await expect(sideNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sideNav.getByRole('button', { name: 'Offerte Opmaken' })).toHaveAttribute('aria-disabled', 'true');
    await expect(panelHeading).toBeVisible();
    await expect(page.getByRole('link', { name: 'Optimaliseer profiel' })).toBeVisible();
    await expect(bottomBar).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Matching profiel tonen' })).toBeHidden();
    await expectDemoMailLink(
      page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Vraag een demo' }),
    );
  }

  await test.step('log out', () => logOut(page));
});

/** The bottom bar with the Bids extension (the mock has it): Verleden and Offerte under 'Meer'. */
const BAR_WITH_BIDS = ['Feed', 'Bewaard', 'Biedingen', 'Verworpen', 'Meer', 'Vraag hulp'];

/** The Bids probe (docs/decisions/102), asked once a session. */
const BIDS_PROBE = /\/api\/bids\/\?page=1&page_size=1$/;

type BarState = { entries: string[]; at: number };

/**
 * Records, from the document's start, every state of the bottom bar's places: the name of each place's
 * link or button ('' for an empty place), with the time it appeared. A MutationObserver sees each change
 * before the browser paints it, so no frame goes unrecorded.
 */
async function recordBottomBar(page: Page) {
  await page.addInitScript(() => {
    const states: BarState[] = [];
    Object.assign(window, { bottomBarStates: states });
    const record = () => {
      const places = document.querySelector('nav[aria-label="Snelmenu"] > ul')?.children;
      if (!places) return;
      const entries = Array.from(places, (place) => place.querySelector('a, button')?.textContent?.trim() ?? '');
      if (states.at(-1)?.entries.join('|') !== entries.join('|')) states.push({ entries, at: performance.now() });
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const bottomBarStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { bottomBarStates: BarState[] }).bottomBarStates);

/** When the probe's answer reached the page (its resource timing), once it has. */
async function probeAnsweredAt(page: Page): Promise<number> {
  const answeredAt = () =>
    page.evaluate(
      (source) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
          (entry) => new RegExp(source).test(entry.name) && entry.responseEnd > 0,
        )?.responseEnd ?? null,
      BIDS_PROBE.source,
    );
  await expect.poll(answeredAt).not.toBeNull();
  return (await answeredAt()) as number;
}

/** 'Meer' with its code loaded: the disclosure's button, which names its list (its stand-in names none). */
async function expectMoreLoaded(page: Page) {
  await expect(
    page.getByRole('navigation', { name: 'Snelmenu' }).getByRole('button', { name: 'Meer' }),
  ).toHaveAttribute('aria-controls', /.+/);
}

test("a phone's bottom bar on a first visit: the spec's entries, then the Bids entries with 'Meer', never an empty place", async ({
  page,
  signInAs,
}) => {
  test.skip(!isMobileLayout(page), "The bottom bar is the phone's");
  await signInAs('demo@tenderwijzer.be');
  await recordBottomBar(page);
  await openFeed(page);
  await probeAnsweredAt(page);
  await expect.poll(async () => (await bottomBarStates(page)).at(-1)?.entries).toEqual(BAR_WITH_BIDS);
  await expectMoreLoaded(page);
  expect((await bottomBarStates(page)).map((state) => state.entries)).toEqual([
    ['Feed', 'Bewaard', 'Verworpen', 'Verleden', 'Offerte', 'Vraag hulp'],
    BAR_WITH_BIDS,
  ]);
});

test("a returning user's bottom bar shows its final entries from its first frame, and nothing moves when the probe answers", async ({
  page,
  signInAs,
}) => {
  test.skip(!isMobileLayout(page), "The bottom bar is the phone's");
  await signInAs('demo@tenderwijzer.be');
  await openFeed(page);
  // The first visit: the probe answers once the feed has settled.
  await probeAnsweredAt(page);
  await expectMoreLoaded(page);

  await recordBottomBar(page);
  await page.reload();
  await waitForPageReady(page, 'Feed');
  const answeredAt = await probeAnsweredAt(page);
  await expectMoreLoaded(page);
  // Two frames more, for anything the answer would render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const states = await bottomBarStates(page);
  expect(states.map((state) => state.entries)).toEqual([BAR_WITH_BIDS]);
  expect(states[0]?.at).toBeLessThan(answeredAt);
});
