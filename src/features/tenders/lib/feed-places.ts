import { LAYOUT, STORAGE_KEYS } from '@/config/constants';

/** Where a reader was in a feed when leaving it: enough to show the same cards at the same place again. */
export type FeedPlace = {
  /** The window's scroll position. */
  scrollY: number;
  /** The feed's distance from the top of the document then. */
  listTop: number;
  /** How many cards the feed had loaded: fewer now (a reload emptied the cache) and the place is gone. */
  count: number;
  /** The card heights by tender id (measured, or estimated where never rendered), so positions hold at once. */
  sizes: [id: number, size: number][];
  /** The tender whose card held the focus (the one just opened), if any. */
  focusedId: number | null;
};

type Places = Record<string, FeedPlace>;

function read(): Places {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.feedPlaces) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Places) : {};
  } catch {
    return {};
  }
}

/**
 * Feed positions by history entry (react-router's `location.key`, with the path). In sessionStorage: like
 * the history entries themselves, they outlive a visit to another site and end with the tab.
 */
export const feedPlaces = {
  remember(entry: string, place: FeedPlace) {
    const { [entry]: _replaced, ...others } = read();
    const kept = Object.entries(others).slice(-(LAYOUT.feedPlacesKept - 1));
    try {
      sessionStorage.setItem(STORAGE_KEYS.feedPlaces, JSON.stringify(Object.fromEntries([...kept, [entry, place]])));
    } catch {
      // Storage full or blocked: coming back starts at the top, as without this.
    }
  },
  recall(entry: string): FeedPlace | null {
    const place = read()[entry];
    return place && Array.isArray(place.sizes) ? place : null;
  },
};
