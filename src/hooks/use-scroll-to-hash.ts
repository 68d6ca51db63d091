import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const MAX_FRAMES = 60;

/** Scrolls to `#anchor` after navigation, waiting a few frames for a lazily loaded page to render it. */
export function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (frame++ < MAX_FRAMES) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [hash, pathname]);
}
