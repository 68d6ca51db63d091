import { Suspense, useState } from 'react';
import { DetailSection } from '@/components/detail-section';
import { t } from '@/i18n/bid-entry';
import { lazy } from '@/lib/frame/lazy';
import { useBidsAvailability } from '@/features/bids/logged-in/get-bids-availability';
import type { BidTender, PassageLinks } from '../lib/bid-tender';
import { AddToBidsButton } from './add-to-bids-button';

// The sheet and its demo are fetched when they open: the detail carries only this entry (docs/decisions/091).
const BidSheet = lazy(() => import('./load-bid-sheet').then(({ loadBidSheet }) => loadBidSheet()));
const BidSheetDemo = lazy(() => import('./load-bid-sheet').then(({ loadBidSheetDemo }) => loadBidSheetDemo()));

type BidSheetEntryProps =
  | {
      tender: BidTender;
      passages?: PassageLinks | undefined;
      /** Whether the sheet is open: the page holds it, and gives the open sheet the chat's room. */
      isOpen: boolean;
      onOpenChange: (isOpen: boolean) => void;
    }
  /** No tender: the demo detail's, for a user without full access. */
  | { tender?: undefined };

/**
 * 'Go/no-go' on the tender detail (optional extension 'Bids'), nothing unless the API has the extension. For a
 * user who may use it, a button that opens the sheet in place, and 'Toevoegen aan biedingen'; for a user without
 * full access (the API answers 403), the sheet as a demo on a fictional tender that saves nothing.
 */
export default function BidSheetEntry(props: BidSheetEntryProps) {
  const availability = useBidsAvailability();
  const [isDemoOpen, setIsDemoOpen] = useState(false);
  const sheet = props.tender ? props : null;
  if (availability !== (sheet ? 'available' : 'demo')) return null;
  const isOpen = sheet ? sheet.isOpen : isDemoOpen;
  return (
    <DetailSection
      title={t('bidEntry.title')}
      actions={sheet && <AddToBidsButton tender={sheet.tender} look="button" />}
      toggle={{
        isOpen,
        onToggle: () => (sheet ? sheet.onOpenChange(!isOpen) : setIsDemoOpen(!isOpen)),
        label: sheet ? t(isOpen ? 'bidEntry.close' : 'bidEntry.open') : t(`bidEntry.demo.${isOpen ? 'close' : 'open'}`),
      }}
    >
      {isOpen ? (
        <Suspense fallback={<p role="status">{t(sheet ? 'common.loading' : 'bidEntry.demo.loading')}</p>}>
          {sheet ? <BidSheet tender={sheet.tender} passages={sheet.passages} /> : <BidSheetDemo />}
        </Suspense>
      ) : (
        !sheet && <p className="text-slate-700">{t('bidEntry.demo.intro')}</p>
      )}
    </DetailSection>
  );
}
