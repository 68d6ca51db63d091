import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import { fakeMediaQueryList } from '../utils/media-query';

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

afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  if (!hasDom) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks these browser APIs that Headless UI, carousels and the layout use.
if (hasDom) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
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
