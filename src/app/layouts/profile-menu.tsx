import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDownIcon, UserCircleIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { t } from '@/i18n';
import { profileButtonClass } from './profile-button-class';

// The menu keeps the focus and points at the active item (aria-activedescendant): the item shows it.
const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-blue-50 data-focus:text-blue-900 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-blue-700';

export type ProfileMenuProps = {
  /**
   * It replaces the stand-in button the user just pressed (ProfileMenuLoader): open at once, with the focus,
   * as the press would have: from the keyboard with the first item active, from a pointer without.
   */
  openOnMount?: 'keyboard' | 'pointer';
};

/** 'Profiel' menu: Account, Voorkeuren, Uitloggen (keyboard and type-ahead by Headless UI). */
export function ProfileMenu({ openOnMount }: ProfileMenuProps) {
  const logout = useLogout();
  const button = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(false);
  useEffect(() => {
    // Once only: a second toggle (StrictMode runs effects twice in development) would close it again.
    if (!openOnMount || openedOnMount.current || !button.current) return;
    openedOnMount.current = true;
    button.current.focus();
    // Headless UI opens on the keys and on a click that it handles itself: replay the user's kind of press.
    if (openOnMount === 'keyboard') {
      button.current.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    } else button.current.click();
  }, [openOnMount]);
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={profileButtonClass}>
        <UserCircleIcon className="h-5 w-5" aria-hidden="true" />
        {t('layout.header.profile')}
        <ChevronDownIcon className="h-4 w-4" aria-hidden="true" />
      </MenuButton>
      {/* Inline and not modal: an anchored menu would move to a portal outside the page's landmarks, and a
          modal one makes the page inert, neither of which a menu is (axe 'region', 'landmark-one-main'). */}
      <MenuItems
        modal={false}
        className="absolute right-0 z-40 mt-1 w-48 rounded-xl border border-slate-200 bg-white py-1 shadow-md focus:outline-none"
      >
        <MenuItem>
          <Link to={paths.account.getHref()} className={itemClass}>
            {t('layout.header.account')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to={paths.preferences.getHref()} className={itemClass}>
            {t('layout.header.preferences')}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={logout} className={itemClass}>
            {t('layout.header.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
