import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@/config/constants';

const LARGE_SCREEN = `(min-width: ${LAYOUT.mobileBreakpoint}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(LARGE_SCREEN);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isLargeScreen = () => window.matchMedia(LARGE_SCREEN).matches;

/** True from 1024 px wide (the desktop layout of spec §2); follows the window as it is resized. */
export function useIsLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, isLargeScreen);
}
