import { Suspense, useId } from 'react';
import { buttonClasses } from '@/components/ui/primitives/button-styles';
import { t } from '@/i18n/bid-entry';
import { lazy } from '@/lib/frame/lazy';
import { useBidsAvailability } from '@/features/bids/logged-in/get-bids-availability';
import type { BidTender, PassageLinks } from '../lib/bid-tender';
import { AddToBidsButton } from './add-to-bids-button';

// The sheet is fetched when it opens: the detail carries only this entry (docs/decisions/091).
const BidSheet = lazy(() => import('./load-bid-sheet').then(({ loadBidSheet }) => loadBidSheet()));

type BidSheetEntryProps = {
  tender: BidTender;
  passages?: PassageLinks | undefined;
  /** Whether the sheet is open: the page holds it, and gives the open sheet the chat's room. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * 'Go/no-go' on the tender detail (optional extension 'Bids'): nothing unless the API has the extension and
 * the user may use it; a button that opens the sheet in place, and 'Toevoegen aan biedingen'.
 */
export function BidSheetEntry({ tender, passages, isOpen, onOpenChange }: BidSheetEntryProps) {
  const isAvailable = useBidsAvailability() === 'available';
  const headingId = useId();
  if (!isAvailable) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {t('bidEntry.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <AddToBidsButton tender={tender} look="button" />
          <button
            type="button"
            aria-expanded={isOpen}
            className={buttonClasses({ variant: 'outlined', className: 'min-h-11' })}
            onClick={() => onOpenChange(!isOpen)}
          >
            {t(isOpen ? 'bidEntry.close' : 'bidEntry.open')}
          </button>
        </div>
      </div>
      {isOpen && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <BidSheet tender={tender} passages={passages} />
        </Suspense>
      )}
    </section>
  );
}
