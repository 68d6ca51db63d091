import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  windowScroll,
  type Range,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type Ref,
} from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { LAYOUT } from '@/config/constants';
import { paths } from '@/config/paths';
import type { InteractAction, Tender } from '@/features/tenders/model/schemas';
import { cardIndexOf, whenCardRendered, type FeedListHandle } from '@/features/tenders/lib/feed-cards';
import { feedPlaces } from '@/features/tenders/lib/feed-places';
import { afterNextPaint } from '@/api/after-next-paint';
import { TenderCard, type CardAction } from './tender-card';
import { WaitingInteractions } from '@/features/tenders/feed-and-detail/waiting-interactions';

type CardHandlers = {
  onView?: ((tender: Tender) => void) | undefined;
  onSave: (tender: Tender) => void;
  onReject: (tender: Tender) => void;
  onAddToCalendar?: ((tender: Tender) => void) | undefined;
  extraAction?: CardAction | undefined;
};

type FeedRowProps = CardHandlers & {
  tender: Tender;
  index: number;
  setSize: number;
  /** Where a card kept apart from the rendered run sits (the focused one, scrolled far away); else in flow. */
  apartTop: number | undefined;
  isExiting: boolean;
  /** Its save or reject waiting for the connection, if any. */
  waiting: readonly InteractAction[] | undefined;
  measure: (element: HTMLElement | null) => void;
};

/**
 * One rendered card, in the feed's flow. Memoized on plain values: a new range, or a card measured, re-renders
 * only the cards that came into the range, and a new page none of those above it.
 */
const FeedRow = memo(function FeedRow({ tender, index, setSize, apartTop, measure, waiting, ...card }: FeedRowProps) {
  return (
    <TenderCard
      {...card}
      ref={measure}
      tender={tender}
      variant="feed"
      detailHref={paths.tenderInfo.getHref(tender.id)}
      feedPosition={{ index, setSize }}
      // `top`, not a transform: the card's own transition animates transforms (its exit).
      style={apartTop === undefined ? undefined : { position: 'absolute', insetInline: 0, top: apartTop }}
      // Scrolled into view (keyboard triage) clear of the sticky header and the mobile bottom bar.
      className="scroll-mt-20 scroll-mb-20 has-focus-visible:border-blue-700"
    >
      {waiting && <WaitingInteractions actions={waiting} />}
    </TenderCard>
  );
});

/** The feed's distance from the top of the document: the virtualizer works in window coordinates. */
function documentTop(element: HTMLElement): number {
  return Math.round(element.getBoundingClientRect().top + window.scrollY);
}

/**
 * The virtualizer's own scrolls (a correction when a card above the viewport is measured, a jump to an
 * unrendered card) are instant: the page's `scroll-behavior: smooth` would turn each into an animation that
 * the next correction cuts short, so the page crawls or jumps while the reader scrolls (TanStack/virtual#539).
 * A scroll asked to be smooth stays smooth. Its first scroll, as it mounts, goes where the page already is
 * (back to a place, the list's own effect has scrolled there): skipped, since a scroll forces the layout of
 * the cards mounting in the same commit.
 */
const mountedVirtualizers = new WeakSet<object>();
const scrollWindow: VirtualizerOptions<Window, HTMLElement>['scrollToFn'] = (offset, options, instance) => {
  if (!mountedVirtualizers.has(instance)) {
    mountedVirtualizers.add(instance);
    return;
  }
  windowScroll(offset, { ...options, behavior: options.behavior === 'smooth' ? 'smooth' : 'instant' }, instance);
};

/**
 * A card's height as the resize observer reports it, after the browser's own layout of the frame. A card
 * just mounted keeps the height known so far: reading it there (the default) would force the layout of every
 * new card inside the commit, the longest task of the feed's first render (docs/decisions/112).
 */
const measureCard: VirtualizerOptions<Window, HTMLElement>['measureElement'] = (element, entry, instance) => {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? 0;
};

