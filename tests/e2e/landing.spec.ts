import type { Locator, Page } from '@playwright/test';
import { expect, isMobileLayout, test } from './fixtures';

/**
 * Issue #3: the landing page walked at 1440x900 (desktop project) and 390x844 (mobile project):
 * hero buttons, pricing toggle, main-features accordion, both carousels and every call to action.
 */

const SAMPLE_TENDERS = {
  website: 'Ontwikkeling, hosting en onderhoud van een toegankelijke gemeentelijke website met digitaal loket',
  campaign: 'Communicatiecampagne en beheer van sociale media voor de nieuwe afvalinzameling',
  cloud: 'Raamovereenkomst voor cloudhosting, back-up en helpdeskondersteuning',
};

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vind de overheidsopdrachten die bij uw bedrijf passen',
  );
}

/**
 * A carousel region once react-slick has set it up. It loads in its own chunk when its section nears
 * the viewport, so scroll to the heading above it first.
 */
async function carousel(page: Page, name: string, heading: string): Promise<Locator> {
  await page.getByRole('heading', { name: heading }).scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.slick-initialized')).toBeVisible();
  return region;
}

/**
 * Waits for a slide animation to end: react-slick ignores a click while its track is still moving,
 * as a quick second click of a user would be.
 */
async function expectSlideSettled(region: Locator) {
  await expect(region.locator('.slick-track')).not.toHaveAttribute('style', /transition/);
}

/**
 * Swipes a carousel one step to the left with real touch events, as a thumb on a phone would
 * (Playwright has no swipe gesture; Chromium's DevTools protocol dispatches touches).
 */
async function swipeLeft(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', box.x + box.width - 40);
  for (let x = box.x + box.width - 70; x > box.x + 40; x -= 30) await touch('touchMove', x);
  await touch('touchEnd');
  await cdp.detach();
}

/** The title of the slide react-slick centres (`slick-current` is the real slide, never a clone). */
function centredSampleTitle(region: Locator): Locator {
  return region.locator('.slick-current').getByRole('heading', { level: 3 });
}

/** Six numbered features, the first open; one open at a time; clicking the open one closes it. */
async function checkAccordion(page: Page) {
  const features = page.locator('#hoofdfuncties');
  await features.scrollIntoViewIfNeeded();
  const toggles = features.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(toggles).toHaveCount(6);
  const first = features.getByRole('button', { name: /AI-matching van aanbestedingen/ });
  const second = features.getByRole('button', { name: /AI-aanbestedingsassistent/ });
  const firstPanel = features.getByRole('region', { name: /AI-matching van aanbestedingen/ });
  const secondPanel = features.getByRole('region', { name: /AI-aanbestedingsassistent/ });

  // The first is open by default, the others closed.
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstPanel).toBeVisible();
  await expect(features.locator('button[aria-expanded="true"]')).toHaveCount(1);

  // Opening another closes the first.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(secondPanel).toBeVisible();
  await expect(secondPanel).toContainText('80%');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();
  await expect(features.locator('button[aria-expanded="true"]')).toHaveCount(1);

  // Clicking the open one closes it: none open.
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(secondPanel).toBeHidden();
  await expect(features.locator('button[aria-expanded="true"]')).toHaveCount(0);
}

