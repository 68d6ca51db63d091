import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDownIcon, UserCircleIcon } from '@heroicons/react/20/solid';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { LazyMenuProps } from '@/components/frame/lazy-menu';
import { useOpenOnMount } from '@/hooks/use-open-on-mount';
import { paths } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { t } from '@/i18n';
import { profileButtonClass } from '@/app/frame/profile-button-class';

// The menu keeps the focus and points at the active item (aria-activedescendant): the item shows it.
const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-blue-50 data-focus:text-blue-900 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-blue-700';

/**
 * 'Profiel' menu: Account, Voorkeuren, Uitloggen (keyboard and type-ahead by Headless UI). It replaces the
 * stand-in button the user just pressed (ProfileMenuLoader) and opens as that press would have.
 */
export function ProfileMenu({ openOnMount }: LazyMenuProps) {
  const logout = useLogout();
  const button = useRef<HTMLButtonElement>(null);
  useOpenOnMount(button, openOnMount);
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
