// Not CalendarDaysIcon: the tenders' chunk owns that one, and this page loads none of it.
import { CalendarIcon } from '@heroicons/react/24/outline';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExportButton } from '@/components/lists/export-button';
import { BID_PIPELINE } from '@/config/bids';
import { paths } from '@/config/paths';
import { t, tp } from '@/i18n/pipeline';
import { isChunkLoadError } from '@/lib/frame/chunk-load-error';
import { formatCardDate } from '@/lib/frame/format';
import { notify } from '@/lib/logged-in/toast';
import { daysLeftText, type PipelineCard } from '../lib/pipeline';

/** Builds and downloads the calendar; its code (and the sheet's texts it uses) load on the click. */
async function exportDeadlines({ cards, today }: { cards: readonly PipelineCard[]; today: string }) {
  const { downloadPipelineCalendar } = await import('../lib/pipeline-calendar');
  return downloadPipelineCalendar(cards, today);
}

type PipelineDeadlinesProps = {
  /** Every deadline still to come in the working stages, soonest first. */
  upcoming: readonly PipelineCard[];
  today: string;
};

/**
 * 'Deadlines in zicht' above the board: the next deadlines of the tenders in Interessant, Beoordelen, Go and
 * In voorbereiding with their days left, and one button that puts all of them, with each deadline plan's
 * milestones, in the calendar.
 */
export function PipelineDeadlines({ upcoming, today }: PipelineDeadlinesProps) {
  const headingId = useId();
  const exporting = useMutation({
    mutationFn: exportDeadlines,
    onSuccess: (count) =>
      count > 0
        ? notify.success(tp('pipeline.deadlines.exported', count))
        : notify.info(t('pipeline.deadlines.exportNone')),
    onError: (error) => {
      // When the export's code cannot be fetched, say it is the connection (the browser's own message is English).
      const message = isChunkLoadError(error) ? t('common.apiErrors.network') : t('pipeline.load.unknownError');
      notify.error(t('pipeline.deadlines.exportFailed', { message }));
    },
  });
  const next = upcoming.slice(0, BID_PIPELINE.nextDeadlines);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('pipeline.deadlines.title')}
        </h2>
        <ExportButton
          label={t('pipeline.deadlines.export')}
          busyLabel={t('pipeline.deadlines.exporting')}
          hint={t('pipeline.deadlines.exportHint')}
          icon={CalendarIcon}
          isBusy={exporting.isPending}
          onExport={() => exporting.mutate({ cards: upcoming, today })}
        />
      </div>
      {next.length === 0 ? (
        <p className="text-sm text-slate-700">{t('pipeline.deadlines.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100 text-sm">
          {next.map(({ bid, deadline, daysLeft }) => (
            <li
              key={bid.tenderId}
              className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <Link
                to={paths.tenderInfo.getHref(bid.tenderId)}
                className="line-clamp-2 min-w-0 font-medium text-slate-900 hover:text-blue-800 hover:underline"
              >
                {bid.tender.displayName}
              </Link>
              <span className="shrink-0 text-slate-700">
                {t(`pipeline.stages.${bid.status}`)} · {formatCardDate(deadline)} ·{' '}
                <strong className="font-semibold text-slate-900">{daysLeftText(daysLeft)}</strong>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
