import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at the top, as a full page load would. Back and forward leave the scroll to the
 * browser, a link to an anchor is left to useScrollToHash, and a change of query string only (filters)
 * keeps the reader's place.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    // Instant, over the page's `scroll-behavior: smooth`: an animation from deep in a feed would still run when
    // the reader goes back, and carry the feed's restored place off by its last steps.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new path is a new page; the hash and navigation type belong to that same navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