/**
 * The window's size, read in the next animation frame and after each resize: the first render has it already
 * (`initialRect`), and reading it as the virtualizer mounts would force the layout of the cards mounting with
 * it, where the frame lays them out anyway.
 */
const observeWindowSize: VirtualizerOptions<Window, HTMLElement>['observeElementRect'] = (_instance, onSize) => {
  const update = () => onSize({ width: window.innerWidth, height: window.innerHeight });
  const frame = requestAnimationFrame(update);
  window.addEventListener('resize', update, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', update);
  };
};

/**
 * The window as the virtualizer's first render sees it, and the height to expect of a card not measured yet.
 * Without the rect the first render knows no viewport, and the first screen's cards render in a second,
 * synchronous pass after it: one long task instead of the slices of a deferred render (docs/decisions/110).
 */
function firstView() {
  const { narrow, wide } = LAYOUT.feedCardEstimate;
  const width = window.innerWidth;
  const cardHeight = width < LAYOUT.mobileBreakpoint ? narrow : wide;
  return { rect: { width, height: window.innerHeight }, estimateSize: () => cardHeight };
}

type TenderFeedListProps = CardHandlers & {
  /** The feed, for keyboard triage: its element and a way to render any of its cards. */
  ref?: Ref<FeedListHandle>;
  label: string;
  tenders: Tender[];
  /** How many tenders the whole feed holds (aria-setsize); -1 when unknown. Defaults to the cards given. */
  setSize?: number;
  isBusy?: boolean;
  exiting?: ReadonlySet<number>;
  /** Saves and rejects waiting for the connection, per tender (useWaitingInteractions). */
  waiting?: ReadonlyMap<number, readonly InteractAction[]>;
};

/**
 * The cards of a feed in one column (ARIA feed pattern), virtualized: only the cards near the viewport are
 * in the DOM, each measured, so a feed of ten thousand tenders costs what one of thirty does. The card
 * holding the focus stays rendered wherever the page scrolls. Back and forward show the same cards at the
 * same place, with the focus on the card that was opened.
 */
