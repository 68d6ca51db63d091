import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterLargestPaint } from './use-after-largest-paint';

type Report = (entries: { startTime: number }[]) => void;

/** A browser that reports largest paints: the test plays the browser's reports. */
function stubLargestPaintReports() {
  const observers: { report: Report; observe: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    observe = vi.fn();
    disconnect = vi.fn();
    constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
      observers.push({
        report: (entries) => callback({ getEntries: () => entries }),
        observe: this.observe,
        disconnect: this.disconnect,
      });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return observers;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterLargestPaint', () => {
  it('turns true when the browser reports a largest paint made after the mount, not an earlier one', () => {
    const observers = stubLargestPaintReports();
    // The hook mounts at 500 ms: a paint reported at 100 ms came before it.
    vi.advanceTimersByTime(500);
    const { result } = renderHook(() => useAfterLargestPaint());
    const [observer] = observers;
    expect(observer?.observe).toHaveBeenCalledWith({ type: 'largest-contentful-paint', buffered: true });

    act(() => observer?.report([{ startTime: 100 }]));
    expect(result.current).toBe(false);

    act(() => observer?.report([{ startTime: 520 }]));
    expect(result.current).toBe(true);
  });

  it('waits a second after the painted frame when no larger paint is reported', () => {
    stubLargestPaintReports();
    const { result } = renderHook(() => useAfterLargestPaint());
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('needs only the painted frame in a browser that reports no largest paint', () => {
    const { result } = renderHook(() => useAfterLargestPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const observers = stubLargestPaintReports();
    const { unmount } = renderHook(() => useAfterLargestPaint());
    unmount();
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });
});
