import { useEffect, useRef, type RefObject } from 'react';

/** How a menu's stand-in button was pressed: from the keyboard the menu opens with its first item active. */
export type MenuPress = 'keyboard' | 'pointer';

/**
 * In a menu loaded on its button's first press (LazyMenuLoader): focuses the real button and opens the menu
 * once, as that press would have.
 */
export function useOpenOnMount(button: RefObject<HTMLButtonElement | null>, openOnMount: MenuPress | undefined) {
  const opened = useRef(false);
  useEffect(() => {
    // Once only: a second toggle (StrictMode runs effects twice in development) would close it again.
    if (!openOnMount || opened.current || !button.current) return;
    opened.current = true;
    button.current.focus();
    // Headless UI opens on the keys and on a click that it handles itself: replay the user's kind of press.
    if (openOnMount === 'keyboard') {
      button.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    } else button.current.click();
  }, [button, openOnMount]);
}
