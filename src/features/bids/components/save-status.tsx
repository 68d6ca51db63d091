import { ArrowPathIcon } from '@heroicons/react/20/solid';
import { t } from '@/i18n/bids';
import type { BidSaveState } from '../hooks/use-bid-saver';

type SaveStatusProps = { state: BidSaveState; onRetry: () => void; onChooseVersion: () => void };

/** One clear state of the autosave; a failed save is a button that tries again, a conflict one that asks. */
export function SaveStatus({ state, onRetry, onChooseVersion }: SaveStatusProps) {
  if (state === 'failed' || state === 'conflict') {
    return (
      <div role="status">
        <button
          type="button"
          onClick={state === 'failed' ? onRetry : onChooseVersion}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-red-700 underline underline-offset-2 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <ArrowPathIcon className="size-4" aria-hidden="true" />
          {t(`bids.save.${state}`)}
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={state === 'tooLarge' ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
      {t(`bids.save.${state}`)}
    </p>
  );
}
