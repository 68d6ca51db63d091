import { useCallback, useEffect, useMemo, useRef } from 'react';
import { errorField, errorMessage, errorStatus } from '@/api/errors';
import { QueryState } from '@/components/logged-in/query-state';
import { notify } from '@/lib/logged-in/toast';
import { useFeed } from '@/features/tenders/feed/get-feed';
import { useInteractTender, useWaitingInteractions } from '@/features/tenders/feed-and-detail/interact-tender';
import type { FeedKind } from '@/features/tenders/logged-in/keys';
import type { Tender } from '@/features/tenders/model/schemas';
import { useCardExit } from '@/features/tenders/feed/use-card-exit';
import { useFeedFilters } from '@/features/tenders/feed/use-feed-filters';
import { useFeedShortcuts } from '@/features/tenders/feed/use-feed-shortcuts';
import { useInfiniteScroll } from '@/features/tenders/feed/use-infinite-scroll';
import { addTenderToCalendar } from '@/features/tenders/feed-and-detail/add-to-calendar';
import type { FeedListHandle } from '@/features/tenders/lib/feed-cards';
import { t } from '@/i18n/tenders';
import { FeedFilterBar } from './feed-filter-bar';
import { FeedPreferencesBanner } from './feed-preferences-banner';
import { SavedDeadlinesExport } from './saved-deadlines-export';
import type { CardAction } from './tender-card';
import { TenderFeedEmpty } from './tender-feed-empty';
import { TenderFeedFooter } from './tender-feed-footer';
import { TenderFeedList } from './tender-feed-list';
import { TenderFeedSkeleton } from './tender-feed-skeleton';

/** Where the matching profile stands; 'checking' while completeness or processing status loads. */
export type FeedPreferencesState = 'checking' | 'processing' | 'incomplete' | 'complete';

function isProfileIncompleteError(error: Error | null): boolean {
  return errorStatus(error) === 400 && errorField(error, 'error_code') === 'PROFILE_INCOMPLETE';
}

function failureText(error: unknown): string {
  return errorMessage(error) ?? t('tenders.feed.unknownError');
}

/** Every page's tenders once: a page boundary that shifted between loads must not show a card twice. */
function uniqueTenders(pages: { results: Tender[] }[]): Tender[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.results).filter((tender) => !seen.has(tender.id) && seen.add(tender.id));
}

type TenderFeedLiveProps = {
  kind: FeedKind;
  label: string;
  preferences: FeedPreferencesState;
  onShowShortcuts: () => void;
  cardAction?: CardAction | undefined;
};

