import { Link, useLocation } from 'react-router-dom';
import { PROFILE_COMPLETE_TARGET } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCompleteness } from '@/features/preferences/api/get-completeness';
import { t } from '@/i18n';
import { CounterRow } from './counter-row';
import { ProgressRing } from './progress-ring';

/** Right sidebar 'Matching profiel' (spec §2): completeness ring, four counters, 'Optimaliseer profiel'. */
export function MatchingProfilePanel({ onNavigate }: { onNavigate?: () => void }) {
  const completeness = useCompleteness();
  const { pathname } = useLocation();
  const onPreferences = pathname.startsWith(paths.preferences.path);

  return (
    <section
      aria-labelledby="matching-profile-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="matching-profile-title" className="mb-3 text-base">
        {t('layout.matchingProfile.title')}
      </h2>
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
    </section>
  );
}
