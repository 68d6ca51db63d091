import { memo } from 'react';
import { paths } from '@/config/paths';
import type { Tender } from '@/features/tenders/api/schemas';
import { TenderCard } from './tender-card';

/**
 * A card re-renders only when its own tender (React Query keeps unchanged rows by reference), state or
 * handlers change, so loading page 100 does not re-render the 990 cards above it.
 */
const FeedCard = memo(TenderCard);

type TenderFeedListProps = {
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
    <div role="feed" aria-label={label} aria-busy={isBusy} className="flex flex-col gap-4">
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
          className="[contain-intrinsic-size:auto_15rem] [content-visibility:auto]"
        />
      ))}
    </div>
  );
}
