import { useEffect, useRef, useState } from 'react';
import { LAYOUT } from '@/config/constants';

type NearViewportOptions = {
  /** How close to the viewport counts as near. */
  marginPx?: number;
  /** Not watched before: a part that the content above it will push down is near until that content is there. */
  watching?: boolean;
};

/**
 * Whether the element has come within `marginPx` of the viewport (once true, stays true): code for sections
 * below the fold loads only when the visitor scrolls towards them.
 */
export function useNearViewport<T extends Element>({
  marginPx = LAYOUT.deferMarginPx,
  watching = true,
}: NearViewportOptions = {}) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !watching || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, watching, marginPx]);
  return [ref, near] as const;
}
