import { LifebuoyIcon } from '@heroicons/react/24/outline';
import { memo, Suspense, useState } from 'react';
import { t } from '@/i18n';
import { lazy } from '@/lib/frame/lazy';
import { mailtoHref } from '@/lib/frame/mailto';
import { BottomBarMoreButton } from './bottom-bar-more-button';
import { NavEntry } from './nav-entry';
import { bottomBarItems } from './nav-items';
import { OfferDraftEntry } from './offer-draft-entry';

// Only with the Bids extension: its code loads when the bar first shows it, its button standing in meanwhile.
const BottomBarMore = lazy(() => import('./bottom-bar-more').then((module) => ({ default: module.BottomBarMore })));

/**
 * Mobile bottom bar below 1024 px (spec §2): Feed, Bewaard, Verworpen, Verleden, Offerte, Vraag hulp. With
 * `showsBids` (the API has the Bids extension): Feed, Bewaard, Biedingen, Verworpen, Meer (Verleden, Offerte),
 * Vraag hulp. Memoized for the reason the side navigation is.
 */
export const BottomBar = memo(function BottomBar({ showsBids }: { showsBids: boolean }) {
  const { bar, more } = bottomBarItems(showsBids);
  // A press on the stand-in opens the disclosure once its code is there.
  const [isMorePressed, setMorePressed] = useState(false);
  return (
    <nav
      aria-label={t('layout.bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="flex items-stretch justify-between px-1">
        {bar.map((item) => (
          <li key={item.to} className="flex flex-1">
            <NavEntry item={item} compact />
          </li>
        ))}
        <li className="flex flex-1">
          {more.length > 0 ? (
            <Suspense
              fallback={<BottomBarMoreButton items={more} isOpen={false} onClick={() => setMorePressed(true)} />}
            >
              <BottomBarMore items={more} openAtOnce={isMorePressed} />
            </Suspense>
          ) : (
            <OfferDraftEntry compact />
          )}
        </li>
        <li className="flex flex-1">
          <a
            href={mailtoHref({ subject: t('layout.sideNav.askHelpSubject'), body: t('layout.sideNav.askHelpBody') })}
            className="flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium text-slate-700 hover:bg-slate-100"
          >
            <LifebuoyIcon className="h-6 w-6" aria-hidden="true" />
            <span>{t('layout.sideNav.askHelp')}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
});
