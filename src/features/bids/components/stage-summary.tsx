import { t, tp } from '@/i18n/pipeline';
import { formatEuro } from '@/lib/frame/format';
import type { PipelineColumn } from '../lib/pipeline';

type StageSummaryProps = { column: PipelineColumn; headingId: string };

/**
 * A stage's name, how many tenders it holds and their estimated value in whole euros (those without one count
 * as € 0, and the summary says how many).
 */
export function StageSummary({ column, headingId }: StageSummaryProps) {
  const count = column.cards.length;
  return (
    <div className="flex flex-col gap-0.5 px-1">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t(`pipeline.stages.${column.stage}`)}
      </h2>
      <p className="text-sm text-slate-700">
        {tp('pipeline.column.count', count)}
        {count > 0 && (
          <>
            <br />
            {t('pipeline.column.total', { amount: formatEuro(Math.round(column.total)) })}
          </>
        )}
      </p>
      {column.unvalued > 0 && (
        <p className="text-xs text-slate-600">{tp('pipeline.column.unvalued', column.unvalued)}</p>
      )}
    </div>
  );
}
