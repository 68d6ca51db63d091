/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a section into view (smoothly, instantly under reduced motion) and moves focus to it, so
 * keyboard and screen-reader users continue from there.
 */
export function scrollToSection(target: HTMLElement) {
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
