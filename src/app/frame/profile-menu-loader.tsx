import { ChevronDownIcon, UserCircleIcon } from '@heroicons/react/20/solid';
import { LazyMenuLoader } from '@/components/frame/lazy-menu';
import { t } from '@/i18n';
import { WithQueries } from '@/app/frame/with-queries';
import { profileButtonClass } from '@/app/frame/profile-button-class';

const importMenu = () => import('@/app/layouts/profile-menu').then((module) => module.ProfileMenu);

/**
 * The 'Profiel' button, with Headless UI's menu fetched only when the user points at or focuses it.
 * Pays its way: the menu loaded with the header costs every logged-in page Headless UI (docs/decisions/068).
 */
export function ProfileMenuLoader() {
  return (
    <LazyMenuLoader
      load={importMenu}
      menuProps={{}}
      wrap={(menu) => <WithQueries>{menu}</WithQueries>}
      renderButton={(handlers) => (
        <button type="button" aria-haspopup="menu" aria-expanded="false" className={profileButtonClass} {...handlers}>
          <UserCircleIcon className="h-5 w-5" aria-hidden="true" />
          {t('layout.header.profile')}
          <ChevronDownIcon className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    />
  );
}
