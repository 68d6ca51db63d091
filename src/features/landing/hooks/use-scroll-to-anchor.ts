import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { scrollToSection } from '@/lib/scroll-to-section';

/**
 * Click handler for links to a landing anchor: scrolls smoothly (instantly under reduced motion),
 * moves focus to the section so keyboard users continue from there, and puts the anchor in the URL.
 */
export function useScrollToAnchor() {
  const navigate = useNavigate();
  return useCallback(
    (anchor: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      const target = document.getElementById(anchor);
      // Without the section (or with a modifier key for a new tab) the link does its normal job.
      if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      scrollToSection(target);
      void navigate({ hash: anchor }, { preventScrollReset: true });
    },
    [navigate],
  );
}