/** Three sample cards; arrows above 1024 px, dots at and below; then 'Bekijk aanbestedingen'. */
async function checkSampleCarousel(page: Page) {
  const region = await carousel(page, 'Voorbeeldaanbestedingen', 'Zo ziet uw feed eruit');
  const realSlides = region.locator('.slick-slide:not(.slick-cloned)');
  await expect(realSlides).toHaveCount(3);
  for (const name of Object.values(SAMPLE_TENDERS)) {
    await expect(realSlides.getByRole('heading', { level: 3, name, includeHidden: true })).toHaveCount(1);
  }
  await expect(centredSampleTitle(region)).toHaveText(SAMPLE_TENDERS.campaign);
  await expect(centredSampleTitle(region)).toBeInViewport();

  const dots = region.getByRole('button', { name: /^Ga naar dia \d$/ });
  const next = region.getByRole('button', { name: 'Volgende' });
  const previous = region.getByRole('button', { name: 'Vorige' });

  if (isMobileLayout(page)) {
    // At 1024 px and below: one card at a time, dots, and no arrows (hidden below 768 px).
    await expect(dots).toHaveCount(3);
    await expect(next).toBeHidden();
    await expect(previous).toBeHidden();
    await region.getByRole('button', { name: 'Ga naar dia 3' }).click();
    await expect(centredSampleTitle(region)).toHaveText(SAMPLE_TENDERS.cloud);
    await expectSlideSettled(region);
    await expect(centredSampleTitle(region)).toBeInViewport({ ratio: 0.9 });
    await region.getByRole('button', { name: 'Ga naar dia 1' }).click();
    await expect(centredSampleTitle(region)).toHaveText(SAMPLE_TENDERS.website);
  } else {
    // Above 1024 px: arrows and no dots.
    await expect(dots).toHaveCount(0);
    await expect(region.locator('.slick-dots')).toHaveCount(0);
    await next.click();
    await expect(centredSampleTitle(region)).toHaveText(SAMPLE_TENDERS.cloud);
    await expectSlideSettled(region);
    await previous.click();
    await expect(centredSampleTitle(region)).toHaveText(SAMPLE_TENDERS.campaign);
    await expectSlideSettled(region);
    await previous.click();
    await expect(centredSampleTitle(region)).toHaveText(SAMPLE_TENDERS.website);
  }
  await expectSlideSettled(region);
  await expect(centredSampleTitle(region)).toBeInViewport();

  // 'Bekijk aanbestedingen' goes to /tenders, which sends a visitor to log in first.
  await page.getByRole('link', { name: 'Bekijk aanbestedingen' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftenders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
}

/** Eight testimonials: two per view on desktop, one on a phone; dots, arrows or a swipe move on. */
async function checkTestimonials(page: Page) {
  const region = await carousel(page, 'Getuigenissen', 'Wat onze klanten zeggen');
  const quote = (name: string) => region.locator('figure').filter({ hasText: name });
  await expect(region.locator('figure')).toHaveCount(8);
  // Not infinite: react-slick makes no clones.
  await expect(region.locator('.slick-cloned')).toHaveCount(0);

  if (isMobileLayout(page)) {
    const dots = region.getByRole('button', { name: /^Ga naar dia \d$/ });
    await expect(dots).toHaveCount(8);
    await expect(quote('Sofie Claes')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Pieter Janssens')).not.toBeInViewport();
    await region.getByRole('button', { name: 'Ga naar dia 2' }).click();
    await expect(quote('Pieter Janssens')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Sofie Claes')).not.toBeInViewport();
    await expect(quote('Lotte Peeters')).not.toBeInViewport();

    // The arrows are hidden below 768 px: a swipe moves on to the next testimonial.
    await expect(region.getByRole('button', { name: 'Volgende' })).toBeHidden();
    await swipeLeft(page, region.locator('.slick-list'));
    await expect(quote('Lotte Peeters')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Pieter Janssens')).not.toBeInViewport();
  } else {
    // Two per view, two per step: four dots.
    await expect(region.getByRole('button', { name: /^Ga naar dia \d$/ })).toHaveCount(4);
    const previous = region.getByRole('button', { name: 'Vorige' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(quote('Sofie Claes')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Pieter Janssens')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Lotte Peeters')).not.toBeInViewport();

    await region.getByRole('button', { name: 'Volgende' }).click();
    await expect(quote('Lotte Peeters')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Tom Wouters')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Sofie Claes')).not.toBeInViewport();
    await expect(quote('Pieter Janssens')).not.toBeInViewport();
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');

    await region.getByRole('button', { name: 'Ga naar dia 4' }).click();
    await expect(quote('Nathalie De Smet')).toBeInViewport({ ratio: 0.9 });
    await expect(quote('Koen Willems')).toBeInViewport({ ratio: 0.9 });
    // The end of a non-infinite carousel: 'Volgende' is disabled.
    await expect(region.getByRole('button', { name: 'Volgende' })).toHaveAttribute('aria-disabled', 'true');
  }
}

/** The partner mail drafts, then 'Registreer' and 'Registreer nu!' to /register. */
async function checkCallsToAction(page: Page) {
  // The partner buttons open a mail draft: check the link, never click a mailto.
  const partnerships = page.locator('#partnerships');
  const drafts = [
    { name: 'Registreer als partner', subject: 'Wij willen ons registreren als Partner' },
    { name: 'Registreer als gemeente', subject: 'Wij willen ons registreren als Gemeente' },
  ];
  for (const { name, subject } of drafts) {
    const link = partnerships.getByRole('link', { name });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:info@tenderwijzer.be?subject=${encodeURIComponent(subject)}&body=`)).toBe(true);
    // Encoded, never raw: no spaces or line breaks in the link itself.
    expect(href).not.toMatch(/\s/);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe(subject);
    // RFC 6068: line breaks travel as CRLF (%0D%0A).
    expect(params.get('body')).toContain('Beste Tenderwijzer,\r\n\r\n');
  }

  const cta = page.locator('#cta');
  await cta.scrollIntoViewIfNeeded();
  await expect(cta.getByRole('heading', { level: 2 })).toHaveText(/Bent u geïnteresseerd\?\s*Ontdek ons platform!/);
  for (const benefit of [
    'Verbeterde efficiëntie',
    'Verhoogde conversie',
    'Snellere doorlooptijden',
    'AI-gestuurde ondersteuning',
  ]) {
    await expect(cta.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
  }

  await cta.getByRole('link', { name: 'Registreer', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();

  await page.goBack();
  await cta.getByRole('link', { name: 'Registreer nu!' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
}

test('the hero buttons scroll to the pricing and partnership sections', async ({ page }) => {
  await openLanding(page);
  const hero = page.getByRole('list', { name: 'Kies wat bij u past' });
  const pricingHeading = page.getByRole('heading', { level: 2, name: 'Prijzen' });
  const partnershipsHeading = page.getByRole('heading', { level: 2, name: 'Samen sterker in aanbestedingen' });

  await expect(pricingHeading).not.toBeInViewport();
  await hero.getByRole('link', { name: 'Voor bedrijven' }).click();
  await expect(page).toHaveURL(/\/#prijzen$/);
  await expect(page.locator('#prijzen')).toBeInViewport();
  await expect(pricingHeading).toBeInViewport();
  // Focus follows, so keyboard users continue in the section.
  await expect(page.locator('#prijzen')).toBeFocused();

  for (const name of ['Voor partners', 'Voor gemeenten']) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(partnershipsHeading).not.toBeInViewport();
    await hero.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/#partnerships$/);
    await expect(page.locator('#partnerships')).toBeInViewport();
    await expect(partnershipsHeading).toBeInViewport();
  }
});

test('the pricing toggle switches between monthly and yearly, and "Koop plan" leads to /register', async ({ page }) => {
  await openLanding(page);
  const pricing = page.locator('#prijzen');
  await pricing.scrollIntoViewIfNeeded();
  const monthly = pricing.getByRole('radio', { name: 'Maandelijks' });
  const yearly = pricing.getByRole('radio', { name: 'Jaarlijks' });

  // Monthly by default.
  await expect(monthly).toBeChecked();
  await expect(pricing.getByText('€ 99', { exact: true })).toBeVisible();
  await expect(pricing.getByText('Per maand', { exact: true })).toBeVisible();

  // The radios are visually hidden: a user clicks the pill's label.
  await pricing.locator('label').filter({ hasText: 'Jaarlijks' }).click();
  await expect(yearly).toBeChecked();
  await expect(monthly).not.toBeChecked();
  await expect(pricing.getByText('€ 999', { exact: true })).toBeVisible();
  await expect(pricing.getByText('Per jaar', { exact: true })).toBeVisible();
  await expect(pricing.getByText('€ 99', { exact: true })).toHaveCount(0);
  await expect(pricing.getByText('Per maand', { exact: true })).toHaveCount(0);

  await pricing.locator('label').filter({ hasText: 'Maandelijks' }).click();
  await expect(monthly).toBeChecked();
  await expect(pricing.getByText('€ 99', { exact: true })).toBeVisible();
  await expect(pricing.getByText('Per maand', { exact: true })).toBeVisible();

  await pricing.getByRole('link', { name: 'Koop plan' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
});

test('the main features: the accordion, the sample tender carousel and "Bekijk aanbestedingen"', async ({ page }) => {
  await openLanding(page);
  await test.step('accordion', () => checkAccordion(page));
  await test.step('sample tender carousel', () => checkSampleCarousel(page));
});

test('the testimonials carousel and the calls to action', async ({ page }) => {
  await openLanding(page);
  await test.step('testimonials', () => checkTestimonials(page));
  await test.step('calls to action', () => checkCallsToAction(page));
});
