import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { preferencesQueryOptions } from '@/features/preferences/api/get-preferences';
import { useProcessingStatus } from '@/features/preferences/logged-in/get-processing-status';
import { refreshAfterProcessing } from '@/features/preferences/logged-in/refresh-after-processing';

/**
 * While the saved preferences say `isAiProfileProcessing`, polls the processing status at once and every 10 s;
 * when the server says it is over, reloads the preferences (spec §4 Preferences). Once the reloaded preferences
 * are no longer processing, refreshes the feeds and calls `onEnd`.
 */
export function useProcessingWatch({ isProcessing, onEnd }: { isProcessing: boolean; onEnd?: () => void }) {
  const queryClient = useQueryClient();
  const status = useProcessingStatus({ enabled: isProcessing, untilDone: true });
  const statusDone = isProcessing && status.data === false && !status.isFetching;

  useEffect(() => {
    // An answer cached from before only costs one extra reload: the preferences then still say processing.
    if (statusDone) void queryClient.invalidateQueries({ queryKey: preferencesQueryOptions().queryKey });
  }, [statusDone, status.dataUpdatedAt, queryClient]);

  const wasProcessing = useRef(isProcessing);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    if (wasProcessing.current && !isProcessing) {
      void refreshAfterProcessing(queryClient);
      onEndRef.current?.();
    }
    wasProcessing.current = isProcessing;
  }, [isProcessing, queryClient]);
}
