import type { Locator, Page } from '@playwright/test';
import { expect, isMobileLayout, tenderWithFreshChat, test, waitForPageReady } from './fixtures';

/**
 * Cited answers (issue #12, docs/api-contract.md): the assistant's answer lists the passages it quotes;
 * choosing one opens that topic's tab with the quote marked, in view and focused. At 1440x900 from the
 * 'Vragen?' sidebar; at 390x844 from the chat dialog, which closes to show the tab. The sources come back
 * with the history after a reload.
 */

type FeedTender = { id: number; displayName: string; submissionDate: string };

const USER = 'demo@tenderwijzer.be';

/** The chat: the sidebar on a large screen, the dialog behind the floating button on a phone. */
async function openChat(page: Page): Promise<Locator> {
  if (!isMobileLayout(page)) return page.getByRole('complementary', { name: 'Vragen?' });
  await page.getByRole('button', { name: 'Vragen?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vragen?' });
  // The dialog's own element has no box (its panel is fixed): its input shows it is open.
  await expect(dialog.getByRole('textbox', { name: 'Je vraag' })).toBeVisible();
  return dialog;
}

test('a source under an answer opens its tab with the quote marked, also after a reload', async ({
  page,
  loginAs,
  expectNoA11yViolations,
}) => {
  await loginAs(USER);
  const tender = await tenderWithFreshChat<FeedTender>(page, (candidate) => Boolean(candidate.submissionDate));
  await page.goto(`/tenders/${tender.id}/info`);
  await waitForPageReady(page, tender.displayName);
  await expect(page.getByRole('tab', { name: 'Beschrijving' })).toHaveAttribute('aria-selected', 'true');

  let chat = await openChat(page);
  const input = chat.getByRole('textbox', { name: 'Je vraag' });
  await input.fill('Wat is de deadline?');
  await input.press('Enter');
  const log = chat.getByRole('log', { name: 'Gesprek met de assistent' });
  const sources = log.getByRole('list', { name: 'Bronnen' });
  await expect(sources).toBeVisible();
  const source = sources.getByRole('button', { name: /^Planning en deadlines: toon “.+” in het tabblad$/ }).first();
  await expect(source).toBeVisible();
  const excerpt = (await source.locator('q').innerText()).replace(/…$/, '').trim();

  await source.click();

  if (isMobileLayout(page)) await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Planning en deadlines' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const mark = panel.locator('mark[data-quote="start"]');
  await expect(mark).toBeFocused();
  await expect(mark).toBeInViewport();
  const marked = (await panel.locator('mark').allInnerTexts()).join('').replace(/\s+/g, ' ');
  expect(excerpt.replace(/\s+/g, ' ')).toContain(marked.trim().slice(0, 20));
  await expect(page.getByRole('status').filter({ hasText: 'Het geciteerde fragment is gemarkeerd' })).toHaveText(
    'Het geciteerde fragment is gemarkeerd in het tabblad Planning en deadlines.',
  );
  await expectNoA11yViolations({ state: 'quote marked' });

  // Another tab takes the mark away.
  await page.getByRole('tab', { name: 'Beschrijving' }).click();
  await expect(page.getByRole('tabpanel').locator('mark')).toHaveCount(0);

  // The history keeps the sources: after a reload the same source shows the quote again.
  await page.reload();
  await waitForPageReady(page, tender.displayName);
  chat = await openChat(page);
  const again = chat
    .getByRole('log', { name: 'Gesprek met de assistent' })
    .getByRole('list', { name: 'Bronnen' })
    .getByRole('button', { name: /^Planning en deadlines: toon/ })
    .first();
  await expect(again).toBeVisible();
  await again.click();
  if (isMobileLayout(page)) await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('tabpanel').locator('mark[data-quote="start"]')).toBeFocused();
});
