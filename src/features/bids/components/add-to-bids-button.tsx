import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { Tooltip } from '@/components/ui/controls/tooltip';
import { paths } from '@/config/paths';
import { t } from '@/i18n/bid-entry';
import { buttonClasses } from '@/components/ui/primitives/button-styles';
import { isChunkLoadError } from '@/lib/frame/chunk-load-error';
import { cn } from '@/lib/frame/cn';
import { notify } from '@/lib/logged-in/toast';
import { useBidsAvailability } from '@/features/bids/logged-in/get-bids-availability';
import type { BidTender } from '../lib/bid-tender';
import { ViewColumnsIcon } from '@/components/logged-in/icons';

// The call and its texts load on the click: a feed card carries only this button.
const loadAddToBids = () => import('../lib/load-add-to-bids').then((module) => module.loadAddToBids());

type AddToBidsButtonProps = {
  tender: Pick<BidTender, 'id' | 'displayName' | 'submissionDate'>;
  /** `icon`: the feed card's 44 px icon button, named by its tooltip; `button`: a labelled button (the detail). */
  look: 'icon' | 'button';
  /** The card's title, so a screen reader hears which tender is meant. */
  describedBy?: string;
};

const iconClasses =
  'inline-flex size-11 items-center justify-center rounded-lg transition-colors duration-150 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * 'Toevoegen aan biedingen' (optional extension 'Bids'): puts the tender in the pipeline at Interessant, and
 * then links to it there; for a tender that is in the pipeline already it opens the board at its card.
 * Nothing unless the API has the extension and the user may use it.
 */
export function AddToBidsButton({ tender, look, describedBy }: AddToBidsButtonProps) {
  const isAvailable = useBidsAvailability() === 'available';
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!isAvailable) return null;
  const href = paths.bids.getHref(tender.id);

  if (state === 'added') {
    const link = (
      <Link
        to={href}
        aria-describedby={describedBy}
        className={
          look === 'icon'
            ? cn(iconClasses, 'bg-blue-50 text-blue-800 ring-1 ring-blue-700/30 ring-inset hover:bg-blue-100')
            : buttonClasses({ variant: 'outlined', className: 'min-h-11' })
        }
      >
        <ViewColumnsIcon className="size-5" aria-hidden="true" />
        {look === 'button' && t('bidEntry.inPipeline')}
      </Link>
    );
    return look === 'icon' ? (
      <Tooltip content={t('bidEntry.inPipeline')} asLabel>
        {link}
      </Tooltip>
    ) : (
      link
    );
  }

  const isAdding = state === 'adding';
  const add = () => {
    if (isAdding) return;
    setState('adding');
    loadAddToBids()
      .then(({ addToBids }) => addToBids(tender, queryClient))
      .then((isNew) => {
        setState('added');
        if (!isNew) void navigate(href);
      })
      .catch((error: unknown) => {
        setState('idle');
        const message = isChunkLoadError(error)
          ? t('common.apiErrors.network')
          : (errorMessage(error) ?? t('bidEntry.unknownError'));
        notify.error(t('bidEntry.addFailed', { name: tender.displayName, message }));
      });
  };
  const button = (
    <button
      type="button"
      // aria-disabled rather than disabled while busy, so keyboard focus stays on the button.
      aria-disabled={isAdding || undefined}
      aria-busy={isAdding || undefined}
      aria-describedby={describedBy}
      onClick={add}
      className={
        look === 'icon'
          ? cn(iconClasses, 'text-slate-600 hover:bg-slate-100 hover:text-slate-900')
          : buttonClasses({ variant: 'outlined', className: 'min-h-11' })
      }
    >
      <ViewColumnsIcon className="size-5" aria-hidden="true" />
      {look === 'button' && t(isAdding ? 'bidEntry.adding' : 'bidEntry.add')}
    </button>
  );
  return look === 'icon' ? (
    <Tooltip content={t('bidEntry.add')} asLabel>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
