// @ts-check
import { newContext } from './measure.mjs';

/** The two screens of the pass: a phone (the Playwright project `mobile`) and an office desktop. */
export const INTERACTION_VIEWPORTS = [
  { name: '390×844', width: 390, height: 844 },
  { name: '1440×900', width: 1440, height: 900 },
];
/** Passes a screen when no `--interaction-passes` says otherwise; the figures are their medians. */
export const INTERACTION_PASSES = 3;
/** Chromium's CPU slowdown (CDP Emulation.setCPUThrottlingRate), as Lighthouse's mobile audits use. */
export const CPU_SLOWDOWN = 4;
/** Issue #44's targets, printed beside the figures (never failing): each step's slowest interaction, and INP. */
export const INTERACTION_TARGET_MS = 100;
export const INP_TARGET_MS = 80;
/** Event Timing reports no event shorter than this (the API's least `durationThreshold`). */
const DURATION_THRESHOLD_MS = 16;
/** How long a step's result may take to show before the pass gives up on it. */
const STEP_TIMEOUT_MS = 20_000;

/**
 * @typedef {object} Interaction
 * @property {string} step         the step of the pass it belongs to
 * @property {string} event        the name of its longest event (`click`, `keydown`, `pointerup`…)
 * @property {number} durationMs   from the input to the next paint (the longest event of the interaction)
 * @property {number} inputDelayMs processingStart − startTime
 * @property {number} processingMs processingEnd − processingStart: the event's handlers
 * @property {number} presentationMs startTime + duration − processingEnd: rendering until the next paint
 *
 * @typedef {{ steps: { step: string, slowest: Interaction | null, count: number }[], inp: number | null,
 *   interactions: number }} InteractionPass
 *
 * @typedef {{ step: string, medianMs: number | null, split: Interaction | null, perPass: (number | null)[],
 *   count: number }} StepFigure
 *
 * @typedef {object} InteractionResult
 * @property {string} viewport
 * @property {number} cpuSlowdown
 * @property {InteractionPass[]} passes
 * @property {StepFigure[]} steps      each step's slowest interaction, median of the passes
 * @property {number | null} inpMs     the median of the passes' INP
 * @property {string[]} problems
 */

/**
 * Runs in every document before the app: keeps every Event Timing entry of an interaction (`interactionId`)
 * from 16 ms, and the marks the bench sets before each step, so each entry is put to the step it follows.
 */
function observeInteractions(/** @type {number} */ durationThreshold) {
  const state = { entries: /** @type {object[]} */ ([]), marks: /** @type {object[]} */ ([]) };
  Object.defineProperty(window, '__benchInteractions', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      state.entries.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
    // `durationThreshold` is not in TypeScript's PerformanceObserverInit yet.
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold, buffered: true }));
}

/**
 * @typedef {{ name: string, interactionId: number, startTime: number, duration: number, processingStart: number,
 *   processingEnd: number }} EventEntry
 */

/**
 * The interactions of a pass, each put to the step whose mark precedes its input; entries after a mark
 * without a step (the bench's own setup: a fill, a reload) are left out. An interaction's duration is its
 * longest event's (as INP counts it), split by that event's timestamps.
 * @param {EventEntry[]} entries
 * @param {{ step: string | null, t: number }[]} marks
 * @returns {Interaction[]}
 */
export function groupInteractions(entries, marks) {
  /** @type {Map<number, EventEntry>} */
  const longest = new Map();
  for (const entry of entries) {
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  /** @type {Interaction[]} */
  const interactions = [];
  for (const entry of longest.values()) {
    const step = marks.filter((mark) => mark.t <= entry.startTime).at(-1)?.step;
    if (!step) continue;
    interactions.push({
      step,
      event: entry.name,
      durationMs: entry.duration,
      inputDelayMs: Math.round(entry.processingStart - entry.startTime),
      processingMs: Math.round(entry.processingEnd - entry.processingStart),
      presentationMs: Math.round(entry.startTime + entry.duration - entry.processingEnd),
    });
  }
  return interactions;
}

/**
 * The 98th percentile (nearest rank) of the interactions' durations: INP as the browser defines it for a page
 * with fewer than 50 interactions is their longest; from 50 on, one in fifty is left out.
 * @param {number[]} durations
 */
export function percentile98(durations) {
  if (durations.length === 0) return null;
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.98) - 1] ?? null;
}

