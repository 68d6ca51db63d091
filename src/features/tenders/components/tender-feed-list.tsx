import { memo, type Ref } from 'react';
import { paths } from '@/config/paths';
import type { Tender } from '@/features/tenders/api/schemas';
import { TenderCard } from './tender-card';

/**
 * A card re-renders only when its own tender (React Query keeps unchanged rows by reference), state or
 * handlers change, so loading page 100 does not re-render the 990 cards above it.
 */
const FeedCard = memo(TenderCard);

type TenderFeedListProps = {
  /** The feed element, whose cards keyboard triage moves between. */
  ref?: Ref<HTMLDivElement>;
  label: string;
  tenders: Tender[];
  isBusy?: boolean;
  exiting?: ReadonlySet<number>;
  onView?: (tender: Tender) => void;
  onSave: (tender: Tender) => void;
  onReject: (tender: Tender) => void;
  onAddToCalendar?: (tender: Tender) => void;
};

/**
 * The cards of a feed in one column (ARIA feed pattern). Off-screen cards skip layout and paint
 * (content-visibility), so a feed of a thousand tenders scrolls as smoothly as one of ten.
 */
export function TenderFeedList({
  ref,
  label,
  tenders,
  isBusy = false,
  exiting,
  onView,
  onSave,
  onReject,
  onAddToCalendar,
}: TenderFeedListProps) {
  return (
    <div ref={ref} role="feed" aria-label={label} aria-busy={isBusy} className="flex flex-col gap-4">
      {tenders.map((tender) => (
        <FeedCard
          key={tender.id}
          tender={tender}
          variant="feed"
          detailHref={paths.tenderInfo.getHref(tender.id)}
          onView={onView}
          onSave={onSave}
          onReject={onReject}
          onAddToCalendar={onAddToCalendar}
          isExiting={exiting?.has(tender.id) ?? false}
          // Scrolled into view (keyboard triage) clear of the sticky header and the mobile bottom bar.
          className="scroll-mt-20 scroll-mb-20 [contain-intrinsic-size:auto_15rem] [content-visibility:auto] has-focus-visible:border-blue-700"
        />
      ))}
    </div>
  );
}
