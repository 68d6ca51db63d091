import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '@/lib/frame/scroll-to-section';

const MAX_FRAMES = 60;

/**
 * After a navigation to `/#anchor` (for example 'Prijzen' in the header from another page), scrolls to
 * the anchor, waiting a few frames for a lazily loaded page to render it.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) scrollToSection(target);
      else if (frame++ < MAX_FRAMES) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [hash, key]);
}
