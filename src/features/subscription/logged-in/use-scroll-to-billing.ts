import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '@/lib/frame/scroll-to-section';

function wantsBilling(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'scrollToBilling' in state && state.scrollToBilling === true;
}

/**
 * Scrolls to the billing section and focuses it when the page was opened with `scrollToBilling`
 * state (the payment banner, the preferences gate), once per navigation and only when `ready`, so
 * the section has its final height.
 */
export function useScrollToBilling(target: RefObject<HTMLElement | null>, ready: boolean) {
  const location = useLocation();
  const scrolledFor = useRef<string | null>(null);
  const wanted = wantsBilling(location.state);

  useEffect(() => {
    if (!wanted || !ready || !target.current || scrolledFor.current === location.key) return;
    scrolledFor.current = location.key;
    scrollToSection(target.current);
  }, [wanted, ready, target, location.key]);
}
