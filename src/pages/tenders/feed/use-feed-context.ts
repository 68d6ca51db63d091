import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PREFERENCES_COMPLETE_TARGET } from '@/config/constants';
import { useCompleteness } from '@/features/preferences/logged-in/get-completeness';
import { useProcessingStatus } from '@/features/preferences/logged-in/get-processing-status';
import { refreshAfterProcessing } from '@/features/preferences/logged-in/refresh-after-processing';
import { useAccess } from '@/features/subscription/logged-in/use-access';
import type { FeedKind } from '@/features/tenders/logged-in/keys';
import type { CardAction } from '@/features/tenders/feed/tender-card';
import type { FeedPreferencesState } from '@/features/tenders/feed/tender-feed';
import { addToBidsAction } from '@/pages/tenders/add-to-bids-action';

/**
 * What a feed page hands the tenders feature from the subscription, preferences and bids features (which
 * features may not import from each other): full access, for the main feed where the profile stands, and
 * the cards' 'Toevoegen aan biedingen'.
 */
export function useFeedContext(kind: FeedKind): {
  hasFullAccess: boolean | null;
  expectsFullAccess: boolean;
  accessNeedsConnection: boolean;
  preferences: FeedPreferencesState;
  cardAction: CardAction;
} {
  const access = useAccess();
  const hasFullAccess = access.isChecking ? null : access.hasFullAccess;
  const isMain = kind === 'main';
  const completeness = useCompleteness();
  // Asked while the subscription is still being checked too, not after it: the feed waits for both.
  const processing = useProcessingStatus({ enabled: isMain && hasFullAccess !== false });
  const isProcessing = processing.data === true;

  // When processing ends the matches change: feeds, counters and preferences reload (spec §4 Feed).
  const queryClient = useQueryClient();
  const wasProcessing = useRef(isProcessing);
  useEffect(() => {
    if (wasProcessing.current && !isProcessing) {
      void refreshAfterProcessing(queryClient);
    }
    wasProcessing.current = isProcessing;
  }, [isProcessing, queryClient]);

  let preferences: FeedPreferencesState = 'complete';
  if (isMain) {
    if (completeness.isPending || (processing.isPending && processing.fetchStatus !== 'idle')) preferences = 'checking';
    else if (isProcessing) preferences = 'processing';
    else if ((completeness.data ?? 0) < PREFERENCES_COMPLETE_TARGET) preferences = 'incomplete';
  }
  return {
    hasFullAccess,
    expectsFullAccess: access.expectsFullAccess,
    accessNeedsConnection: access.needsConnection,
    preferences,
    cardAction: addToBidsAction,
  };
}
