import { Suspense, useState } from 'react';
import { DetailSection } from '@/components/detail-section';
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
  const kind = query.data?.kind;
  // Once a call has failed, the section stays while it is asked again (pending meanwhile), with its state.
  if (kind === 'absent' || (kind === undefined && query.errorUpdateCount === 0)) return null;
  return (
    <DetailSection
      title={t('awardsEntry.title')}
      toggle={{
        isOpen,
        onToggle: () => setIsOpen(!isOpen),
        label: t(isOpen ? 'awardsEntry.close' : 'awardsEntry.open'),
      }}
    >
      {isOpen && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <AwardsPanel tender={tender} />
        </Suspense>
      )}
    </DetailSection>
  );
}
