import { Suspense, useState, type ComponentType, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { MenuPress } from '@/hooks/use-open-on-mount';

/** What a lazily loaded menu takes: it replaces the stand-in just pressed, and opens as that press would have. */
export type LazyMenuProps = { openOnMount?: MenuPress | undefined };

type StandInHandlers = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: (event: MouseEvent) => void;
};

type MenuModule<P> = () => Promise<ComponentType<P & LazyMenuProps>>;

// One fetch per menu module, shared by every stand-in of it (each card of a board has one); a failed fetch
// (offline) is tried again on the next press.
const fetches = new Map<MenuModule<never>, Promise<unknown>>();
function fetchOnce<P>(load: MenuModule<P>): Promise<ComponentType<P & LazyMenuProps>> {
  const key = load as MenuModule<never>;
  let fetching = fetches.get(key) as Promise<ComponentType<P & LazyMenuProps>> | undefined;
  if (!fetching) {
    fetching = load().catch((error: unknown) => {
      fetches.delete(key);
      throw error;
    });
    fetches.set(key, fetching);
  }
  return fetching;
}

type LazyMenuLoaderProps<P extends object> = {
  /** The menu's module, fetched when the stand-in is pointed at, focused or pressed. */
  load: MenuModule<P>;
  menuProps: P;
  /** The stand-in: the menu's button as it looks, with these handlers. */
  renderButton: (handlers: StandInHandlers) => ReactElement;
  /** Wraps the loaded menu (the header's needs React Query). */
  wrap?: (menu: ReactNode) => ReactNode;
};

/**
 * A Headless UI menu fetched only when its button is pointed at or
 * focused: a page whose menu is never used never loads it. The real menu takes the stand-in's place only
 * once the stand-in is pressed, after that click has ended, so no click is lost in the swap; it then opens
 * with the focus on it, as that press would have opened it (useOpenOnMount).
 */
export function LazyMenuLoader<P extends object>({ load, menuProps, renderButton, wrap }: LazyMenuLoaderProps<P>) {
  const [loaded, setLoaded] = useState<{ Menu: ComponentType<P & LazyMenuProps>; pressedWith: MenuPress } | null>(null);
  const standIn = renderButton({
    onPointerEnter: () => void fetchOnce(load).catch(() => undefined),
    onFocus: () => void fetchOnce(load).catch(() => undefined),
    onClick: (event) => {
      // A button pressed with Enter or Space clicks with detail 0.
      const pressedWith = event.detail === 0 ? 'keyboard' : 'pointer';
      fetchOnce(load)
        .then((Menu) => setLoaded({ Menu, pressedWith }))
        .catch(() => undefined);
    },
  });
  if (!loaded) return standIn;
  const { Menu, pressedWith } = loaded;
  const menu = <Menu {...menuProps} openOnMount={pressedWith} />;
  return <Suspense fallback={standIn}>{wrap ? wrap(menu) : menu}</Suspense>;
}
