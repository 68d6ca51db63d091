import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n';
import { demoMailHref } from '@/app/frame/demo-mail';
import { headerLinks } from '@/app/frame/header-links';
import { PreferencesSummaryWithCounters } from '@/app/logged-in/preferences-summary-with-counters';

const itemClass = 'flex min-h-11 items-center rounded-lg px-3 text-base text-slate-800 hover:bg-slate-100';

/** The drawer's content, loaded on first open so Headless UI stays out of the first bundle. */
export function MobileDrawerPanel({
  open,
  onClose: close,
  opener,
}: {
  open: boolean;
  onClose: () => void;
  /** Gets the focus back when the drawer is dismissed (Escape, backdrop, close button); a link moves it on. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { isAuthenticated } = useSession();
  const logout = useLogout();
  const closeRef = useRef<HTMLButtonElement>(null);
  // Headless UI does not give the focus back to a drawer that was loaded after the press that opened it.
  const dismiss = () => {
    close();
    requestAnimationFrame(() => opener.current?.focus());
  };

  // On a touch screen Headless UI leaves the focus on the dialog's frame, which has no box to show it
  // on: a keyboard user (a tablet with a keyboard) would not see where they are. The close button takes it,
  // a frame later: on the first open Headless UI moves the focus after this component's effects have run.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => closeRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <Dialog open={open} onClose={dismiss} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-sm">
        <DialogPanel className="flex w-full flex-col overflow-y-auto bg-white p-4 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold text-blue-900">{t('layout.header.drawerTitle')}</DialogTitle>
            <button
              ref={closeRef}
              type="button"
              onClick={dismiss}
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              aria-label={t('layout.header.closeMenu')}
            >
              <XMarkIcon className="h-6 w-6" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={t('layout.header.navLabel')} className="flex flex-col gap-1">
            {headerLinks.map((link) => (
              <Link key={link.to} to={link.to} className={itemClass} onClick={close}>
                {t(link.labelKey)}
              </Link>
            ))}
            <a href={demoMailHref()} className={itemClass}>
              {t('layout.header.requestDemo')}
            </a>
            {isAuthenticated ? (
              <>
                <Link to={paths.tenders.getHref()} className={itemClass} onClick={close}>
                  {t('layout.header.tenders')}
                </Link>
                <Link to={paths.account.getHref()} className={itemClass} onClick={close}>
                  {t('layout.header.account')}
                </Link>
                <Link to={paths.preferences.getHref()} className={itemClass} onClick={close}>
                  {t('layout.header.preferences')}
                </Link>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  {t('layout.header.logout')}
                </button>
              </>
            ) : (
              <>
                <Link to={paths.login.getHref()} className={itemClass} onClick={close}>
                  {t('layout.header.login')}
                </Link>
                <Link to={paths.register.getHref()} className={itemClass} onClick={close}>
                  {t('layout.header.register')}
                </Link>
              </>
            )}
          </nav>
          {isAuthenticated && (
            <section
              aria-labelledby="drawer-preferences-summary"
              className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h2 id="drawer-preferences-summary" className="mb-3 text-base">
                {t('layout.preferencesSummary.title')}
              </h2>
              <PreferencesSummaryWithCounters onNavigate={close} />
            </section>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
