import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Settings } from 'react-slick';
import { activeBreakpoint, settingsAt, type CarouselSettings } from '../lib/carousel-settings';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The carousel settings for the current viewport; re-renders only when a breakpoint is crossed. */
export function useCarouselSettings(settings: CarouselSettings): Settings {
  const getBreakpoint = useCallback(() => activeBreakpoint(settings, window.innerWidth), [settings]);
  const breakpoint = useSyncExternalStore(subscribe, getBreakpoint, () => null);
  return useMemo(() => settingsAt(settings, breakpoint), [settings, breakpoint]);
}
