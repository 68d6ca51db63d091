import { t } from '@/i18n/awards';
import { formatDate } from '@/lib/frame/format';
import type { AwardsSummary } from '../api/schemas';

type IncumbentProps = { incumbent: NonNullable<AwardsSummary['incumbent']> };

/** 'Huidige opdrachtnemer': who won the same buyer's latest contract in the same CPV group. */
export function Incumbent({ incumbent }: IncumbentProps) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 p-4">
      <h3 className="text-base text-slate-700">{t('awards.incumbent.title')}</h3>
      <p className="text-lg font-semibold break-words text-slate-900">{incumbent.name}</p>
      {incumbent.awardDate && (
        <p className="text-sm text-slate-600">
          {t('awards.incumbent.since', { date: formatDate(incumbent.awardDate) })}
        </p>
      )}
    </div>
  );
}
