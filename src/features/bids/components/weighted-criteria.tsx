import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown';
import { BID_SHEET } from '@/config/bids';
import { t } from '@/i18n/bids';
import type { Criterion } from '@/features/bids/model/schemas';
import { SegmentedChoice } from './segmented-choice';
import { SheetSection } from './sheet-section';

type WeightedCriteriaProps = {
  criteria: readonly Criterion[];
  percent: number | null;
  /** The tender's award criteria topic, shown beside the scores (the price weight bears on the margin). */
  awardCriteria: string | null;
  /** The market of past awards (the awards feature's), under the award criteria. */
  market?: ReactNode;
  onChange: (criteria: Criterion[]) => void;
};

const SCORE_OPTIONS = [0, 1, 2, 3, 4].map((score) => ({ value: score, label: String(score) }));

function weightOf(text: string): number {
  const value = Math.round(Number(text));
  return Number.isFinite(value) ? Math.min(BID_SHEET.maxWeight, Math.max(0, value)) : 0;
}

/** Each criterion scored 0–4 with its weight, the total as a percentage, and the award criteria beside. */
export function WeightedCriteria({ criteria, percent, awardCriteria, market, onChange }: WeightedCriteriaProps) {
  const replace = (changed: Criterion) =>
    onChange(criteria.map((criterion) => (criterion.id === changed.id ? changed : criterion)));
  return (
    <SheetSection title={t('bids.criteria.title')} intro={t('bids.criteria.intro')}>
      {/* Side by side only where the sheet itself has the room (its container), whatever the window's width:
          beside the chat a criterion's 0–4 row would run under the award criteria. */}
      <div className="grid gap-4 @2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3">
            {criteria.map((criterion) => (
              <li key={criterion.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-end gap-3">
                  <SegmentedChoice
                    legend={criterion.label}
                    options={SCORE_OPTIONS}
                    value={criterion.score}
                    onChange={(score) => replace({ ...criterion, score })}
                    className="min-w-60 flex-1"
                  />
                  <label className="flex w-20 shrink-0 flex-col gap-1 text-sm font-semibold text-slate-700">
                    <span aria-hidden="true">{t('bids.criteria.weightShort')}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={BID_SHEET.maxWeight}
                      step={1}
                      value={criterion.weight}
                      aria-label={t('bids.criteria.weightLabel', { criterion: criterion.label })}
                      onChange={(event) => replace({ ...criterion, weight: weightOf(event.target.value) })}
                      className="min-h-11 w-full rounded-lg border border-slate-300 px-2 text-base font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
                    />
                  </label>
                </div>
              </li>
            ))}
          </ul>
          <p className="flex items-baseline justify-between rounded-lg bg-slate-50 p-3 font-semibold text-slate-900">
            <span>{t('bids.criteria.total')}</span>
            <output aria-live="polite">{percent === null ? t('bids.criteria.notScored') : `${percent} %`}</output>
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <aside
            aria-label={t('bids.criteria.awardTitle')}
            className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm break-words text-slate-800"
          >
            <h4 className="text-base">{t('bids.criteria.awardTitle')}</h4>
            {awardCriteria?.trim() ? <Markdown>{awardCriteria}</Markdown> : <p>{t('bids.criteria.noAward')}</p>}
          </aside>
          {market}
        </div>
      </div>
    </SheetSection>
  );
}
