import type { Page } from '@playwright/test';
import { expect, pageHeading, test } from './fixtures';

/** Links on the page that leave the app (a new window or another origin) without rel="noopener noreferrer". */
function unsafeLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => link.target !== '' || (link.protocol.startsWith('http') && link.origin !== location.origin))
      .filter((link) => !['noopener', 'noreferrer'].every((token) => link.relList.contains(token)))
      .map((link) => link.href),
  );
}

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the built app runs under its Content-Security-Policy without a single violation @any-size', async ({
  page,
  signInAs,
}) => {
  const violations = await recordCspViolations(page);
  const html = await page.request.get('/').then((response) => response.text());
  const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]?.replaceAll('&#39;', "'");
  // Built with the relative VITE_API_URL `/api`: calls go to this origin only.
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)|<style/);

  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  expect(await unsafeLinks(page)).toEqual([]);
  await page.goto('/faq');
  await expect(pageHeading(page, 'Veelgestelde vragen')).toBeVisible();
  expect(await unsafeLinks(page)).toEqual([]);

  // A toast is styled by the imported stylesheet, not by a <style> the library injects.
  await signInAs('onbevestigd@tenderwijzer.be');
  await page.goto('/tenders');
  const dialog = page.getByRole('dialog', { name: 'Verifieer je e-mailadres' });
  await dialog.getByRole('button', { name: 'Verificatie e-mail opnieuw verzenden' }).click();
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');

  expect(await violations()).toEqual([]);
  expect(await page.locator('style').count()).toBe(0);
});

test('the host sends the security headers, and no other site can frame the app', async ({ page }) => {
  const response = await page.request.get('/tenders');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  // A page of another origin (here a blank page) that frames the app: the browser refuses to show it there.
  const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.setContent(`<iframe title="Tenderwijzer" src="${new URL('/', response.url()).href}"></iframe>`);
  await refused;
  const frame = page.frameLocator('iframe[title="Tenderwijzer"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
});
