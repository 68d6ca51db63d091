import { SignalSlashIcon } from '@heroicons/react/20/solid';
import { useOnline } from '@/hooks/use-online';
import { t } from '@/i18n';
import { dataAge } from '@/lib/offline/data-age';
import { useShownDataSince } from '@/lib/offline/offline-state';

function offlineText(shownSince: number | null): string {
  if (shownSince === null) return t('layout.offline');
  const { day, date, time } = dataAge(new Date(shownSince), new Date());
  return t(`layout.offlineSince.${day}`, { date, time });
}

/**
 * Tells the user the browser is offline and, when the page shows data, how old it is (the persisted cache
 * keeps what was seen online). React Query pauses its calls meanwhile and resumes them when the connection
 * is back, so the notice only has to come and go.
 */
export function OfflineNotice() {
  const online = useOnline();
  const shownSince = useShownDataSince();
  return (
    <div role="status" className="contents">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-slate-800 px-4 py-2 text-center text-sm text-white">
          <SignalSlashIcon className="size-4 shrink-0" aria-hidden="true" />
          {offlineText(shownSince)}
        </p>
      )}
    </div>
  );
}
