import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { QueryState } from '@/components/logged-in/query-state';
import { useIsLargeScreen } from '@/hooks/logged-in/use-is-large-screen';
import { t } from '@/i18n/pipeline';
import { lazy } from '@/lib/frame/lazy';
import { notify } from '@/lib/logged-in/toast';
import type { PipelineBid } from '../api/get-pipeline';
import { usePipeline } from '../api/get-pipeline';
import { useMoveBid } from '@/features/bids/model/move-bid';
import type { BidStatus } from '@/features/bids/model/schemas';
import { usePendingStages } from '../hooks/use-pending-stages';
import { brusselsToday } from '../lib/calendar-days';
import { pipelineColumns, upcomingDeadlines } from '../lib/pipeline';
import { PipelineDeadlines } from './pipeline-deadlines';
import { PipelineEmpty } from './pipeline-empty';
import { PipelineSkeleton } from './pipeline-skeleton';

// Each screen loads only its own view: the board with dnd-kit from 1024 px, the list below.
const loadBoard = () => import('./pipeline-board');
const loadList = () => import('./pipeline-list');
const PipelineBoard = lazy(() => loadBoard().then((module) => ({ default: module.PipelineBoard })));
const PipelineList = lazy(() => loadList().then((module) => ({ default: module.PipelineList })));

function failureText(error: unknown): string {
  return errorMessage(error) ?? t('pipeline.load.unknownError');
}

/** The tender in `?bid=` (from 'Toevoegen aan biedingen'), or null. */
function useHighlightedId(): number | null {
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('bid'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The bid pipeline of a user with full access: 'Deadlines in zicht' and the stages, as a board from 1024 px
 * and as a list below; its loading, error and empty states. A card opened through `?bid=` is outlined and
 * takes the focus once.
 */
export function BidPipeline() {
  const pipeline = usePipeline();
  const isLargeScreen = useIsLargeScreen();
  const move = useMoveBid();
  const pending = usePendingStages();
  const highlightedId = useHighlightedId();
  const today = brusselsToday(new Date());
  const bids = pipeline.data;
  const columns = useMemo(() => pipelineColumns(bids ?? [], today, pending), [bids, today, pending]);
  const upcoming = useMemo(() => upcomingDeadlines(columns), [columns]);
  const [announcement, setAnnouncement] = useState({ id: 0, text: '' });
  // Fetched beside the Bids, not after them.
  useEffect(() => {
    (isLargeScreen ? loadBoard : loadList)().catch(() => undefined);
  }, [isLargeScreen]);

  const failedAt = pipeline.isError ? pipeline.errorUpdatedAt : 0;
  const failure = pipeline.isError ? failureText(pipeline.error) : '';
  useEffect(() => {
    if (failedAt) notify.error(t('pipeline.load.errorToast', { message: failure }));
  }, [failedAt, failure]);

  const moveByMenu = (bid: PipelineBid, stage: BidStatus) => {
    move(bid, stage);
    setAnnouncement(({ id }) => ({
      id: id + 1,
      text: t('pipeline.move.moved', { name: bid.tender.displayName, stage: t(`pipeline.stages.${stage}`) }),
    }));
  };

  const focusedOnce = useRef(false);
  const highlightedTitleRef = useCallback((element: HTMLAnchorElement | null) => {
    if (!element || focusedOnce.current) return;
    focusedOnce.current = true;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'center' });
  }, []);
  const skeleton = <PipelineSkeleton isBoard={isLargeScreen} />;
  const highlightedStage = bids?.find((bid) => bid.tenderId === highlightedId)?.status;
  const firstFilledStage = columns.find((column) => column.cards.length > 0)?.stage ?? 'interested';

  return (
    <>
      <p role="status" className="sr-only">
        <span key={announcement.id}>{announcement.text}</span>
      </p>
      <QueryState
        query={pipeline}
        loading={skeleton}
        errorMessage={(error) => t('pipeline.load.errorPage', { message: failureText(error) })}
        isEmpty={(data) => data.length === 0}
        empty={<PipelineEmpty />}
      >
        {() => (
          <div className="flex flex-col gap-6">
            <PipelineDeadlines upcoming={upcoming} today={today} />
            <Suspense fallback={skeleton}>
              {isLargeScreen ? (
                <PipelineBoard
                  columns={columns}
                  onMove={moveByMenu}
                  onDrop={move}
                  highlightedId={highlightedId}
                  highlightedTitleRef={highlightedTitleRef}
                />
              ) : (
                <PipelineList
                  columns={columns}
                  onMove={moveByMenu}
                  initialStage={highlightedStage ?? firstFilledStage}
                  highlightedId={highlightedId}
                  highlightedTitleRef={highlightedTitleRef}
                />
              )}
            </Suspense>
          </div>
        )}
      </QueryState>
    </>
  );
}
