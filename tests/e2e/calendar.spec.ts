import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { callApi, expect, test, waitForPageReady } from './fixtures';

type ApiTender = {
  id: number;
  displayName: string;
  submissionDate: string;
  daysRemaining: number | null;
  isSaved: boolean;
};
type ApiPage = { next: string | null; results: ApiTender[] };

const DEMO = 'demo@tenderwijzer.be';
const ADD = 'Zet in agenda';

/** Clicks and catches the download it starts, then parses the file with ical.js. */
async function downloadIcs(page: Page, trigger: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return readIcs(download);
}

async function readIcs(download: Download) {
  const text = await readFile(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { fileName: download.suggestedFilename(), text, events };
}

/** The reminders of an event, in seconds before its start. */
function alarmOffsets(event: ICAL.Event): number[] {
  return event.component
    .getAllSubcomponents('valarm')
    .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs(DEMO);
});

test("a feed card's 'Zet in agenda' downloads its deadline in Brussels time with two reminders", async ({ page }) => {
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  const card = page
    .getByRole('feed')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: ADD }) })
    .first();
  const button = card.getByRole('button', { name: ADD });
  await button.scrollIntoViewIfNeeded();
  // The compact action stays inside its card at both sizes.
  const [cardBox, buttonBox] = await Promise.all([card.boundingBox(), button.boundingBox()]);
  expect(buttonBox && cardBox && buttonBox.x + buttonBox.width <= cardBox.x + cardBox.width).toBe(true);
  expect(buttonBox?.height).toBeGreaterThanOrEqual(44);

  const href = await card.getByRole('link', { name: 'BEKIJK' }).getAttribute('href');
  const id = Number(/\/tenders\/(\d+)/.exec(href ?? '')?.[1]);
  const { body: tender } = await callApi<{ data: ApiTender }>(page, `tenders/${id}/info/`);

  const { fileName, text, events } = await downloadIcs(page, button);

  expect(fileName).toBe(`deadline-aanbesteding-${id}.ics`);
  expect(text).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Brussels\r\n');
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event?.summary).toBe(`Deadline: ${tender.data.displayName}`);
  expect(event?.startDate.zone?.tzid).toBe('Europe/Brussels');
  expect((event?.startDate.toUnixTime() ?? 0) * 1000).toBe(Date.parse(tender.data.submissionDate));
  expect(event ? alarmOffsets(event) : []).toEqual([-7 * 86_400, -86_400]);
  expect(event?.description).toContain(`/tenders/${id}/info`);
});

test("the detail's 'Zet in agenda' downloads the tender's deadline", async ({ page }) => {
  await page.goto('/tenders/50/info');
  await waitForPageReady(page);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  const actions = page.getByRole('group', { name: 'Acties voor deze aanbesteding' });

  const { events } = await downloadIcs(page, actions.getByRole('button', { name: ADD }));

  expect(events.map((event) => event.summary)).toEqual([`Deadline: ${name}`]);
  expect(events[0]?.uid).toBe('tender-50-deadline@tenderwijzer.be');
});

test("'Exporteer deadlines' puts every saved tender's deadline to come, over all pages, in one file", async ({
  page,
}) => {
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  // Ten more saved tenders make the saved feed two pages long.
  const matched: ApiTender[] = [];
  for (const number of [1, 2]) {
    const { body } = await callApi<ApiPage>(page, `matched-tenders/?language=NL&page=${number}`);
    matched.push(...body.results);
  }
  for (const tender of matched.filter((item) => !item.isSaved).slice(0, 10)) {
    await callApi(page, `tenders/${tender.id}/interact/`, { method: 'POST', body: { action: 'save' } });
  }
  const saved: ApiTender[] = [];
  for (let number = 1; number;) {
    const { body } = await callApi<ApiPage>(page, `tender-relations/saved_tenders/?language=NL&page=${number}`);
    saved.push(...body.results);
    number = body.next ? number + 1 : 0;
  }
  expect(saved.length).toBeGreaterThan(10);
  const withDeadline = saved.filter((tender) => tender.submissionDate && (tender.daysRemaining ?? 0) >= 0);

  await page.goto('/tenders/saved');
  await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  const exportButton = page.getByRole('button', { name: 'Exporteer deadlines' });
  await expect(exportButton).toBeVisible();

  const { fileName, events } = await downloadIcs(page, exportButton);

  expect(fileName).toBe('deadlines-bewaarde-aanbestedingen.ics');
  expect(events.map((event) => event.uid).sort()).toEqual(
    withDeadline.map((tender) => `tender-${tender.id}-deadline@tenderwijzer.be`).sort(),
  );
  for (const event of events) expect(alarmOffsets(event)).toEqual([-7 * 86_400, -86_400]);
  await expect(page.getByText(`${withDeadline.length} deadlines geëxporteerd.`, { exact: false })).toBeVisible();
});
