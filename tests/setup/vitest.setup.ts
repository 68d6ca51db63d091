import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetEarlyCallsForTests } from '@/api/early/early-calls';
import { resetRefreshTokensForTests } from '@/api/refresh-tokens';
import { resetSessionForTests } from '@/lib/frame/session';
import { resetTokenStorageForTests } from '@/api/early/token-storage';
import { resetToggleSenderForTests } from '@/api/offline/mutation-state';
import { resetOfflineStatusForTests } from '@/api/offline/offline-status';
import { resetToastsForTests } from '@/lib/logged-in/toast';
import { resetToastHostRequestForTests } from '@/lib/frame/toast-host-request';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { fakeMediaQueryList } from '../utils/media-query';
import { clearTestQueryClients } from '../utils/query-wrapper';

// Lazy routes load on demand; on a busy 2-core CI machine that can take longer than the default 1 s.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  resetDb();
  // A test fails on console.error/warn unless it says it expects one (mockImplementation in the test).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.warn was called: ${args.map(String).join(' ')}`);
  });
});

const hasDom = typeof window !== 'undefined';

/** Node has no Web Storage: the app's token storage gets an in-memory one in the `node` project. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

if (!hasDom) {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true, writable: true });
  }
}

afterEach(async () => {
  vi.useRealTimers();
  server.resetHandlers();
  // A test that watches the requests (request:start) stops watching with it, passed or failed.
  server.events.removeAllListeners();
  // Unmounted first: a component leaving may still write to storage (the feed remembers its place).
  if (hasDom) cleanup();
  clearTestQueryClients();
  // The code a test started to load (a preloaded page, a lazy dialog) arrives before the next test: a file
  // that ends with an import on its way fails it (EnvironmentTeardownError), and the worker keeps that failure
  // for every later file that imports the module.
  await vi.dynamicImportSettled();
  localStorage.clear();
  sessionStorage.clear();
  // A test that went offline leaves React Query's online state behind once no client listens for the
  // 'online' event any more: the next file's calls would wait for a connection that never comes back.
  onlineManager.setOnline(true);
  // The app's modules are shared too: what they hold goes back to how it was when first imported.
  // After cleanup(): unmounting still unsubscribes from them.
  resetSessionForTests();
  resetTokenStorageForTests();
  resetRefreshTokensForTests();
  resetEarlyCallsForTests();
  resetToggleSenderForTests();
  resetOfflineStatusForTests();
  resetToastHostRequestForTests();
  resetToastsForTests();
});

// jsdom lacks these browser APIs that Headless UI, carousels and the layout use.
if (hasDom) {
  class ResizeObserverStub {
    private readonly watched = new Set<Element>();
    constructor(private readonly onResize: ResizeObserverCallback) {}
    /**
     * Like a browser after its layout, an observer of border boxes (the feed's virtualizer measuring its
     * cards) hears each element's size once: jsdom lays nothing out, so 0, as its `offsetHeight` says.
     */
    observe(target: Element, options?: ResizeObserverOptions) {
      if (options?.box !== 'border-box') return;
      this.watched.add(target);
      queueMicrotask(() => {
        if (!this.watched.has(target)) return;
        const size = [{ blockSize: 0, inlineSize: 0 }];
        const entry = { target, borderBoxSize: size, contentBoxSize: size, contentRect: new DOMRect() };
        this.onResize([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      });
    }
    unobserve(target: Element) {
      this.watched.delete(target);
    }
    disconnect() {
      this.watched.clear();
    }
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
  window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false);
  window.scrollTo = () => undefined;
  // Headless UI warns without it (transitions in jsdom).
  Element.prototype.getAnimations ??= () => [];
  Element.prototype.scrollIntoView = () => undefined;
}
