import type { Ref } from 'react';
import { Button } from '@/components/ui/controls/button';
import { Spinner } from '@/components/ui/controls/spinner';
import { t } from '@/i18n/tenders';

type TenderFeedFooterProps = {
  sentinelRef: Ref<HTMLDivElement>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onRetry: () => void;
};

/** The end of the list: the scroll sentinel and where loading stands (spec §2 'Feed pages'). */
export function TenderFeedFooter({
  sentinelRef,
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  onRetry,
}: TenderFeedFooterProps) {
  return (
    <div
      ref={sentinelRef}
      className="flex min-h-12 flex-col items-center justify-center gap-2 py-4 text-sm text-slate-600"
    >
      <p role="status" className="flex items-center gap-2">
        {isFetchingNextPage ? (
          <>
            <Spinner size="sm" />
            {t('tenders.feed.loadingMore')}
          </>
        ) : hasNextPage ? (
          t('tenders.feed.scrollForMore')
        ) : (
          t('tenders.feed.noMore')
        )}
      </p>
      {isFetchNextPageError && !isFetchingNextPage && (
        <Button variant="outlined" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
