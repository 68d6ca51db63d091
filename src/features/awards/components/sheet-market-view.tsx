import { useState } from 'react';
import { QueryState } from '@/components/logged-in/query-state';
import { Button } from '@/components/ui/controls/button';
import { t } from '@/i18n/awards';
import { euro } from '../lib/euro';
import { useAwards } from '../api/use-awards';
import type { AwardsSummary } from '../api/schemas';
import { valuedAwards } from '../lib/award-values';
import { pricePosition } from '../lib/price-position';
import { suggestScores, type SuggestedScores } from '../lib/suggest-scores';
import type { Award } from '../api/schemas';
import { AwardsChart } from './awards-chart';
import { IntendedPrice } from './intended-price';

export type SheetMarketViewProps = {
  tenderId: number;
  intendedPriceEur: number | null;
  onIntendedPriceChange: (value: number | null) => void;
  /** Sets the suggested scores of 'Kans tegen de concurrentie' and 'Marge': only when the user asks. */
  onApplyScores: (scores: SuggestedScores) => void;
};

type MarketProps = Omit<SheetMarketViewProps, 'tenderId'> & { summary: AwardsSummary; awards: readonly Award[] };

function Market({ summary, awards, intendedPriceEur, onIntendedPriceChange, onApplyScores }: MarketProps) {
  const [applied, setApplied] = useState(false);
  const values = valuedAwards(awards).map((award) => award.awardedValueEur);
  const position = intendedPriceEur === null ? null : pricePosition(values, intendedPriceEur);
  const suggested = suggestScores(summary, position);
  const unknown = t('awards.market.unknown');
  const range =
    summary.minValueEur === null || summary.maxValueEur === null
      ? unknown
      : t('awards.summary.rangeValue', { min: euro(summary.minValueEur), max: euro(summary.maxValueEur) });
  const hasSuggestion = suggested.competition !== null || suggested.margin !== null;
  return (
    <div className="flex flex-col gap-3">
      <p>{t('awards.market.intro')}</p>
      <dl className="grid grid-cols-1 gap-2">
        <div>
          <dt className="text-slate-600">{t('awards.market.bidders')}</dt>
          <dd className="font-semibold">
            {summary.medianTendersReceived === null ? unknown : String(summary.medianTendersReceived).replace('.', ',')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('awards.market.range')}</dt>
          <dd className="font-semibold">{range}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('awards.market.incumbent')}</dt>
          <dd className="font-semibold break-words">{summary.incumbent?.name ?? unknown}</dd>
        </div>
      </dl>
      <IntendedPrice
        value={intendedPriceEur}
        position={position}
        onChange={(value) => {
          setApplied(false);
          onIntendedPriceChange(value);
        }}
      />
      <AwardsChart awards={awards} estimate={null} intended={intendedPriceEur} />
      <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-3">
        <h5 className="font-semibold">{t('awards.market.suggest.title')}</h5>
        {hasSuggestion ? (
          <>
            <ul>
              {suggested.competition !== null && (
                <li>{t('awards.market.suggest.competition', { score: suggested.competition })}</li>
              )}
              {suggested.margin !== null && <li>{t('awards.market.suggest.margin', { score: suggested.margin })}</li>}
            </ul>
            <Button
              variant="outlined"
              size="sm"
              onClick={() => {
                onApplyScores(suggested);
                setApplied(true);
              }}
            >
              {t('awards.market.suggest.apply')}
            </Button>
          </>
        ) : (
          <p>{t('awards.market.suggest.none')}</p>
        )}
        <p role="status">{applied ? t('awards.market.suggest.applied') : ''}</p>
      </div>
    </div>
  );
}

/**
 * 'Marktbeeld' in the go/no-go sheet, beside the criteria it informs: the median bidders, the value range and
 * the incumbent of the tender's past awards, the intended price's place among them, and suggested scores. Nothing
 * where the API lacks the extension; a failed call says so here and never blocks the sheet.
 */
export function SheetMarketView({ tenderId, ...props }: SheetMarketViewProps) {
  const query = useAwards(tenderId);
  if (query.data && query.data.kind !== 'available') return null;
  return (
    <section
      aria-label={t('awards.market.title')}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800"
    >
      <h4 className="text-base">{t('awards.market.title')}</h4>
      <QueryState query={query} errorMessage={() => t('awards.error')}>
        {(answer) =>
          answer.kind === 'available' && answer.awards.results.length > 0 ? (
            <Market {...props} summary={answer.awards.summary} awards={answer.awards.results} />
          ) : (
            <p>{t('awards.market.none')}</p>
          )
        }
      </QueryState>
    </section>
  );
}
