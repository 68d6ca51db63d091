import { ChevronDownIcon, UserCircleIcon } from '@heroicons/react/20/solid';
import { Suspense, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { t } from '@/i18n';
import { WithQueries } from '../with-queries';
import { profileButtonClass } from './profile-button-class';
import type { ProfileMenuProps } from './profile-menu';

type MenuComponent = ComponentType<ProfileMenuProps>;

const importMenu = (): Promise<MenuComponent> => import('./profile-menu').then((module) => module.ProfileMenu);

/**
 * The 'Profiel' button, with Headless UI's menu (about 30 KB gzip) fetched only when the user points at
 * or focuses it: a page whose menu is never used never loads it. The real menu takes the button's place
 * only once the button is pressed, after that click has ended, so no click is lost in the swap; it then
 * opens with the focus on it, as that press would have opened it.
 * Pays its way: the menu loaded with the header costs every logged-in page 31 KB gzip (bench/HISTORY.md).
 */
export function ProfileMenuLoader() {
  const [loaded, setLoaded] = useState<{ Menu: MenuComponent; pressedWith: 'keyboard' | 'pointer' } | null>(null);
  const loading = useRef<Promise<MenuComponent> | null>(null);

  const prefetch = () => {
    loading.current ??= importMenu();
    return loading.current;
  };
  const open = (event: MouseEvent) => {
    // A button pressed with Enter or Space clicks with detail 0.
    const pressedWith = event.detail === 0 ? 'keyboard' : 'pointer';
    void prefetch().then((Menu) => setLoaded({ Menu, pressedWith }));
  };

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={profileButtonClass}
      onPointerEnter={() => void prefetch()}
      onFocus={() => void prefetch()}
      onClick={open}
    >
      <UserCircleIcon className="h-5 w-5" aria-hidden="true" />
      {t('layout.header.profile')}
      <ChevronDownIcon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  if (!loaded) return placeholder;
  const { Menu, pressedWith } = loaded;
  return (
    <Suspense fallback={placeholder}>
      <WithQueries>
        <Menu openOnMount={pressedWith} />
      </WithQueries>
    </Suspense>
  );
}
