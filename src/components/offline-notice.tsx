import { SignalSlashIcon } from '@heroicons/react/20/solid';
import { useSyncExternalStore } from 'react';
import { offlineState, useOnline } from '@/hooks/use-online';
import { t } from '@/i18n';

const pad = (value: number) => String(value).padStart(2, '0');

function dayNumber(date: Date): number {
  return Math.floor(new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() / 86_400_000);
}

type DataAge = { day: 'today' | 'yesterday' | 'earlier'; date: string; time: string };

/**
 * When data was fetched, as the offline notice says it: today or yesterday with the time, or the date
 * (dd/mm/yyyy, clarifications.md) with the time. Written by hand, without Intl (see src/lib/format.ts).
 */
function dataAge(fetchedAt: Date, now: Date): DataAge {
  const days = dayNumber(now) - dayNumber(fetchedAt);
  return {
    day: days <= 0 ? 'today' : days === 1 ? 'yesterday' : 'earlier',
    date: `${pad(fetchedAt.getDate())}/${pad(fetchedAt.getMonth() + 1)}/${fetchedAt.getFullYear()}`,
    time: `${pad(fetchedAt.getHours())}:${pad(fetchedAt.getMinutes())}`,
  };
}

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
  const { subscribe, get } = offlineState.shownDataSince;
  const shownSince = useSyncExternalStore(subscribe, get, get);
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
