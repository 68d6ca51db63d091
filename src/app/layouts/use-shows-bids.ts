import { useEffect, useState } from 'react';
import type { BidsProbe } from '@/features/bids/logged-in/get-bids-availability';
import { readRememberedBids, rememberBids } from '@/features/bids/logged-in/remembered-bids';

/**
 * Whether the navigation shows the Bids' entries: as the probe answers (only a 404 says the API lacks the
 * extension), and meanwhile as it answered on the last visit, so that a returning user's bottom bar shows its
 * final entries from the first frame (docs/decisions/118). When asking failed otherwise than with a 404, the
 * entries stay as they were; with nothing remembered they show, as the extension's page does.
 */
export function useShowsBids(probe: BidsProbe): boolean {
  const [remembered] = useState(readRememberedBids);
  const answer = probe === null || probe === 'unknown' ? null : probe !== 'absent';
  useEffect(() => {
    if (answer !== null) rememberBids(answer);
  }, [answer]);
  return answer ?? remembered ?? probe === 'unknown';
}