export function TenderFeedList({
  ref,
  label,
  tenders,
  setSize = tenders.length,
  isBusy = false,
  exiting,
  waiting,
  ...handlers
}: TenderFeedListProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const entry = `${location.key} ${location.pathname}${location.search}`;
  const navigationType = useNavigationType();
  // Back or forward to this entry, with the cards it showed still loaded (a reload starts at the top).
  const [place] = useState(() => {
    const remembered = navigationType === 'POP' ? feedPlaces.recall(entry) : null;
    return remembered && remembered.count <= tenders.length ? remembered : null;
  });
  const [listTop, setListTop] = useState(place?.listTop ?? 0);
  const [focusedIndex, setFocusedIndex] = useState(-1);
  const [view] = useState(firstView);
  // The first frame lays out the cards on screen alone; those beyond it follow one a frame on each side, so
  // no frame lays out more cards than the screen shows (docs/decisions/112).
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (overscan >= LAYOUT.feedOverscan) return;
    let isCurrent = true;
    void afterNextPaint().then(() => {
      if (isCurrent) setOverscan(overscan + 1);
    });
    return () => {
      isCurrent = false;
    };
  }, [overscan]);

  // Declared before the virtualizer, so the page is back at its place before the virtualizer reads it.
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (!element || !place) return;
    window.scrollTo({ top: place.scrollY - place.listTop + documentTop(element), behavior: 'instant' });
  }, [place]);

  const getItemKey = useCallback((index: number) => tenders[index]?.id ?? index, [tenders]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || focusedIndex >= range.count || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count: tenders.length,
    estimateSize: view.estimateSize,
    initialRect: view.rect,
    getItemKey,
    gap: LAYOUT.feedCardGap,
    overscan,
    scrollMargin: listTop,
    rangeExtractor,
    scrollToFn: scrollWindow,
    measureElement: measureCard,
    observeElementRect: observeWindowSize,
    initialOffset: place?.scrollY ?? (() => window.scrollY),
    // A new range renders in a task of its own, not inside the scroll event: far fewer long tasks in a fast
    // scroll (docs/decisions/105).
    useFlushSync: false,
    initialMeasurementsCache: place?.sizes.map(([key, size], index) => ({
      key,
      size,
      // Only the key and size are read: positions follow from the sizes.
      index,
      start: 0,
      end: size,
      lane: 0,
    })),
  });

  // What lies above the feed (filters, banners) can change height without the feed rendering. The observer's
  // first report, right after the frame's layout, gives the first value: read here, it would force that layout.
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const update = () => setListTop(documentTop(element));
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // Leaving (a detail opened, another page): remember the place for this history entry.
  const latest = useRef({ tenders, listTop });
  useLayoutEffect(() => {
    latest.current = { tenders, listTop };
  });
  useLayoutEffect(
    () => () => {
      const { tenders: shown, listTop: top } = latest.current;
      const focused = cardIndexOf(document.activeElement);
      // Read for its side effect: the measurements take in the sizes measured since the last render (a
      // measurement renders in a task of its own), else back would place the cards by older sizes.
      virtualizer.getTotalSize();
      feedPlaces.remember(entry, {
        scrollY: window.scrollY,
        listTop: top,
        count: shown.length,
        sizes: virtualizer.measurementsCache.map((item) => [Number(item.key), item.size]),
        focusedId: shown[focused]?.id ?? null,
      });
    },
    [entry, virtualizer],
  );

  // Back on the card that was opened: the focus goes to its BEKIJK, as if the reader had never left.
  useLayoutEffect(() => {
    const element = elementRef.current;
    const index = place ? tenders.findIndex((tender) => tender.id === place.focusedId) : -1;
    if (!element || index < 0) return;
    return whenCardRendered(element, index, (card) =>
      card.querySelector<HTMLElement>('[data-card-action="view"]')?.focus({ preventScroll: true }),
    );
    // Once, when coming back: later renders must not take the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);

  useImperativeHandle(
    ref,
    () => ({
      get element() {
        return elementRef.current;
      },
      showCard: (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    }),
    [virtualizer],
  );

  const trackFocus = (event: FocusEvent<HTMLDivElement>) => setFocusedIndex(cardIndexOf(event.target));
  const dropFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocusedIndex(-1);
  };

  const items = virtualizer.getVirtualItems();
  const rendered = new Set(items.map((item) => item.index));
  // Apart from the run of rendered cards: the focused card kept while the page scrolled far from it.
  const isApart = (index: number) => items.length > 1 && !rendered.has(index - 1) && !rendered.has(index + 1);
  const firstInFlow = items.find((item) => !isApart(item.index));

  // The run of cards is in the page's flow below the space of those before it: the browser places each card
  // under the previous one, so a card taller than its estimate never overlaps the next, even before it is
  // measured.
  return (
    <div
      ref={elementRef}
      role="feed"
      aria-label={label}
      aria-busy={isBusy}
      className="relative flex flex-col"
      style={{
        height: virtualizer.getTotalSize(),
        paddingTop: firstInFlow ? firstInFlow.start - listTop : 0,
        rowGap: LAYOUT.feedCardGap,
      }}
      onFocus={trackFocus}
      onBlur={dropFocus}
    >
      {items.map((item) => {
        const tender = tenders[item.index];
        if (!tender) return null;
        return (
          <FeedRow
            key={item.key}
            {...handlers}
            tender={tender}
            index={item.index}
            setSize={setSize}
            apartTop={isApart(item.index) ? item.start - listTop : undefined}
            isExiting={exiting?.has(tender.id) ?? false}
            waiting={waiting?.get(tender.id)}
            measure={virtualizer.measureElement}
          />
        );
      })}
    </div>
  );
}
