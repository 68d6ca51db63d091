import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { t } from '@/i18n/pipeline';
import { cn } from '@/lib/frame/cn';
import type { PipelineBid } from '../api/get-pipeline';
import type { BidStatus } from '@/features/bids/model/schemas';
import type { PipelineCard as Card, PipelineColumn } from '../lib/pipeline';
import { stageCollisions, stageKeyboardCoordinates } from '../lib/stage-keyboard';
import { DraggablePipelineCard } from './draggable-pipeline-card';
import { PipelineCard } from './pipeline-card';
import { StageSummary } from './stage-summary';

type PipelineBoardProps = {
  columns: PipelineColumn[];
  /** A move by the menu (the page says it in its live region). */
  onMove: (bid: PipelineBid, stage: BidStatus) => void;
  /** A move by dragging (the drag's own announcements say it). */
  onDrop: (bid: PipelineBid, stage: BidStatus) => void;
  highlightedId: number | null;
  highlightedTitleRef: (element: HTMLAnchorElement | null) => void;
};

function BoardColumn({ column, children }: { column: PipelineColumn; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const headingId = useId();
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-labelledby={headingId}
      data-stage={column.stage}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-xl border p-1.5 transition-colors duration-150',
        isOver ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <StageSummary column={column} headingId={headingId} />
      {column.cards.length === 0 ? (
        <p className="px-1 py-4 text-sm text-slate-600">{t('pipeline.column.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </div>
  );
}

const stageName = (stage: UniqueIdentifier | undefined) =>
  stage === undefined ? '' : t(`pipeline.stages.${stage as BidStatus}`);

/**
 * The board on screens from 1024 px: one column per stage (two rows of four where there is room, else four
 * of two), cards moved by dragging (mouse, touch, keyboard through dnd-kit's sensors, announced in Dutch) or
 * by 'Verplaats naar…'.
 */
export function PipelineBoard({ columns, onMove, onDrop, highlightedId, highlightedTitleRef }: PipelineBoardProps) {
  const sensors = useSensors(
    // A click on the card's link or menu is not a drag: it takes a few pixels of movement, or a long press.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageKeyboardCoordinates }),
  );
  const cards = useMemo(
    () =>
      new Map<UniqueIdentifier, Card>(
        columns.flatMap((column) => column.cards.map((card) => [card.bid.tenderId, card])),
      ),
    [columns],
  );
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  // After a move by the menu: the card, once it is in that stage, takes the focus back.
  const [focusAfterMove, setFocusAfterMove] = useState<{ tenderId: number; stage: BidStatus } | null>(null);
  const clearFocus = useCallback(() => setFocusAfterMove(null), []);
  // The live region of the drags inside the page's main landmark, not loose in the body.
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);

  const nameOf = (id: UniqueIdentifier) => cards.get(id)?.bid.tender.displayName ?? '';
  const fromOf = (id: UniqueIdentifier) => stageName(cards.get(id)?.bid.status);
  // Where the card was last said to be: the drag starts over its own stage, which the start already says.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = cards.get(active.id)?.bid.status ?? null;
      return t('pipeline.drag.start', { name: nameOf(active.id), stage: fromOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      const now = over?.id ?? null;
      if (now === lastOver.current) return undefined;
      lastOver.current = now;
      return now === null
        ? t('pipeline.drag.overNothing', { name: nameOf(active.id) })
        : t('pipeline.drag.over', { name: nameOf(active.id), stage: stageName(now) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('pipeline.drag.end', { name: nameOf(active.id), stage: stageName(over.id) })
        : t('pipeline.drag.endNowhere', { name: nameOf(active.id), stage: fromOf(active.id) }),
    onDragCancel: ({ active }) => t('pipeline.drag.cancel', { name: nameOf(active.id), stage: fromOf(active.id) }),
  };

  const moveByMenu = (bid: PipelineBid, stage: BidStatus) => {
    onMove(bid, stage);
    setFocusAfterMove({ tenderId: bid.tenderId, stage });
  };
  const active = activeId === null ? undefined : cards.get(activeId);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={stageCollisions}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('pipeline.drag.instructions') },
        container: liveRegion ?? undefined,
      }}
      onDragStart={({ active: dragged }) => setActiveId(dragged.id)}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={({ active: dragged, over }) => {
        setActiveId(null);
        const card = cards.get(dragged.id);
        if (card && over) onDrop(card.bid, over.id as BidStatus);
      }}
    >
      <div ref={setLiveRegion} />
      <div className="@container">
        <div className="grid grid-cols-2 gap-3 @min-[44rem]:grid-cols-4">
          {columns.map((column) => (
            <BoardColumn key={column.stage} column={column}>
              {column.cards.map((card) => (
                <li key={card.bid.tenderId}>
                  <DraggablePipelineCard
                    card={card}
                    onMove={moveByMenu}
                    isHighlighted={card.bid.tenderId === highlightedId}
                    titleRef={card.bid.tenderId === highlightedId ? highlightedTitleRef : undefined}
                    takesFocus={
                      card.bid.tenderId === focusAfterMove?.tenderId && card.bid.status === focusAfterMove.stage
                    }
                    onFocusTaken={clearFocus}
                  />
                </li>
              ))}
            </BoardColumn>
          ))}
        </div>
      </div>
      {/* No drop animation: the card is in its new column the moment it is dropped. */}
      <DragOverlay dropAnimation={null}>
        {active ? <PipelineCard card={active} className="cursor-grabbing shadow-lg" /> : null}
      </DragOverlay>
    </DndContext>
  );
}
