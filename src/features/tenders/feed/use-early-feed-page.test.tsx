import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { STORAGE_KEYS } from '@/config/constants';
import { sampleTenders } from '@/features/tenders/data/sample-tenders';
import { demoAccounts } from '@/mocks/demo-accounts';
import { server } from '@/mocks/server';
import { expectCardCount } from '@tests/utils/feed-cards';
import { renderApp } from '@tests/utils/render';

const api = (path: string) => `${env.API_URL}/${path}`;
const DEMO = 'demo@tenderwijzer.be';
const FREE = 'gratis@tenderwijzer.be';
const idOf = (email: string) => String(demoAccounts.find((account) => account.email === email)?.id);

/** The feed's calls, and a subscription status that answers `accessLevel` only once released. */
function backend(accessLevel: string) {
  const feedCalls: URL[] = [];
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(api(endpoints.payments.status), async () => {
      await answered;
      return HttpResponse.json({
        status: null,
        isActive: accessLevel === 'full_access',
        willCancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        statusDisplay: null,
        accessLevel,
        userFacingStatus: null,
        message: null,
      });
    }),
    http.get(api(endpoints.tenders.matched), ({ request }) => {
      feedCalls.push(new URL(request.url));
      return HttpResponse.json({
        count: 1,
        next: null,
        previous: null,
        results: [{ id: 901, displayName: 'Echte opdracht', isSaved: false, isRejected: false, daysRemaining: 9 }],
      });
    }),
  );
  return { feedCalls, release };
}

/** Every card name that was ever put in the document, so a card shown for a single frame is caught too. */
function watchCardNames(): string[] {
  const names: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
      if (!(node instanceof Element)) continue;
      const cards = [...(node.matches('article') ? [node] : []), ...node.querySelectorAll('article')];
      names.push(...cards.map((card) => card.querySelector('h2')?.textContent ?? ''));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return names;
}

describe('the first feed page beside the subscription status', { timeout: 15_000 }, () => {
  it('is asked before the status answers when this browser last saw full access for this user', async () => {
    localStorage.setItem(STORAGE_KEYS.fullAccessUser, idOf(DEMO));
    const { feedCalls, release } = backend('full_access');
    renderApp('/tenders', { user: DEMO });
    await waitFor(() => expect(feedCalls).toHaveLength(1));
    // Not shown before the status says full access.
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Echte opdracht' })).toBeInTheDocument();
    // The early answer is the feed's own: not asked a second time.
    expect(feedCalls).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.fullAccessUser)).toBe(idOf(DEMO));
  });

  it('is discarded, never shown, when the status now says demo: the sample tenders show', async () => {
    const names = watchCardNames();
    localStorage.setItem(STORAGE_KEYS.fullAccessUser, idOf(FREE));
    const { feedCalls, release } = backend('needs_new_subscription');
    const { queryClient } = renderApp('/tenders', { user: FREE });
    await waitFor(() => expect(feedCalls).toHaveLength(1));
    release();
    expect(await screen.findByRole('heading', { name: 'Demomodus' })).toBeInTheDocument();
    await expectCardCount(sampleTenders.length);
    expect(names).not.toContain('Echte opdracht');
    expect(queryClient.getQueriesData({ queryKey: ['tenders', 'list'] })).toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.fullAccessUser)).toBeNull());
  });

  it('is not asked for another user, nor by a browser that never saw full access', async () => {
    localStorage.setItem(STORAGE_KEYS.fullAccessUser, idOf(DEMO));
    const { feedCalls, release } = backend('needs_new_subscription');
    renderApp('/tenders', { user: FREE });
    release();
    expect(await screen.findByRole('heading', { name: 'Demomodus' })).toBeInTheDocument();
    expect(feedCalls).toHaveLength(0);
  });

  it('waits for the status when this browser has seen nothing yet, and remembers full access', async () => {
    const { feedCalls, release } = backend('full_access');
    renderApp('/tenders', { user: DEMO });
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument();
    expect(feedCalls).toHaveLength(0);
    release();
    expect(await screen.findByRole('article', { name: 'Echte opdracht' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.fullAccessUser)).toBe(idOf(DEMO));
  });
});
