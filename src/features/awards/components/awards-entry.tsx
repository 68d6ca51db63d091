import { Suspense, useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/primitives/button-styles';
import type { Tender } from '@/features/tenders/tender';
import { t } from '@/i18n/awards-entry';
import { lazy } from '@/lib/frame/lazy';
import { useAwardsCall } from '../api/awards-query';

// The section's code is fetched when it opens: the detail, at its 200 KB budget, carries only this entry.
const AwardsPanel = lazy(() => import('./awards-panel'));

/**
 * 'Eerdere gunningen' on the tender detail (optional extension 'Awards'): nothing while the API is asked and
 * when it lacks the extension (404); otherwise a heading and a button that opens the past awards in place.
 * A failed call shows the section too, whose error state says so when opened.
 */
export function AwardsEntry({ tender }: { tender: Tender }) {
  const query = useAwardsCall(tender.id);
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const kind = query.data?.kind;
  // Once a call has failed, the section stays while it is asked again (pending meanwhile), with its state.
  if (kind === 'absent' || (kind === undefined && query.errorUpdateCount === 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {t('awardsEntry.title')}
        </h2>
        <button
          type="button"
          aria-expanded={isOpen}
          className={buttonClasses({ variant: 'outlined', className: 'min-h-11' })}
          onClick={() => setIsOpen(!isOpen)}
        >
          {t(isOpen ? 'awardsEntry.close' : 'awardsEntry.open')}
        </button>
      </div>
      {isOpen && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <AwardsPanel tender={tender} />
        </Suspense>
      )}
    </section>
  );
}
