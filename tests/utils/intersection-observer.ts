import { vi } from 'vitest';

/**
 * Replaces the setup's inert IntersectionObserver with one that reports every observed element as in
 * view at once, for tests of parts that load only near the viewport (the landing carousels).
 */
export function stubEverythingInView() {
  class InViewObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', InViewObserver);
}
