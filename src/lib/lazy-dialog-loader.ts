/** The code of `LazyDialog` (Headless UI included), fetched once and cached by the module system. */
export const loadDialog = () => import('@/components/ui/dialog');

/** Starts fetching a `LazyDialog`'s code before it opens, when it is likely to. */
export function preloadLazyDialog() {
  void loadDialog().catch(() => undefined);
}
