import { ChevronDownIcon, UserCircleIcon } from '@heroicons/react/20/solid';
import { Suspense, useRef, useState, type ComponentType } from 'react';
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
 * opens with the focus on it.
 */
export function ProfileMenuLoader() {
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const loading = useRef<Promise<MenuComponent> | null>(null);

  const prefetch = () => {
    loading.current ??= importMenu();
    return loading.current;
  };
  const open = () => {
    void prefetch().then((component) => setMenu(() => component));
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
  if (!Menu) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <WithQueries>
        <Menu openOnMount />
      </WithQueries>
    </Suspense>
  );
}
