import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@/config/constants';
import { prefersReducedMotion } from '@/lib/scroll-to-section';

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
        setGone((set) => withId(set, id));
        return;
      }
      setExiting((set) => withId(set, id));
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
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
