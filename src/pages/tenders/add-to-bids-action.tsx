import { AddToBidsButton } from '@/features/bids/components/add-to-bids-button';
import type { CardAction } from '@/features/tenders/feed/tender-card';

/** 'Toevoegen aan biedingen' on a feed card: the bids feature's button on the tenders feature's card. */
export const addToBidsAction: CardAction = (tender, describedBy) => (
  <AddToBidsButton tender={tender} look="icon" describedBy={describedBy} />
);
