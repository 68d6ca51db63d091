import { useEffect, useRef, useState } from 'react';
import { LAYOUT } from '@/config/constants';

/**
 * Whether the element has come within `LAYOUT.deferMarginPx` of the viewport (once true, stays true):
 * code for sections below the fold loads only when the visitor scrolls towards them.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LAYOUT.deferMarginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
