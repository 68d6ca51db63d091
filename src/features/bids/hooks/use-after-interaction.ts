import { useEffect, useState } from 'react';

/** What a reader does first: moves the pointer, touches, scrolls or presses a key (focus moves count too). */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'] as const;

/**
 * True once the user has interacted with the page ("import on interaction"): code for a part nobody needs on
 * the first screen waits for it, and a page that is only loaded (a bench, a prefetch) does not fetch it.
 */
export function useAfterInteraction(): boolean {
  const [hasInteracted, setHasInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted) return;
    const done = () => setHasInteracted(true);
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, done, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, options);
    };
  }, [hasInteracted]);
  return hasInteracted;
}
