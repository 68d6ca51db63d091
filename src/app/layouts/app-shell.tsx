import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineNotice } from '@/components/frame/offline-notice';
import { SidePanel } from '@/components/ui/side-panel';
import { useBidsProbe } from '@/features/bids/logged-in/get-bids-availability';
import { useIsLargeScreen } from '@/hooks/logged-in/use-is-large-screen';
import { usePageSettled } from '@/hooks/use-page-settled';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { lazy } from '@/lib/frame/lazy';
import { useOfflineStatus } from '@/api/offline/offline-status';
import type { RouteEntry } from '../route-table';
import { BottomBar } from './bottom-bar';
import { PreferencesSummaryWithCounters } from '@/app/logged-in/preferences-summary-with-counters';
import { PublicMain } from '@/app/frame/public-main';
import { SideNav } from './side-nav';
import { useShowsBids } from './use-shows-bids';
import { useWaitingCount } from './use-waiting-count';

type AppShellProps = {
  /** The optional API extension the current page belongs to, if any (the route table's `extension`). */
  extension: RouteEntry['extension'];
  /** A work surface (the route table's `wide`): no 'Matching profiel' panel beside it, the room is its own. */
  isWide: boolean;
  /** What every unknown address shows (the route table's `*` page). */
  notFound: ReactNode;
};

// Loads only when a new build waits (src/app/offline-start/start-offline.ts), which only a logged-in user's app registers.
const UpdatePrompt = lazy(() => import('@/components/update-prompt'));
// Loads only once a change waits to be sent (issue #42).
const WaitingChangesCount = lazy(() => import('./waiting-changes-count'));

/**
 * Layout of the app behind login: the offline notice (with the age of the data shown), the count of changes
 * waiting to be sent and a waiting update,
 * side navigation, content and the 'Matching profiel' panel on desktop (not beside a wide page, which takes
 * its room), the bottom bar below 1024 px. A visitor (on /faq or the /preferences gate) just gets the notice
 * and the content. Either shell is at least a screen tall, so the footer starts below the fold and nothing on
 * screen moves when a page's data arrives after its short loading state (CLS).
 *
 * The optional Bids extension adds 'Mijn biedingen' to the navigation when the API has it (asked once a
 * session, once the first page has settled; shown as the last visit's answer said meanwhile). A page of the
 * extension, asked for against an API without it (a 404), is what any unknown address is: the not-found page
 * in the public layout, without this shell (docs/decisions/102). Any other failure shows the page, with its
 * own error state.
 */
export function AppShell({ extension, isWide, notFound }: AppShellProps) {
  const { isAuthenticated } = useSession();
  const isLargeScreen = useIsLargeScreen();
  const { applyUpdate, notice } = useOfflineStatus();
  const waiting = useWaitingCount();
  // Asked once the page has settled, except on the extension's own pages: beside the feed's first page it slowed
  // the feed's largest paint (docs/decisions/102). What needs it sooner (the detail's go/no-go entry, a feed
  // card's button) asks itself.
  const isPageSettled = usePageSettled();
  const bids = useBidsProbe({ enabled: isAuthenticated && (isPageSettled || extension === 'bids') });
  const showsBids = useShowsBids(bids);
  if (!isAuthenticated) {
    return (
      <>
        <OfflineNotice />
        {/* A screen tall as well: /faq's content is shorter than a phone while it loads, and the footer
            would rise into view and drop again (docs/decisions/067). */}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto min-h-dvh w-full max-w-4xl flex-1 px-4 py-8 focus:outline-none"
        >
          <Outlet />
        </main>
      </>
    );
  }
  // While the probe is asked, the extension's page shows: its code and heading need not wait for the answer,
  // which the page itself waits for.
  if (extension === 'bids' && bids === 'absent') return <PublicMain>{notFound}</PublicMain>;
  return (
    <>
      <OfflineNotice notice={notice} />
      {/* The user always sees how many changes wait; the live region is there first, so it is announced. */}
      <div role="status" className="contents">
        {waiting > 0 && (
          <Suspense fallback={null}>
            <WaitingChangesCount count={waiting} />
          </Suspense>
        )}
      </div>
      <div role="status" className="contents">
        {applyUpdate && (
          <Suspense fallback={null}>
            <UpdatePrompt onReload={applyUpdate} />
          </Suspense>
        )}
      </div>
      <div className="mx-auto flex min-h-dvh w-full max-w-7xl flex-1 gap-6 px-4 py-6 pb-24 lg:pb-8">
        {/* From 1024 px only: a phone hid it, yet rendered its links again with every answer. */}
        {isLargeScreen && <SideNav showsBids={showsBids} />}
        <main id="main" tabIndex={-1} className={cn('min-w-0 flex-1 focus:outline-none', !isWide && 'max-w-4xl')}>
          <Outlet />
        </main>
        {/* Below 1024 px the panel lives in the profile drawer: a phone neither renders nor fetches it here. */}
        {isLargeScreen && !isWide && (
          <div className="sticky top-20 shrink-0 self-start">
            <SidePanel side="right" title={t('layout.preferencesSummary.title')} collapsible>
              <PreferencesSummaryWithCounters />
            </SidePanel>
          </div>
        )}
        {/* Shown below 1024 px only: a desktop does not render it (nor fetch its 'Meer'). */}
        {!isLargeScreen && <BottomBar showsBids={showsBids} />}
      </div>
    </>
  );
}
