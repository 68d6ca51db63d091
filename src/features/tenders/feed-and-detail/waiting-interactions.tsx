import { t } from '@/i18n/tenders';
import type { InteractAction } from '@/features/tenders/model/schemas';
import { ClockIcon } from '@/components/ui/primitives/icons';

/** Marks a card or the detail whose save or reject waits in the offline queue. */
export function WaitingInteractions({ actions }: { actions: readonly InteractAction[] | undefined }) {
  if (!actions?.length) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-amber-800">
      {[...new Set(actions)].map((action) => (
        <span key={action} className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
          {t(`tenders.interact.waiting.${action}`)}
        </span>
      ))}
    </p>
  );
}
