import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import { ExportButton } from '@/components/lists/export-button';
import { notify } from '@/lib/logged-in/toast';
import { t } from '@/i18n/tenders';
import { isChunkLoadError } from '@/lib/frame/chunk-load-error';
import { loadTenderCalendar } from '@/features/tenders/feed-and-detail/load-tender-calendar';

/** Fetches every saved tender (all pages) and downloads their deadlines; both modules load on the click. */
async function exportSavedDeadlines() {
  const [{ getWholeFeed }, { downloadSavedDeadlines }] = await Promise.all([
    import('@/features/tenders/api/get-whole-feed'),
    loadTenderCalendar(),
  ]);
  const tenders = await getWholeFeed('saved');
  return downloadSavedDeadlines(tenders);
}

/** 'Exporteer deadlines' on the saved feed: one .ics file with the deadline of every saved tender. */
export function SavedDeadlinesExport() {
  const exporting = useMutation({
    mutationFn: exportSavedDeadlines,
    onSuccess: ({ count, message }) => (count > 0 ? notify.success(message) : notify.info(message)),
    onError: (error) => {
      // When the export's code cannot be fetched, say it is the connection (the browser's own message is English).
      const message = isChunkLoadError(error)
        ? t('common.apiErrors.network')
        : (errorMessage(error) ?? t('tenders.feed.unknownError'));
      notify.error(t('tenders.calendar.exportFailed', { message }));
    },
  });

  return (
    <ExportButton
      label={t('tenders.calendar.export')}
      busyLabel={t('tenders.calendar.exporting')}
      hint={t('tenders.calendar.exportHint')}
      icon={CalendarDaysIcon}
      isBusy={exporting.isPending}
      onExport={() => exporting.mutate()}
    />
  );
}
