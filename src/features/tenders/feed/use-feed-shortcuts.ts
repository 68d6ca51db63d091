import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { InteractAction, Tender } from '@/features/tenders/model/schemas';
import { cardIndexOf, renderedCard, whenCardRendered, type FeedListHandle } from '@/features/tenders/lib/feed-cards';
import { t } from '@/i18n/tenders';
import { prefersReducedMotion } from '@/lib/frame/scroll-to-section';

type FeedShortcutsOptions = {
  /** The feed list: its cards (`data-index`) are those of `tenders`, only the ones near the viewport rendered. */
  listRef: RefObject<FeedListHandle | null>;
  tenders: readonly Tender[];
  onSave: (tender: Tender) => void;
  onReject: (tender: Tender) => void;
  onShowHelp: () => void;
  /** Whether j on the last card can load a next page, through `onLoadMore`. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Demo mode: save and reject only say why they are blocked, so nothing is announced or kept to undo. */
  isDemo?: boolean;
};

type LastAction = { tender: Tender; action: InteractAction };

/** Where the focus should go once the list holds it: a card by position (next page) or by tender (undo). */
type PendingFocus = { index: number } | { id: number };

const FIELD = { save: 'isSaved', reject: 'isRejected' } as const;

const ANNOUNCEMENT = {
  save: ['tenders.shortcuts.unsaved', 'tenders.shortcuts.saved'],
  reject: ['tenders.shortcuts.unrejected', 'tenders.shortcuts.rejected'],
} as const;

// The keys belong to whatever the user is typing in, or to an open window or menu (which has the focus).
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const OPEN_LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

function isForSomethingElse(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing || event.defaultPrevented) return true;
  if (event.target instanceof Element && event.target.closest(TYPING)) return true;
  return document.querySelector(OPEN_LAYER) !== null;
}

/** The index of the first rendered card whose top is in view (the last rendered one when none is). */
function firstInView(list: HTMLElement): number {
  const cards = Array.from(list.querySelectorAll<HTMLElement>(':scope > article[data-index]'));
  const card = cards.find((element) => element.getBoundingClientRect().top >= 0) ?? cards.at(-1);
  return card ? Number(card.dataset.index) : 0;
}

/** Focuses a card's BEKIJK control (Enter then opens it) and scrolls the whole card into view. */
function focusCard(card: HTMLElement) {
  (card.querySelector<HTMLElement>('[data-card-action="view"]') ?? card).focus({ preventScroll: true });
  card.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

const displayName = (tender: Tender) => tender.displayName || t('tenders.card.noTitle');

/**
 * Keyboard triage on a feed (issue #12): j/k move between cards, s saves, r rejects, u undoes the last save
 * or reject (keyboard or mouse: pass the returned `save` and `reject` to the cards), ? opens the help.
 * Enter opens the focused card through its own link. Every action is announced in `announcement`, for a
 * polite live region.
 */
export function useFeedShortcuts({
  listRef,
  tenders,
  onSave,
  onReject,
  onShowHelp,
  hasMore = false,
  onLoadMore,
  isDemo = false,
}: FeedShortcutsOptions) {
  const [announcement, setAnnouncement] = useState({ text: '', id: 0 });
  const lastAction = useRef<LastAction | null>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const stopWaiting = useRef<() => void>(() => undefined);

  /** The focused card's index, when the focus is in this feed. */
  const focusedIndex = (): number => {
    const focused = document.activeElement;
    return focused && listRef.current?.element?.contains(focused) ? cardIndexOf(focused) : -1;
  };

  /** Focuses the card at `index`, once rendered: j and k reach cards beyond the rendered ones too. */
  const focusCardAt = (index: number) => {
    const list = listRef.current;
    const element = list?.element;
    if (!list || !element) return;
    stopWaiting.current();
    if (!renderedCard(element, index)) list.showCard(index);
    stopWaiting.current = whenCardRendered(element, index, focusCard);
  };

  const announce = (text: string) => setAnnouncement(({ id }) => ({ text, id: id + 1 }));

  const save = useCallback(
    (tender: Tender) => {
      lastAction.current = { tender, action: 'save' };
      onSave(tender);
    },
    [onSave],
  );
  const reject = useCallback(
    (tender: Tender) => {
      lastAction.current = { tender, action: 'reject' };
      onReject(tender);
    },
    [onReject],
  );

  function move(step: 1 | -1) {
    const element = listRef.current?.element;
    if (!element || tenders.length === 0) return;
    const current = focusedIndex();
    if (current < 0) return focusCardAt(firstInView(element));
    let next = current + step;
    // A rejected card on its way out is skipped.
    while (renderedCard(element, next)?.dataset.state === 'exiting') next += step;
    if (next < 0) return;
    if (next < tenders.length) return focusCardAt(next);
    if (hasMore && onLoadMore) {
      pendingFocus.current = { index: next };
      onLoadMore();
    } else {
      announce(t('tenders.feed.noMore'));
    }
  }

  function interact(action: InteractAction) {
    const tender = tenders[focusedIndex()];
    if (!tender) return announce(t('tenders.shortcuts.pickFirst'));
    (action === 'save' ? save : reject)(tender);
    if (!isDemo) announce(t(ANNOUNCEMENT[action][tender[FIELD[action]] ? 0 : 1], { name: displayName(tender) }));
  }

  function undo() {
    const last = lastAction.current;
    lastAction.current = null;
    if (isDemo || !last) return announce(t('tenders.shortcuts.nothingToUndo'));
    const field = FIELD[last.action];
    // A tender no longer listed was changed (it left the feed); one listed as before was rolled back.
    const current = tenders.find((tender) => tender.id === last.tender.id);
    if (current && current[field] === last.tender[field]) {
      return announce(t('tenders.shortcuts.nothingToUndo'));
    }
    // The same toggle again (spec §7 has no separate un-save or un-reject call), from the state it left.
    const changed = { ...(current ?? last.tender), [field]: !last.tender[field] };
    (last.action === 'save' ? onSave : onReject)(changed);
    pendingFocus.current = { id: changed.id };
    announce(t('tenders.shortcuts.undone', { name: displayName(changed) }));
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (isForSomethingElse(event)) return;
    const handlers: Record<string, () => void> = {
      j: () => move(1),
      k: () => move(-1),
      s: () => interact('save'),
      r: () => interact('reject'),
      u: undo,
      '?': onShowHelp,
    };
    const handler = handlers[event.key];
    if (!handler) return;
    event.preventDefault();
    // Holding j or k walks the list; a held s, r or u would toggle back and forth.
    if (event.repeat && event.key !== 'j' && event.key !== 'k') return;
    pendingFocus.current = null;
    stopWaiting.current();
    handler();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    const waiting = stopWaiting;
    return () => {
      document.removeEventListener('keydown', listener);
      waiting.current();
    };
  }, []);

  // A next page or an undone card may render later than the key press that asked for it.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    // Never take the focus from where the user has gone meanwhile (a field, the header).
    const focused = document.activeElement;
    if (focused && focused !== document.body && !listRef.current?.element?.contains(focused)) {
      pendingFocus.current = null;
      return;
    }
    const index = 'id' in pending ? tenders.findIndex((tender) => tender.id === pending.id) : pending.index;
    if (index < 0 || index >= tenders.length) return;
    pendingFocus.current = null;
    focusCardAt(index);
    // focusCardAt reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tenders, listRef]);

  return { save, reject, announcement };
}
