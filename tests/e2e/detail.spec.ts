import { expect, isMobileLayout, tenderWithFreshChat, test, waitForPageReady } from './fixtures';

/**
 * The tender detail (spec §2): logged in as the demo subscriber, read every tab of a tender, then ask the
 * assistant a question and get an answer that quotes the tender: in the 'Vragen?' sidebar at 1440x900,
 * in the dialog behind the floating button at 390x844.
 */

type Topic = { type: string; value: string };
type FeedTender = { id: number; displayName: string; analysis: { topics: Topic[] } | null };

const USER = 'demo@tenderwijzer.be';

test('a subscriber reads every tab of a tender and the assistant answers quoting it', async ({ page, loginAs }) => {
  await loginAs(USER);
  const tender = await tenderWithFreshChat<FeedTender>(page);
  await page.goto(`/tenders/${tender.id}/info`);
  await waitForPageReady(page, tender.displayName);

  // The description first, then one tab per topic (the description topic adds none).
  const tabs = page.getByRole('tab');
  const topicCount = (tender.analysis?.topics ?? []).filter((topic) => topic.type !== 'description').length;
  await expect(tabs).toHaveCount(topicCount + 1);
  await expect(tabs.first()).toHaveText('Beschrijving');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  for (const tab of await tabs.all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    expect((await panel.innerText()).trim().length, `content of ${await tab.innerText()}`).toBeGreaterThan(0);
  }
  // Keyboard: arrows move between tabs.
  await tabs.first().click();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();

  await expect(page.getByRole('button', { name: /^(Bewaren|Bewaard)$/ })).toHaveAttribute('aria-pressed', /true|false/);
  await expect(page.getByRole('link', { name: 'Help me deel te nemen aan deze tender!' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  const faq = page.getByRole('region', { name: 'Veelgestelde Vragen' });
  await expect(faq).toBeVisible();
  // The questions' code loads as the section nears the viewport, not with the detail.
  await faq.scrollIntoViewIfNeeded();
  await expect(faq.getByRole('button', { name: 'Hoe schrijf ik in op deze aanbesteding?' })).toBeVisible();

  await page.getByRole('tab', { name: 'Planning en deadlines' }).click();
  const planning = await page.getByRole('tabpanel').innerText();

  // The chat: a sidebar on a large screen, a dialog behind the floating button on a phone.
  let chat;
  if (isMobileLayout(page)) {
    await expect(page.getByRole('complementary', { name: 'Vragen?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Vragen?' }).click();
    chat = page.getByRole('dialog', { name: 'Vragen?' });
  } else {
    await expect(page.getByRole('button', { name: 'Vragen?' })).toHaveCount(0);
    chat = page.getByRole('complementary', { name: 'Vragen?' });
  }
  const input = chat.getByRole('textbox', { name: 'Je vraag' });
  await expect(input).toBeVisible();
  const log = chat.getByRole('log', { name: 'Gesprek met de assistent' });
  const box = await log.boundingBox();
  // 24rem; a phone's device pixel ratio can leave a sub-pixel remainder.
  expect(box?.height).toBeCloseTo(384, 0);

  const send = chat.getByRole('button', { name: 'Versturen' });
  await expect(send).toBeDisabled();
  await input.fill('Wat is de deadline?');
  await input.press('Enter');
  await expect(log.getByText('Wat is de deadline?')).toBeVisible();
  await expect(input).toHaveValue('');

  // The reply names the tab it quotes, and the quoted passage is the tender's own text.
  await expect(log.getByText('Uit het tabblad')).toBeVisible();
  // The first: a cited answer also names the tab under the answer (docs/api-contract.md, Cited answers).
  await expect(log.getByText('Planning en deadlines', { exact: true }).first()).toBeVisible();
  const quoted = (await log.locator('blockquote').first().innerText()).trim();
  expect(quoted.length).toBeGreaterThan(0);
  expect(planning.replace(/\s+/g, ' ')).toContain(quoted.split('\n')[0]?.replace(/\s+/g, ' ').trim());

  // The conversation exists now, so personal help is offered.
  await expect(chat.getByRole('link', { name: 'Krijg persoonlijke hulp' })).toHaveAttribute('href', /^mailto:/);
});
