import { Bars3Icon } from '@heroicons/react/24/outline';
import { Suspense, useRef, useState } from 'react';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n';
import { lazy } from '@/lib/frame/lazy';
import { WithQueries } from '@/app/frame/with-queries';

const MobileDrawerPanel = lazy(() =>
  import('@/app/layouts/mobile-drawer-panel').then((module) => ({ default: module.MobileDrawerPanel })),
);

/** Below 1024 px the header links, the profile menu and the 'Matching profiel' panel live in a drawer. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { isAuthenticated } = useSession();
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <div className="lg:hidden">
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        aria-label={isAuthenticated ? t('layout.preferencesSummary.openDrawer') : t('layout.header.openMenu')}
        aria-haspopup="dialog"
      >
        <Bars3Icon className="h-6 w-6" aria-hidden="true" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <WithQueries>
            <MobileDrawerPanel open={open} onClose={() => setOpen(false)} opener={opener} />
          </WithQueries>
        </Suspense>
      )}
    </div>
  );
}
