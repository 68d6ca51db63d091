import { ClockIcon } from '@heroicons/react/24/outline';
import { tp } from '@/i18n/offline';

/**
 * 'N wijzigingen wachten op verzending' (issue #42): floating above the bottom bar, so nothing on the page
 * moves when it comes or goes. The app shell loads it once a change waits (useWaitingCount).
 */
export default function WaitingChangesCount({ count }: { count: number }) {
  return (
    <p className="fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] left-1/2 z-30 flex -translate-x-1/2 items-center gap-2 rounded-full bg-amber-100 px-4 py-2 text-sm font-medium whitespace-nowrap text-amber-900 shadow-md lg:bottom-4">
      <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
      {tp('offline.waiting', count)}
    </p>
  );
}