/** A subscriber's feed: ordering per spec §4 Feed, infinite scroll, save and reject. */
export function TenderFeedLive({ kind, label, preferences, onShowShortcuts, cardAction }: TenderFeedLiveProps) {
  const isMain = kind === 'main';
  const isReady = !isMain || preferences !== 'checking';
  const wantsUnsorted = isMain && preferences !== 'complete';
  const { filters, setFilter, clear } = useFeedFilters();
  const searchRef = useRef<HTMLInputElement>(null);
  // Either 'Wis filters' button disappears once clicked: the focus goes to the search box.
  const clearFilters = useCallback(() => {
    clear();
    searchRef.current?.focus();
  }, [clear]);
  const isFiltered = Object.keys(filters).length > 0;
  const sorted = useFeed(kind, { unsorted: false, filters, enabled: isReady && !wantsUnsorted });
  // The server may find the profile incomplete where the app did not: fall back to the unsorted feed.
  const serverSaysIncomplete = isMain && isProfileIncompleteError(sorted.error);
  const useUnsorted = wantsUnsorted || serverSaysIncomplete;
  const unsorted = useFeed(kind, { unsorted: true, filters, enabled: isReady && isMain && useUnsorted });
  const feed = useUnsorted ? unsorted : sorted;

  const failedAt = feed.isError ? feed.errorUpdatedAt : 0;
  const failure = feed.isError ? failureText(feed.error) : '';
  useEffect(() => {
    if (failedAt) notify.error(t('tenders.feed.loadErrorToast', { message: failure }));
  }, [failedAt, failure]);

  const interact = useInteractTender();
  const waiting = useWaitingInteractions();
  const exit = useCardExit();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const sentinelRef = useInfiniteScroll({
    hasNextPage,
    isFetchingNextPage,
    isPaused: isFetchNextPageError,
    fetchNextPage,
  });

  const tenders = useMemo(() => {
    const all = uniqueTenders(feed.data?.pages ?? []);
    // A tender rejected in the main feed stays, marked, until its exit animation ends (clarifications.md).
    return isMain ? all.filter((tender) => !(tender.isRejected && exit.gone.has(tender.id))) : all;
  }, [feed.data, isMain, exit.gone]);

  // The feed pattern's set size: the server's count while pages remain, else the cards loaded.
  const lastCount = feed.data?.pages.at(-1)?.count ?? -1;
  const setSize = hasNextPage ? Math.max(lastCount, tenders.length) : tenders.length;

  const exiting = useMemo(
    () =>
      new Set(tenders.filter((tender) => tender.isRejected && exit.exiting.has(tender.id)).map((tender) => tender.id)),
    [tenders, exit.exiting],
  );

  // Stable handlers let the list skip the cards a new page leaves unchanged (bench: 1,000 cards).
  const { mutate } = interact;
  const { start: startExit, cancel: cancelExit } = exit;
  const save = useCallback((tender: Tender) => mutate({ id: tender.id, action: 'save' }), [mutate]);
  const reject = useCallback(
    (tender: Tender) => {
      if (isMain) {
        if (tender.isRejected) cancelExit(tender.id);
        else startExit(tender.id);
      }
      mutate({ id: tender.id, action: 'reject' });
    },
    [isMain, mutate, startExit, cancelExit],
  );

  const listRef = useRef<FeedListHandle>(null);
  const shortcuts = useFeedShortcuts({
    listRef,
    tenders,
    onSave: save,
    onReject: reject,
    onShowHelp: onShowShortcuts,
    hasMore: hasNextPage && !isFetchNextPageError,
    onLoadMore: () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
  });

  // The banner comes with the cards, not above the placeholders: they would be pushed down (CLS).
  const banner =
    !isMain || feed.isPending
      ? null
      : preferences === 'processing'
        ? 'processing'
        : preferences === 'incomplete' || serverSaysIncomplete
          ? 'incomplete'
          : null;

  return (
    <>
      <p role="status" className="sr-only">
        <span key={shortcuts.announcement.id}>{shortcuts.announcement.text}</span>
      </p>
      <FeedFilterBar
        filters={filters}
        setFilter={setFilter}
        clear={clearFilters}
        searchRef={searchRef}
        resultCount={isFiltered && feed.isSuccess ? (feed.data.pages[0]?.count ?? 0) : null}
      />
      {banner && <FeedPreferencesBanner reason={banner} />}
      <QueryState
        query={feed}
        loading={<TenderFeedSkeleton />}
        errorMessage={(error) => t('tenders.feed.loadErrorPage', { message: failureText(error) })}
        isEmpty={() => tenders.length === 0 && !hasNextPage}
        empty={<TenderFeedEmpty kind={kind} showHint onClearFilters={isFiltered ? clearFilters : undefined} />}
      >
        {() => (
          <>
            {kind === 'saved' && (
              <div className="flex justify-end">
                <SavedDeadlinesExport />
              </div>
            )}
            <TenderFeedList
              ref={listRef}
              label={label}
              tenders={tenders}
              setSize={setSize}
              isBusy={isFetchingNextPage}
              exiting={exiting}
              waiting={waiting}
              onSave={shortcuts.save}
              onReject={shortcuts.reject}
              onAddToCalendar={addTenderToCalendar}
              extraAction={cardAction}
            />
            <TenderFeedFooter
              sentinelRef={sentinelRef}
              hasNextPage={hasNextPage}
              isFetchingNextPage={isFetchingNextPage}
              isFetchNextPageError={isFetchNextPageError}
              onRetry={() => void fetchNextPage()}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
