import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDownIcon, UserCircleIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { t } from '@/i18n';

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900';

/** 'Profiel' menu: Account, Voorkeuren, Uitloggen (keyboard and type-ahead by Headless UI). */
export function ProfileMenu() {
  const logout = useLogout();
  return (
    <Menu as="div" className="relative">
      <MenuButton className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700">
        <UserCircleIcon className="h-5 w-5" aria-hidden="true" />
        {t('layout.header.profile')}
        <ChevronDownIcon className="h-4 w-4" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-48 rounded-xl border border-slate-200 bg-white py-1 shadow-md focus:outline-none"
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
