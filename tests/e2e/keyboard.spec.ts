import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, isMobileLayout, pageHeading, test } from './fixtures';

/**
 * Without a mouse (issue #11): log in, open the feed, save a tender, open its detail, switch tabs with
 * the arrow keys, and ask the assistant, at both sizes. Only page.keyboard moves the focus; every
 * element the focus lands on shows a focus indicator, and closing a menu or dialog gives the focus back
 * to the control that opened it.
 */

// One long walk through the app, a key press at a time: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Why the focused element has no visible focus indicator, or null when it has one. */
async function missingFocusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing has the focus';
    // A menu or list box keeps the focus itself and marks its active option (aria-activedescendant).
    const activeId = focused.getAttribute('aria-activedescendant');
    const element = (activeId && document.getElementById(activeId)) || focused;
    const describe = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || ''}"`;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return `${describe} has no size`;
    // A label around a visually hidden native control draws the ring for it.
    const style = getComputedStyle((box.width <= 1 && element.closest('label')) || element);
    const hasOutline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    // A ring is a box shadow with a spread and no blur (Tailwind's ring-*).
    const hasRing = /0px 0px 0px [1-9]/.test(style.boxShadow);
    return hasOutline || hasRing ? null : `${describe} shows no outline or ring`;
  });
}

async function expectVisibleFocus(page: Page) {
  expect(await missingFocusIndicator(page), 'a visible focus indicator').toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking on the way that every focused
 * element shows where the focus is.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Past the first or last element the focus leaves for the browser's own controls (body here).
    if (await page.evaluate(() => document.activeElement === document.body)) continue;
    await expectVisibleFocus(page);
    if (await handle?.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`the focus did not reach ${target.toString()} in ${max} presses`);
}

test('a user logs in, saves a tender, reads its tabs and asks the assistant, with the keyboard only', async ({
  page,
}) => {
  const mobile = isMobileLayout(page);
  await page.goto('/login');
  await expect(pageHeading(page, 'Inloggen')).toBeVisible();

  await test.step('the skip link is the first stop and leads into the content', async () => {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('log in', async () => {
    await tabTo(page, page.getByLabel('E-mailadres'));
    await page.keyboard.type('demo@tenderwijzer.be');
    await tabTo(page, page.getByLabel('Wachtwoord', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, 'Feed')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  await test.step('the header menu closes with Escape and gives the focus back', async () => {
    const opener = mobile
      ? page.getByRole('button', { name: 'Matching profiel tonen' })
      : page.getByRole('button', { name: 'Profiel', exact: true });
    // After the login form went, the focus is at the start of the feed's content: the header is behind it.
    await tabTo(page, opener, { backwards: true });
    await page.keyboard.press('Enter');
    if (mobile) {
      // The dialog element has no box of its own (its panel is fixed): its close button stands for it.
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Menu sluiten' }),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('menu')).toBeFocused();
      await expect(page.getByRole('menu')).toHaveAttribute(
        'aria-activedescendant',
        (await page.getByRole('menuitem', { name: 'Account' }).getAttribute('id')) ?? '',
      );
    }
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole(mobile ? 'dialog' : 'menu')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);
  });

  const card = page.getByRole('article').first();
  const tenderName = (await card.getByRole('heading').innerText()).trim();

  await test.step('save the first tender with Space', async () => {
    const save = card.getByRole('button', { name: 'Bewaren' });
    const wasSaved = (await save.getAttribute('aria-pressed')) === 'true';
    await tabTo(page, save);
    await page.keyboard.press('Space');
    await expect(save).toHaveAttribute('aria-pressed', wasSaved ? 'false' : 'true');
  });

  await test.step('open its detail with Enter', async () => {
    await tabTo(page, card.getByRole('link', { name: 'BEKIJK' }));
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, tenderName)).toBeVisible();
  });

  await test.step('switch topic tabs with the arrow keys', async () => {
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, tabs.first());
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName(await tabs.nth(1).innerText());
  });

  await test.step('send a chat message with Enter', async () => {
    let chat: Locator;
    const opener = page.getByRole('button', { name: 'Vragen?' });
    if (mobile) {
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      chat = page.getByRole('dialog', { name: 'Vragen?' });
      await expect(chat.getByRole('textbox', { name: 'Je vraag' })).toBeFocused();
    } else {
      chat = page.getByRole('complementary', { name: 'Vragen?' });
      await tabTo(page, chat.getByRole('textbox', { name: 'Je vraag' }));
    }
    await expectVisibleFocus(page);
    await page.keyboard.type('Wanneer is de deadline?');
    await page.keyboard.press('Enter');
    const log = chat.getByRole('log', { name: 'Gesprek met de assistent' });
    await expect(log.getByText('Wanneer is de deadline?')).toBeVisible();
    await expect(log.getByText('Uit het tabblad').last()).toBeVisible();
    if (mobile) {
      await page.keyboard.press('Escape');
      await expect(chat).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expectVisibleFocus(page);
    }
  });

  await test.step('go to the account through the header menu', async () => {
    const opener = mobile
      ? page.getByRole('button', { name: 'Matching profiel tonen' })
      : page.getByRole('button', { name: 'Profiel', exact: true });
    await tabTo(page, opener, { backwards: true });
    await page.keyboard.press('Enter');
    if (mobile) {
      await tabTo(page, page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Account' }));
    } else {
      await expect(page.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('data-focus', '');
    }
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, 'Account')).toBeVisible();
  });

  await test.step('a confirmation dialog closes with Escape and gives the focus back', async () => {
    const cancel = page
      .getByRole('region', { name: 'Facturering' })
      .getByRole('button', { name: 'Abonnement Opzeggen' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Abonnement opzeggen?' });
    await expect(dialog.getByRole('button', { name: 'Terug' })).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await expectVisibleFocus(page);
  });
});
