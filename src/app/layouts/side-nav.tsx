import { t } from '@/i18n';
import { NavEntry } from './nav-entry';
import { sideNavItems } from './nav-items';
import { QuoteEntry } from './quote-entry';

/** Desktop side navigation (spec §2): Feed, Voorkeuren, Bewaard, Verworpen, Verleden, FAQ, 'Offerte Opmaken'. */
export function SideNav() {
  return (
    <nav
      aria-label={t('layout.sideNav.label')}
      className="sticky top-20 hidden max-h-side-panel w-side-panel shrink-0 self-start lg:block xl:w-side-panel-lg"
    >
      <ul className="flex flex-col gap-1">
        {sideNavItems.map((item) => (
          <li key={item.to}>
            <NavEntry item={item} />
          </li>
        ))}
        <li>
          <QuoteEntry />
        </li>
      </ul>
    </nav>
  );
}
