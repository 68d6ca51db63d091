import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterSessionEvent } from './after-session-event';
import { wipeDevice } from './wipe-device';

/** What a logged-in user's browser holds: the app's keys beside a key of another site's code. */
function fillStorage() {
  localStorage.setItem('auth', '{"access":"a","refresh":"r"}');
  localStorage.setItem('tw.auth-clear-reason', 'expired');
  localStorage.setItem('tw.bid-draft.7.12', '{"version":1}');
  localStorage.setItem('tw.full-access-user', '7');
  localStorage.setItem('tw.payment-banner', '"payment_issue"');
  localStorage.setItem('tw.bids-extension', 'offered');
  localStorage.setItem('tw.offline-cache', '1');
  localStorage.setItem('someone-else', 'kept');
  sessionStorage.setItem('tw.feed-places', '{"a:/tenders?search=brug":{}}');
  sessionStorage.setItem('tw.verify-banner-closed', '1');
}

const keys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).sort((a, b) =>
    String(a).localeCompare(String(b)),
  );

function stubCaches(names: string[]) {
  const held = new Set(names);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...held]),
    delete: (name: string) => Promise.resolve(held.delete(name)),
  });
  return held;
}

/** Records which IndexedDB databases a wipe opens to empty; each answers as if it did not exist. */
function stubIndexedDB(): string[] {
  const opened: string[] = [];
  vi.stubGlobal('indexedDB', {
    open(name: string) {
      opened.push(name);
      const request = { onerror: null as null | (() => void) };
      queueMicrotask(() => request.onerror?.());
      return request;
    },
  });
  return opened;
}

describe('wipeDevice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('removes everything personal but the tokens, which are the session’s, and keeps the precache', async () => {
    fillStorage();
    const cachesLeft = stubCaches(['workbox-precache-v2-https://app/', 'api-answers', 'old-build-runtime']);
    const databases = stubIndexedDB();
    await wipeDevice();
    expect(databases).toEqual(['tenderwijzer-offline', 'tenderwijzer-outbox']);
    expect(keys(localStorage)).toEqual(['auth', 'someone-else', 'tw.auth-clear-reason']);
    expect(keys(sessionStorage)).toEqual([]);
    expect([...cachesLeft]).toEqual(['workbox-precache-v2-https://app/']);
  });

  it('keeps a named store when asked (the outbox after an ended session)', async () => {
    localStorage.setItem('tw.ended-session-user', '7');
    localStorage.setItem('tw.full-access-user', '7');
    await wipeDevice({ keep: ['endedSessionUser'] });
    expect(keys(localStorage)).toEqual(['tw.ended-session-user']);
  });
});

describe('afterSessionEvent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after an end, remembers whose outbox is kept; that user’s next login keeps it, another user’s does not', async () => {
    fillStorage();
    const databases = stubIndexedDB();
    await afterSessionEvent({ type: 'ended', userId: '7' });
    expect(localStorage.getItem('tw.ended-session-user')).toBe('7');
    expect(localStorage.getItem('tw.bid-draft.7.12')).toBeNull();
    expect(databases).toEqual(['tenderwijzer-offline']);

    // What the new session stores from its first answers on is left alone.
    localStorage.setItem('tw.full-access-user', '7');
    await afterSessionEvent({ type: 'logged-in', userId: '7' });
    expect(databases).toEqual(['tenderwijzer-offline']);
    expect(localStorage.getItem('tw.ended-session-user')).toBeNull();
    expect(localStorage.getItem('tw.full-access-user')).toBe('7');

    await afterSessionEvent({ type: 'ended', userId: '7' });
    databases.length = 0;
    await afterSessionEvent({ type: 'logged-in', userId: '8' });
    expect(databases).toEqual(['tenderwijzer-outbox']);
    expect(localStorage.getItem('tw.ended-session-user')).toBeNull();
  });

  it('a logout and a change of user remove everything personal', async () => {
    fillStorage();
    stubIndexedDB();
    await afterSessionEvent({ type: 'logged-out', userId: '7' });
    expect(keys(localStorage)).toEqual(['auth', 'someone-else', 'tw.auth-clear-reason']);
    fillStorage();
    await afterSessionEvent({ type: 'user-changed', userId: '8', previousUserId: '7' });
    expect(keys(sessionStorage)).toEqual([]);
    expect(localStorage.getItem('tw.full-access-user')).toBeNull();
  });
});
