import { useLayoutEffect, useState } from 'react';

/** How long the browser's report of the largest paint is waited for (it sends none when nothing larger came). */
const LARGEST_PAINT_WAIT_MS = 1000;

/**
 * True once what the component mounted with is on screen and the browser has reported the page's largest
 * paint since (where it reports none, once the frame has been painted). Code loaded from then on never
 * competes with the page's first screen, nor is it counted in it: the report comes once the frame is
 * presented, a little after the frame's own work and the timeouts it set.
 * Pays its way: the detail's largest paint with the chat's code fetched at mount instead is in docs/decisions/070.
 */
export function useAfterLargestPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  // A layout effect runs before the browser paints what mounted, so that paint is reported after `since`.
  useLayoutEffect(() => {
    const since = performance.now();
    const painted = () => setHasPainted(true);
    const observer = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.startTime >= since)) painted();
        })
      : null;
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
    // A timeout set in an animation frame runs once that frame has been painted.
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(painted, observer ? LARGEST_PAINT_WAIT_MS : 0);
    });
    return () => {
      observer?.disconnect();
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}
