import { parseDeadline } from '@/features/tenders/calendar';
import { twoDigits as pad } from '@/lib/frame/format';
import type { BidTender } from './bid-tender';

/** The tender's submission deadline as a Brussels calendar date (`YYYY-MM-DD`), or null without one. */
export function deadlineOf(tender: Pick<BidTender, 'submissionDate'>): string | null {
  const local = tender.submissionDate ? parseDeadline(tender.submissionDate) : null;
  return local ? `${local.year}-${pad(local.month)}-${pad(local.day)}` : null;
}
