import { Suspense, useId, useState } from 'react';
import { t } from '@/i18n/bids';
import { lazy } from '@/lib/frame/lazy';
import { useBidsAvailability } from '@/features/bids/logged-in/get-bids-availability';

const BidSheetExample = lazy(() => import('./bid-sheet-example'));

/**
 * For users without full access, under the locked detail: what the go/no-go sheet is, as an example on a
 * fictional tender that saves nothing. Only where the API has the extension (it answers them 403).
 */
export default function BidExampleEntry() {
  const isLocked = useBidsAvailability() === 'locked';
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  if (!isLocked) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {t('bids.example.title')}
        </h2>
        <button
          type="button"
          aria-expanded={isOpen}
          onClick={() => setIsOpen(!isOpen)}
          className="min-h-11 rounded-lg border border-blue-700 px-4 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {t(isOpen ? 'bids.example.close' : 'bids.example.open')}
        </button>
      </div>
      {isOpen ? (
        <Suspense fallback={<p role="status">{t('bids.example.loading')}</p>}>
          <BidSheetExample />
        </Suspense>
      ) : (
        <p className="text-slate-700">{t('bids.example.intro')}</p>
      )}
    </section>
  );
}
