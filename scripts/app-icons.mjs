// @ts-check
// `npm run icons`: draws the app icons of the web app manifest (public/icons) from the logo, in Debian's
// Chromium: 192 and 512 px ("any", the rounded logo), 512 px maskable (full bleed, the letter inside the
// safe zone) and the 180 px Apple touch icon (iOS rounds it itself). Run again when the logo changes.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import browser from '../tests/e2e/chromium.json' with { type: 'json' };

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const OUT = path.join(ROOT, 'public', 'icons');
const BLUE = '#1e3a8a';
const LETTER = 'M9 10h14v3h-5.5v11h-3V13H9z';

/** The logo of public/favicon.svg; `bleed` fills the square and shrinks the letter to the maskable safe zone. */
const logo = (bleed) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  `<rect width="32" height="32" rx="${bleed ? 0 : 8}" fill="${BLUE}"/>` +
  `<path d="${LETTER}" fill="#fff" transform="${bleed ? 'translate(3.2 3.2) scale(0.8)' : ''}"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
  { file: 'apple-touch-icon-180.png', size: 180, bleed: true },
];

await mkdir(OUT, { recursive: true });
const instance = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? browser.executablePath,
  args: browser.args,
});
try {
  for (const { file, size, bleed } of ICONS) {
    const page = await instance.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${logo(bleed)}`);
    await page.screenshot({ path: path.join(OUT, file), omitBackground: true });
    await page.close();
  }
} finally {
  await instance.close();
}
process.stdout.write(`Icons written to ${path.relative(ROOT, OUT)}\n`);
