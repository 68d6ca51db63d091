import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { PreferencesCompleteness } from '@/features/preferences/logged-in/preferences-completeness';

type PreferencesSummaryProps = {
  /** The four tender counters; the layout passes them in, as features do not import each other. */
  counters: ReactNode;
  /** Called when 'Optimaliseer profiel' navigates (the mobile drawer closes itself). */
  onNavigate?: () => void;
};

/**
 * The 'Matching profiel' content (spec §2): completeness ring, four counters and 'Optimaliseer profiel'
 * (hidden on /preferences). The desktop side panel and the mobile drawer give it its title.
 */
export function PreferencesSummary({ counters, onNavigate }: PreferencesSummaryProps) {
  const { pathname } = useLocation();
  const onPreferences = pathname.startsWith(paths.preferences.path);

  return (
    <div>
      <PreferencesCompleteness />
      {counters}
      {!onPreferences && (
        <Link
          to={paths.preferences.getHref()}
          onClick={onNavigate}
          className="mt-4 flex min-h-11 items-center justify-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
        >
          {t('layout.preferencesSummary.optimize')}
        </Link>
      )}
    </div>
  );
}
