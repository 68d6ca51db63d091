import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readMailto } from '@tests/utils/mailto';
import { renderApp } from '@tests/utils/render';

const FULL = 'demo@tenderwijzer.be';

/**
 * Every link on the page: a new window or another site gets rel="noopener noreferrer" (the other
 * site cannot reach `window.opener` nor learn the page's URL), mail drafts are encoded per RFC 6068,
 * and no link runs script.
 */
function expectSafeLinks() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    const url = new URL(href, window.location.href);
    expect(['http:', 'https:', 'mailto:', 'tel:'], href).toContain(url.protocol);
    if (url.protocol === 'mailto:') readMailto(href);
    const leavesApp = link.target !== '' || (url.protocol.startsWith('http') && url.origin !== window.location.origin);
    if (leavesApp) {
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      expect(rel, `rel of ${href}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  }
}

describe('links on every page', () => {
  it.each([
    ['/', 'Samen sterker in aanbestedingen'],
    ['/faq', 'Veelgestelde vragen'],
    ['/privacy', 'Privacyverklaring'],
  ])(
    'are safe on %s',
    async (url, heading) => {
      renderApp(url);
      await screen.findByRole('heading', { name: heading }, { timeout: 8000 });
      await screen.findByRole('link', { name: /LinkedIn/ });
      expectSafeLinks();
    },
    15_000,
  );

  it.each([
    ['/tenders/50/info', 'Help me deel te nemen aan deze tender!'],
    ['/account', 'Partnerschappen'],
  ])(
    'are safe on %s when logged in',
    async (url, marker) => {
      renderApp(url, { user: FULL });
      await screen.findAllByText(marker, {}, { timeout: 8000 });
      expectSafeLinks();
    },
    15_000,
  );
});
