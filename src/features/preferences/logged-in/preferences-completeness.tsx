import { PREFERENCES_COMPLETE_TARGET } from '@/config/constants';
import { t } from '@/i18n';
import { useCompleteness } from '@/features/preferences/logged-in/get-completeness';
import { ProgressRing } from './progress-ring';

/** 'Profiel Compleetheid': the ring with its percentage and the 100 % target (spec §2). */
export function PreferencesCompleteness() {
  const completeness = useCompleteness();
  const label = t('layout.preferencesSummary.completeness');
  return (
    <div>
      <p className="mb-2 text-center text-sm font-medium text-slate-700">{label}</p>
      {completeness.isPending ? (
        <p className="flex h-32 items-center justify-center text-sm text-slate-500">
          {t('layout.preferencesSummary.loading')}
        </p>
      ) : (
        // A failed fetch already answers 0 (spec §8); `?? 0` covers a query that has no data yet.
        <ProgressRing value={completeness.data ?? 0} label={label} />
      )}
      <p className="mt-1 text-center text-xs text-slate-500">
        {t('layout.preferencesSummary.target', { target: PREFERENCES_COMPLETE_TARGET })}
      </p>
    </div>
  );
}
