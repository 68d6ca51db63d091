import { memo } from 'react';
import { t } from '@/i18n';
import { NavEntry } from './nav-entry';
import { sideNavItems } from './nav-items';
import { OfferDraftEntry } from './offer-draft-entry';

/**
 * Desktop side navigation (spec §2): Feed, Voorkeuren, Bewaard, Verworpen, Verleden, FAQ, 'Offerte Opmaken';
 * with `showsBids` (the API has the Bids extension) 'Mijn biedingen' after Bewaard. Memoized, as the bottom bar:
 * the shell renders again on each answer it follows (the status, the Bids probe, the offline app), the
 * navigation only when `showsBids` or the location changes (its links follow the location themselves).
 */
export const SideNav = memo(function SideNav({ showsBids }: { showsBids: boolean }) {
  return (
    <nav
      aria-label={t('layout.sideNav.label')}
      className="sticky top-20 hidden max-h-side-panel w-side-panel shrink-0 self-start lg:block xl:w-side-panel-lg"
    >
      <ul className="flex flex-col gap-1">
        {sideNavItems(showsBids).map((item) => (
          <li key={item.to}>
            <NavEntry item={item} />
          </li>
        ))}
        <li>
          <OfferDraftEntry />
        </li>
      </ul>
    </nav>
  );
});
