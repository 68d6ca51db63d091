import { useDraggable } from '@dnd-kit/core';
import { EllipsisHorizontalIcon } from '@heroicons/react/20/solid';
import { useCallback, useEffect, useRef, type HTMLAttributes, type KeyboardEventHandler } from 'react';
import { t } from '@/i18n/pipeline';
import type { PipelineBid } from '../api/get-pipeline';
import type { BidStatus } from '@/features/bids/model/schemas';
import type { PipelineCard as Card } from '../lib/pipeline';
import { MoveMenuLoader } from './move-menu-loader';
import { PipelineCard } from './pipeline-card';

type DraggablePipelineCardProps = {
  card: Card;
  onMove: (bid: PipelineBid, stage: BidStatus) => void;
  isHighlighted: boolean;
  /** After a move by the menu the card is in another column: its menu button takes the focus back. */
  takesFocus: boolean;
  onFocusTaken: () => void;
  titleRef?: ((element: HTMLAnchorElement | null) => void) | undefined;
};

/**
 * A card of the board: dragged by the mouse from any part of it, or by a long press on a touch screen; from
 * the keyboard with its handle (space or Enter picks it up, the arrows choose a stage). 'Verplaats naar…'
 * does the same without dragging.
 */
export function DraggablePipelineCard({
  card,
  onMove,
  isHighlighted,
  takesFocus,
  onFocusTaken,
  titleRef,
}: DraggablePipelineCardProps) {
  const { bid } = card;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: bid.tenderId,
    data: { stage: bid.status },
  });
  // The keyboard starts a drag from the handle only: the card holds a link and a menu of its own.
  const { onKeyDown, ...pointerListeners } = (listeners ?? {}) as HTMLAttributes<HTMLElement> & {
    onKeyDown?: KeyboardEventHandler;
  };
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const setMenuButton = useCallback((element: HTMLButtonElement | null) => {
    menuButton.current = element;
  }, []);
  useEffect(() => {
    if (!takesFocus) return;
    menuButton.current?.focus();
    onFocusTaken();
  }, [takesFocus, onFocusTaken]);

  return (
    <PipelineCard
      ref={setNodeRef}
      card={card}
      rootProps={pointerListeners}
      isPlaceholder={isDragging}
      isHighlighted={isHighlighted}
      titleRef={titleRef}
      className="cursor-grab touch-manipulation"
      handle={
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          onKeyDown={onKeyDown}
          aria-label={t('pipeline.card.dragHandle', { name: bid.tender.displayName })}
          className="-mx-1 -mt-1 flex h-6 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <EllipsisHorizontalIcon className="size-5" aria-hidden="true" />
        </button>
      }
      menu={(titleId) => (
        <MoveMenuLoader
          buttonRef={setMenuButton}
          describedBy={titleId}
          stage={bid.status}
          onMove={(stage) => onMove(bid, stage)}
        />
      )}
    />
  );
}
