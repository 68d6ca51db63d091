import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { demoMailHref } from './demo-mail';
import { headerLinks } from './header-links';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { ProfileMenuLoader } from './profile-menu-loader';

const linkClass = 'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function Header() {
  const { isAuthenticated } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t('layout.header.navLabel')} className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {t(link.labelKey)}
            </Link>
          ))}
          <a href={demoMailHref()} className={linkClass}>
            {t('layout.header.requestDemo')}
          </a>
          {isAuthenticated && (
            <NavLink
              to={paths.tenders.getHref()}
              className={({ isActive }) => cn(linkClass, isActive && 'bg-blue-50 text-blue-900')}
            >
              {t('layout.header.tenders')}
            </NavLink>
          )}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          {isAuthenticated ? (
            <ProfileMenuLoader />
          ) : (
            <>
              <Link to={paths.login.getHref()} className={linkClass}>
                {t('layout.header.login')}
              </Link>
              <Link
                to={paths.register.getHref()}
                className="rounded-lg bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
              >
                {t('layout.header.register')}
              </Link>
            </>
          )}
        </div>
        <MobileDrawer />
      </div>
    </header>
  );
}
