import { t } from '@/i18n/pipeline';
import type { WaitingChange } from '../lib/pipeline';
import { ClockIcon } from '@/components/ui/primitives/icons';

/** Marks a card of the pipeline whose move or sheet save waits in the offline queue. */
export function WaitingChanges({ changes }: { changes: readonly WaitingChange[] }) {
  if (!changes.length) return null;
  return (
    <p className="flex flex-col gap-1 text-sm font-medium text-amber-800">
      {changes.map((change) => (
        <span key={change} className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4 shrink-0" aria-hidden="true" />
          {t(`pipeline.move.waiting.${change}`)}
        </span>
      ))}
    </p>
  );
}
