import { Link, useLocation } from 'react-router-dom';
import { PROFILE_COMPLETE_TARGET } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCompleteness } from '@/features/preferences/api/get-completeness';
import { t } from '@/i18n';
import { CounterRow } from './counter-row';
import { ProgressRing } from './progress-ring';

/**
 * The 'Matching profiel' content (spec §2): completeness ring, four counters and 'Optimaliseer profiel'
 * (hidden on /preferences). The desktop side panel and the mobile drawer give it its title.
 */
export function MatchingProfilePanel({ onNavigate }: { onNavigate?: () => void }) {
  const completeness = useCompleteness();
  const { pathname } = useLocation();
  const onPreferences = pathname.startsWith(paths.preferences.path);

  return (
    <div>
      <p className="mb-2 text-center text-sm font-medium text-slate-700">{t('layout.matchingProfile.completeness')}</p>
      {completeness.isPending ? (
        <p className="flex h-32 items-center justify-center text-sm text-slate-500">
          {t('layout.matchingProfile.loading')}
        </p>
      ) : (
        <ProgressRing value={completeness.data ?? 0} label={t('layout.matchingProfile.completeness')} />
      )}
      <p className="mt-1 text-center text-xs text-slate-500">
        {t('layout.matchingProfile.target', { target: PROFILE_COMPLETE_TARGET })}
      </p>
      <dl className="mt-4 divide-y divide-slate-100">
        <CounterRow name="newTenders" labelKey="layout.matchingProfile.newTenders" />
        <CounterRow name="activeTenders" labelKey="layout.matchingProfile.activeMatches" />
        <CounterRow name="fieldTenders" labelKey="layout.matchingProfile.activeField" />
        <CounterRow name="yearlyFieldTenders" labelKey="layout.matchingProfile.yearlyField" />
      </dl>
      {!onPreferences && (
        <Link
          to={paths.preferences.getHref()}
          onClick={onNavigate}
          className="mt-4 flex min-h-11 items-center justify-center rounded-lg bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
        >
          {t('layout.matchingProfile.optimize')}
        </Link>
      )}
    </div>
  );
}