/** The middle value (the lower of the two middle ones for an even count); null for none. */
function median(/** @type {number[]} */ values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/**
 * One pass of a logged-in bid team member through the app, on the bench server's production build with the
 * CPU slowed down: the feed, a detail with the chat and the go/no-go sheet, then 'Mijn biedingen'. Every
 * step leaves the simulated backend as a next pass needs it (a moved card goes back; a saved card is another
 * one each pass).
 * @param {import('@playwright/test').Page} page
 * @param {{ isDesktop: boolean, step: (name: string | null, action: () => Promise<void>) => Promise<void> }} pass
 */
async function walk(page, { isDesktop, step }) {
  const { expect } = await import('@playwright/test');
  const feed = page.getByRole('feed');
  const cards = feed.getByRole('article');
  const filters = page.getByRole('search', { name: 'Aanbestedingen filteren' });

  await step(null, async () => {
    await page.goto('/tenders');
    await cards.first().waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  const unsaved = cards.filter({ has: page.getByRole('button', { name: 'Bewaren', pressed: false }) }).first();
  const toSave = unsaved.getByRole('button', { name: 'Bewaren' });
  await step('feed: save a card', async () => {
    const title = await unsaved.getByRole('heading', { level: 2 }).getAttribute('title');
    await toSave.click();
    const saved = cards.filter({ has: page.getByRole('heading', { name: title ?? '', exact: true }) });
    await expect(saved.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'true');
  });
  await step('feed: reject a card', async () => {
    const card = cards.filter({ has: page.getByRole('button', { name: 'Verwerpen', pressed: false }) }).nth(1);
    const title = (await card.getByRole('heading', { level: 2 }).getAttribute('title')) ?? '';
    await card.getByRole('button', { name: 'Verwerpen' }).click();
    await expect(cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) })).toHaveCount(0);
  });
  if (isDesktop) {
    await step('feed: j, j, k', async () => {
      for (const key of ['j', 'j', 'k']) await page.keyboard.press(key);
    });
  }
  await step("feed: open 'Filters'", async () => {
    await filters.getByRole('button', { name: 'Filters' }).click();
    await filters.getByRole('combobox', { name: 'Regio' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  const search = filters.getByRole('searchbox', { name: 'Zoeken' });
  await step('feed: type a search', async () => {
    await search.pressSequentially('werken', { delay: 50 });
    await expect(filters.getByRole('status')).toHaveText(/gevonden$/, { timeout: STEP_TIMEOUT_MS });
  });
  await step(null, async () => {
    await search.fill('');
    await expect(filters.getByRole('status')).toBeEmpty({ timeout: STEP_TIMEOUT_MS });
  });

  await step('feed: open a detail', async () => {
    await cards.first().getByRole('link', { name: 'BEKIJK' }).click();
    await page.getByRole('tab', { name: 'Beschrijving' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  const tabs = page.getByRole('tab');
  for (const [index, name] of [
    [1, 'detail: the second tab'],
    [2, 'detail: the third tab'],
  ]) {
    await step(/** @type {string} */ (name), async () => {
      await tabs.nth(/** @type {number} */ (index)).click();
      await expect(tabs.nth(/** @type {number} */ (index))).toHaveAttribute('aria-selected', 'true');
    });
  }
  /** @type {import('@playwright/test').Locator} */
  let chat = page.getByRole('complementary', { name: 'Vragen?' });
  if (!isDesktop) {
    await step('detail: open the chat', async () => {
      await page.getByRole('button', { name: 'Vragen?' }).click();
      chat = page.getByRole('dialog', { name: 'Vragen?' });
      await chat.getByRole('textbox', { name: 'Je vraag' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    });
  }
  await step('detail: type in the chat', async () => {
    await chat.getByRole('textbox', { name: 'Je vraag' }).pressSequentially('Wat is de deadline', { delay: 50 });
  });
  if (!isDesktop) await step(null, () => page.keyboard.press('Escape'));

  const sheet = page.getByRole('region', { name: 'Go/no-go' });
  await step('go/no-go: open the sheet', async () => {
    await sheet.getByRole('button', { name: 'Go/no-go-blad openen' }).click();
    await sheet.getByRole('heading', { name: 'Knock-outvragen' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  await step('go/no-go: type notes', async () => {
    await sheet.getByRole('textbox', { name: 'Notities' }).pressSequentially('Met de zaakvoerder', { delay: 50 });
  });
  await step("go/no-go: 'Vraag toevoegen'", async () => {
    await sheet.getByRole('button', { name: 'Vraag toevoegen' }).click();
    await expect(sheet.getByRole('textbox', { name: 'Knock-outvraag' })).toBeFocused();
  });
  await step(null, async () => {
    await page.keyboard.insertText('Erkenning klasse 3?');
    await page.keyboard.press('Enter');
  });
  const gates = sheet.getByRole('group', { name: 'Voldoen we hieraan?' });
  await step('go/no-go: a knock-out answer', async () => {
    await gates.last().getByText('Ja', { exact: true }).click();
    await expect(gates.last().getByRole('radio', { name: 'Ja' })).toBeChecked();
  });
  const criterion = sheet.getByRole('group', { name: 'Strategische fit', exact: true });
  await step('go/no-go: a score', async () => {
    const score = (await criterion.getByRole('radio', { name: '3', exact: true }).isChecked()) ? '2' : '3';
    await criterion.getByText(score, { exact: true }).click();
    await expect(criterion.getByRole('radio', { name: score, exact: true })).toBeChecked();
  });

  await step("open 'Mijn biedingen'", async () => {
    const entry = isDesktop
      ? page.getByRole('navigation', { name: 'Navigatie tenders' }).getByRole('link', { name: 'Mijn biedingen' })
      : page.getByRole('navigation', { name: 'Snelmenu' }).getByRole('link', { name: 'Biedingen' });
    await entry.click();
    await page.getByRole('main').getByRole('article').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  if (isDesktop) await walkBoard(page, step);
  else await walkList(page, step);
}

/**
 * The board (from 1024 px): a card of Interessant dragged to Beoordelen, and moved back by its menu.
 * @param {import('@playwright/test').Page} page
 * @param {(name: string | null, action: () => Promise<void>) => Promise<void>} step
 */
async function walkBoard(page, step) {
  const { expect } = await import('@playwright/test');
  const column = (/** @type {string} */ name) => page.getByRole('group', { name, exact: true });
  const card = column('Interessant').getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await step('pipeline: drag a card to the next column', async () => {
    const from = await card.boundingBox();
    const to = await column('Beoordelen').boundingBox();
    if (!from || !to) throw new Error('the card and the column are on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await expect(column('Beoordelen').getByRole('article', { name })).toBeVisible();
  });
  const moved = column('Beoordelen').getByRole('article', { name });
  await step("pipeline: open 'Verplaats naar…'", async () => {
    await moved.getByRole('button', { name: 'Verplaats naar…' }).click();
    await page.getByRole('menu').waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  await step('pipeline: move by the menu', async () => {
    await page.getByRole('menu').getByRole('menuitem', { name: 'Interessant' }).click();
    await expect(column('Interessant').getByRole('article', { name })).toBeVisible();
  });
}

/**
 * The list (phones): the first card of the stage shown moved to another stage by its menu, then that stage
 * picked and the card moved back.
 * @param {import('@playwright/test').Page} page
 * @param {(name: string | null, action: () => Promise<void>) => Promise<void>} step
 */
async function walkList(page, step) {
  const { expect } = await import('@playwright/test');
  const stages = page.getByRole('group', { name: 'Fase' });
  const shown = (await stages.locator('input:checked + span').textContent())?.replace(/ \(\d+\)$/, '') ?? '';
  const to = shown === 'Beoordelen' ? 'Interessant' : 'Beoordelen';
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await step("pipeline: open 'Verplaats naar…'", async () => {
    await card.getByRole('button', { name: 'Verplaats naar…' }).click();
    await page.getByRole('menu').waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  await step('pipeline: move by the menu', async () => {
    await page.getByRole('menu').getByRole('menuitem', { name: to }).click();
    await expect(page.getByRole('main').getByRole('article', { name })).toHaveCount(0);
  });
  await step('pipeline: pick another stage', async () => {
    await stages.getByText(new RegExp(`^${to} \\(\\d+\\)$`)).click();
    await page.getByRole('main').getByRole('article', { name }).waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  await step(null, async () => {
    await page
      .getByRole('main')
      .getByRole('article', { name })
      .getByRole('button', { name: 'Verplaats naar…' })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: shown }).click();
    await expect(page.getByRole('main').getByRole('article', { name })).toHaveCount(0);
  });
}

/**
 * One pass at one screen size in a fresh, logged-in context with the CPU slowed down.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./server.mjs').BenchServer} server
 * @param {{ width: number, height: number }} viewport
 * @returns {Promise<InteractionPass>}
 */
async function runPass(browser, server, viewport) {
  const context = await newContext(browser, server, true, viewport);
  try {
    await context.addInitScript(observeInteractions, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const baseURL = server.origin;
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(new URL(url, baseURL).href, options);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    /** @type {string[]} */
    const order = [];
    const mark = (/** @type {string | null} */ step) =>
      page.evaluate((name) => {
        /** @type {any} */ (window).__benchInteractions.marks.push({ step: name, t: performance.now() });
      }, step);
    // After each step: two frames and a moment, so the step's entries (reported after the next paint) are in.
    const settle = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
      );
    /** @type {Interaction[]} */
    const interactions = [];
    // A navigation of the document (the first load) starts a new list: collect before each step.
    const collect = async () => {
      const { entries, marks } = await page.evaluate(() => {
        const state = /** @type {any} */ (window).__benchInteractions;
        const taken = { entries: state.entries.splice(0), marks: [...state.marks] };
        return taken;
      });
      interactions.push(...groupInteractions(entries, marks));
    };
    await walk(page, {
      isDesktop: viewport.width >= 1024,
      step: async (name, action) => {
        if (name && !order.includes(name)) order.push(name);
        if (page.url() !== 'about:blank') await mark(name);
        await action();
        await settle();
        await collect();
      },
    });
    const steps = order.map((step) => {
      const own = interactions.filter((interaction) => interaction.step === step);
      const slowest = own.reduce(
        (/** @type {Interaction | null} */ worst, interaction) =>
          !worst || interaction.durationMs > worst.durationMs ? interaction : worst,
        null,
      );
      return { step, slowest, count: own.length };
    });
    return {
      steps,
      inp: percentile98(interactions.map((interaction) => interaction.durationMs)),
      interactions: interactions.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {InteractionPass[]} passes
 * @returns {StepFigure[]}
 */
export function medianSteps(passes) {
  const names = [...new Set(passes.flatMap((pass) => pass.steps.map((step) => step.step)))];
  return names.map((step) => {
    const slowest = passes.map((pass) => pass.steps.find((own) => own.step === step)?.slowest ?? null);
    const durations = slowest.map((interaction) => interaction?.durationMs ?? null);
    const medianMs = median(durations.filter((ms) => ms !== null));
    return {
      step,
      medianMs,
      // The split of the pass whose duration is the median: the parts of one interaction add up.
      split: slowest.find((interaction) => interaction && interaction.durationMs === medianMs) ?? null,
      perPass: durations,
      count: Math.max(0, ...passes.map((pass) => pass.steps.find((own) => own.step === step)?.count ?? 0)),
    };
  });
}

/**
 * The interaction pass: `passes` passes at each screen of INTERACTION_VIEWPORTS, with a 4× CPU slowdown.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./server.mjs').BenchServer} server
 * @param {(line: string) => void} log
 * @param {{ passes?: number }} [options]
 * @returns {Promise<InteractionResult[]>}
 */
export async function measureInteractions(browser, server, log, { passes = INTERACTION_PASSES } = {}) {
  /** @type {InteractionResult[]} */
  const results = [];
  for (const viewport of INTERACTION_VIEWPORTS) {
    /** @type {InteractionPass[]} */
    const done = [];
    /** @type {string[]} */
    const problems = [];
    for (let index = 0; index < passes; index += 1) {
      const started = performance.now();
      try {
        done.push(await runPass(browser, server, viewport));
        log(
          `  interactions at ${viewport.name}, pass ${index + 1}: ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      } catch (error) {
        problems.push(`pass ${index + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
    }
    results.push({
      viewport: viewport.name,
      cpuSlowdown: CPU_SLOWDOWN,
      passes: done,
      steps: medianSteps(done),
      inpMs: median(done.map((pass) => pass.inp).filter((inp) => inp !== null)),
      problems,
    });
  }
  return results;
}
