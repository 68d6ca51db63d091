import { test, waitForPageReady } from '../fixtures';
test('shot', async ({ page, signInAs }) => {
  await signInAs('demo@tenderwijzer.be');
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.screenshot({ path: `/tmp/triage-${test.info().project.name}-feed.png` });
  await page.keyboard.press('?');
  await page.getByText('Volgende aanbesteding').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/triage-${test.info().project.name}-help.png` });
});
