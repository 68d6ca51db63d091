import { Suspense, useCallback, useDeferredValue, useState } from 'react';
import { NeedsConnection } from '@/components/logged-in/needs-connection';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { Button } from '@/components/ui/controls/button';
import type { FeedKind } from '@/features/tenders/logged-in/keys';
import { useEarlyFeedPage } from '@/features/tenders/feed/use-early-feed-page';
import { useFeedFilters } from '@/features/tenders/feed/use-feed-filters';
import { t } from '@/i18n/tenders';
import { lazy } from '@/lib/frame/lazy';
import type { CardAction } from './tender-card';
import { TenderFeedLive, type FeedPreferencesState } from './tender-feed-live';
import { TenderFeedSkeleton } from './tender-feed-skeleton';

// A subscriber never sees the demo: it loads, with its sample tenders, only for the others.
const TenderFeedDemo = lazy(() =>
  import('@/features/tenders/components/tender-feed-demo').then((module) => ({ default: module.TenderFeedDemo })),
);

// The shortcuts help, Headless UI included, loads the first time it is asked for (or pointed at).
const loadShortcutsDialog = () => import('@/features/tenders/components/feed-shortcuts-dialog');
const FeedShortcutsDialog = lazy(() =>
  loadShortcutsDialog().then((module) => ({ default: module.FeedShortcutsDialog })),
);
const preloadShortcutsDialog = () => void loadShortcutsDialog().catch(() => undefined);

export type { FeedPreferencesState };

type TenderFeedProps = {
  kind: FeedKind;
  title: string;
  /** From the subscription status; null while it is being checked. */
  hasFullAccess: boolean | null;
  /** While the status is checked: this browser last saw full access for this user (the first page is asked early). */
  expectsFullAccess?: boolean;
  /** While the status is checked: it cannot be, offline with none on the device, so the feed needs the connection. */
  accessNeedsConnection?: boolean;
  /** Decides the main feed's call and banners; other feeds ignore it. */
  preferences?: FeedPreferencesState;
  /** Another feature's action on each card of the live feed (the pipeline's 'Toevoegen aan biedingen'). */
  cardAction?: CardAction;
};

/** One of the four feed pages (spec §2 'Feed pages'): the live feed for subscribers, else the demo. */
export function TenderFeed({
  kind,
  title,
  hasFullAccess,
  expectsFullAccess = false,
  accessNeedsConnection = false,
  preferences = 'complete',
  cardAction,
}: TenderFeedProps) {
  const { filters } = useFeedFilters();
  useEarlyFeedPage(kind, { hasFullAccess, expectsFullAccess, filters });
  // The feed that the status allows renders in a transition, in slices between frames; a returning
  // subscriber's first page is already there, and rendered inside the status's synchronous update it was one
  // long task (docs/decisions/110). The skeleton stays until then.
  const access = useDeferredValue(hasFullAccess);
  // null until the help is first opened, so its code is not fetched before.
  const [showsShortcuts, setShowsShortcuts] = useState<boolean | null>(null);
  const showShortcuts = useCallback(() => setShowsShortcuts(true), []);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <PageTitle>{title}</PageTitle>
        {/* Where the keyboard shortcuts can be found; ? opens the same help. */}
        <Button
          variant="ghost"
          size="sm"
          aria-keyshortcuts="?"
          onClick={showShortcuts}
          onPointerEnter={preloadShortcutsDialog}
          onFocus={preloadShortcutsDialog}
        >
          {t('tenders.shortcuts.button')}
          <kbd aria-hidden="true" className="rounded border border-blue-200 px-1.5 font-mono text-xs">
            ?
          </kbd>
        </Button>
      </div>
      {access === null ? (
        accessNeedsConnection ? (
          <NeedsConnection />
        ) : (
          <TenderFeedSkeleton />
        )
      ) : access ? (
        <TenderFeedLive
          kind={kind}
          label={title}
          preferences={preferences}
          onShowShortcuts={showShortcuts}
          cardAction={cardAction}
        />
      ) : (
        <Suspense fallback={<TenderFeedSkeleton />}>
          <TenderFeedDemo kind={kind} label={title} onShowShortcuts={showShortcuts} />
        </Suspense>
      )}
      {showsShortcuts !== null && (
        <Suspense fallback={null}>
          <FeedShortcutsDialog open={showsShortcuts} onClose={() => setShowsShortcuts(false)} />
        </Suspense>
      )}
    </div>
  );
}
