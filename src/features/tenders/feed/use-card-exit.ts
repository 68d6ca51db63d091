import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@/config/constants';
import { prefersReducedMotion } from '@/lib/frame/scroll-to-section';

type IdSet = ReadonlySet<number>;

function withId(set: IdSet, id: number): IdSet {
  return new Set(set).add(id);
}

function withoutId(set: IdSet, id: number): IdSet {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Which of a card's controls it is (`data-card-action`): cards differ in which ones they have (a calendar button). */
const controlKey = (element: Element) => element.getAttribute('data-card-action');

/**
 * Keyboard users keep their place: when the card holding focus is about to leave, focus moves to the same
 * control of the next card (or the previous one at the end of the list).
 */
function handOverFocus(onlyIfExiting: boolean) {
  const focused = document.activeElement;
  const card = focused instanceof HTMLElement ? focused.closest('article') : null;
  if (!focused || !card || (onlyIfExiting && card.dataset.state !== 'exiting')) return;
  const neighbour = [card.nextElementSibling, card.previousElementSibling].find(
    (element): element is HTMLElement => element instanceof HTMLElement && element.tagName === 'ARTICLE',
  );
  if (!neighbour) return;
  const targets = Array.from(neighbour.querySelectorAll<HTMLElement>(FOCUSABLE));
  const index = Array.from(card.querySelectorAll(FOCUSABLE)).indexOf(focused);
  const key = controlKey(focused);
  const same = key === null ? undefined : targets.find((target) => controlKey(target) === key);
  (same ?? targets[index] ?? targets[0])?.focus();
}

/**
 * Cards that leave the list: 'exiting' for the 0.5 s exit animation, then 'gone'. Cancelling (an undo
 * within the animation) keeps the card. Without motion the card leaves at once.
 */
export function useCardExit() {
  const [exiting, setExiting] = useState<IdSet>(() => new Set());
  const [gone, setGone] = useState<IdSet>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const clearTimer = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const start = useCallback(
    (id: number) => {
      clearTimer(id);
      if (prefersReducedMotion()) {
        handOverFocus(false);
        setGone((set) => withId(set, id));
        return;
      }
      setExiting((set) => withId(set, id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          handOverFocus(true);
          setExiting((set) => withoutId(set, id));
          setGone((set) => withId(set, id));
        }, TIMINGS.cardExit),
      );
    },
    [clearTimer],
  );

  const cancel = useCallback(
    (id: number) => {
      clearTimer(id);
      setExiting((set) => withoutId(set, id));
      setGone((set) => withoutId(set, id));
    },
    [clearTimer],
  );

  return { exiting, gone, start, cancel };
}
