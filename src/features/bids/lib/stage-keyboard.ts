import {
  KeyboardCode,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { BidStatus } from '@/features/bids/model/schemas';
import { PIPELINE_STAGES } from './pipeline';

/** How far below a column's top edge the keyboard puts the dragged card. */
const TOP_INSET = 8;

type Rect = { top: number; left: number; width: number; height: number };

/** The column straight below (or above) `from`: the nearest across, then the nearest down (or up). */
function columnBeside(from: Rect, rects: [UniqueIdentifier, Rect][], down: boolean): UniqueIdentifier | null {
  const centerOf = (rect: Rect) => rect.left + rect.width / 2;
  const candidates = rects.filter(([, rect]) =>
    down ? rect.top >= from.top + from.height - 1 : rect.top + rect.height <= from.top + 1,
  );
  candidates.sort(
    ([, a], [, b]) =>
      Math.abs(centerOf(a) - centerOf(from)) - Math.abs(centerOf(b) - centerOf(from)) ||
      (down ? a.top - b.top : b.top - a.top),
  );
  return candidates[0]?.[0] ?? null;
}

/**
 * The keyboard sensor's moves on the board: arrow right and left go to the next and the previous stage (in
 * the board's order, whatever its rows), down and up to the column below or above. The dragged card goes to
 * the top of that column, where the collision detection below finds it.
 */
export const stageKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, over, collisionRect, droppableRects } = context;
  const arrows: string[] = [KeyboardCode.Right, KeyboardCode.Left, KeyboardCode.Down, KeyboardCode.Up];
  if (!arrows.includes(event.code) || !active || !collisionRect) return undefined;
  // The page would scroll under the dragged card otherwise.
  event.preventDefault();
  const current = (over?.id ?? (active.data.current as { stage?: BidStatus } | undefined)?.stage) as BidStatus;
  const currentRect = droppableRects.get(current);
  let target: UniqueIdentifier | null = null;
  if (event.code === KeyboardCode.Right || event.code === KeyboardCode.Left) {
    const index = PIPELINE_STAGES.indexOf(current);
    target = PIPELINE_STAGES[index + (event.code === KeyboardCode.Right ? 1 : -1)] ?? null;
  } else if (currentRect) {
    target = columnBeside(currentRect, [...droppableRects.entries()], event.code === KeyboardCode.Down);
  }
  const rect = target === null ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + TOP_INSET };
};

/**
 * The column under the pointer; for the keyboard (no pointer), the column under the top middle of the dragged
 * card: a card taller than a short column still lands in the column it was moved to, not the one below.
 */
export const stageCollisions: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { collisionRect } = args;
  const topMiddle = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + TOP_INSET / 2 };
  return pointerWithin({ ...args, pointerCoordinates: topMiddle });
};
