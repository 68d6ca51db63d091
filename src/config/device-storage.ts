import { STORAGE_KEYS } from './constants';
import { OFFLINE } from '@/api/offline/offline-config';
import { OFFLINE_CACHE } from './offline-cache';

/**
 * Every place the app writes on the device (issue #42): the one list that the wipe
 * (src/lib/device-storage/wipe-device.ts) removes the personal ones from, and that the privacy page lists
 * (src/features/legal/content/device-storage.ts, in Dutch). A new key, database or cache gets its entry
 * here; `prefix` matches every key that starts with `name`. The simulated backend's own keys (`tw.mock-*`,
 * development and browser tests only) are the server's, not the app's, and are not listed.
 */
/** localStorage: the user whose session ended, whose waiting changes only their own next login gets. */
export const ENDED_SESSION_USER = 'tw.ended-session-user';

export type StoredItem = {
  id: string;
  area: 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cacheStorage';
  name: string;
  prefix?: true;
  /** The module that writes it. */
  owner: string;
  /** What it holds (in English; the privacy page says it in Dutch). */
  holds: string;
  /** Whether it holds anything of a user: the wipe removes it. */
  personal: boolean;
  /**
   * The session's own tokens: removed by the logout or end itself (src/lib/frame/session.ts), never by the wipe,
   * which runs after a login too.
   */
  ownedBySession?: true;
};

export const DEVICE_STORAGE = [
  {
    id: 'tokens',
    area: 'localStorage',
    name: STORAGE_KEYS.auth,
    owner: 'src/api/early/token-storage.ts',
    holds: 'the access and refresh tokens',
    personal: true,
    ownedBySession: true,
  },
  {
    id: 'clearReason',
    area: 'localStorage',
    name: STORAGE_KEYS.authClearReason,
    owner: 'src/api/early/token-storage.ts',
    holds: "why the tokens went ('logout' or 'expired'), for the other tabs",
    personal: false,
  },
  {
    id: 'endedSessionUser',
    area: 'localStorage',
    name: ENDED_SESSION_USER,
    owner: 'src/lib/device-storage/after-session-event.ts',
    holds: 'the user whose session ended, so that only their next login gets their waiting changes',
    personal: true,
  },
  {
    id: 'paymentBanner',
    area: 'localStorage',
    name: STORAGE_KEYS.paymentBanner,
    owner: 'src/app/frame/remembered-banner.ts',
    holds: 'the payment banner shown last',
    personal: true,
  },
  {
    id: 'bidsExtension',
    area: 'localStorage',
    name: STORAGE_KEYS.bidsExtension,
    owner: 'src/features/bids/logged-in/remembered-bids.ts',
    holds: 'whether the API offered the Bids extension',
    personal: true,
  },
  {
    id: 'fullAccessUser',
    area: 'localStorage',
    name: STORAGE_KEYS.fullAccessUser,
    owner: 'src/features/subscription/lib/full-access-memory.ts',
    holds: 'the user whose subscription last said full access',
    personal: true,
  },
  {
    id: 'bidDrafts',
    area: 'localStorage',
    name: 'tw.bid-draft.',
    prefix: true,
    owner: 'src/features/bids/model/draft-backup.ts',
    holds: 'go/no-go sheet edits not yet stored by the API (notes, decision and its reason), per user and tender',
    personal: true,
  },
  {
    id: 'offlineCacheKept',
    area: 'localStorage',
    name: OFFLINE.kept,
    owner: 'src/lib/offline/persisted-cache.ts',
    holds: 'that IndexedDB may hold the offline data',
    personal: true,
  },
  {
    id: 'verifyBannerClosed',
    area: 'sessionStorage',
    name: STORAGE_KEYS.verifyBannerClosed,
    owner: 'src/app/layouts/verify-email-dialog.tsx',
    holds: 'that the email verification dialog was closed in this tab',
    personal: true,
  },
  {
    id: 'feedPlaces',
    area: 'sessionStorage',
    name: STORAGE_KEYS.feedPlaces,
    owner: 'src/features/tenders/lib/feed-places.ts',
    holds: 'where the reader was in each feed of this tab, with its address (search terms and filters)',
    personal: true,
  },
  {
    id: 'offlineData',
    area: 'indexedDB',
    name: OFFLINE_CACHE.database,
    owner: 'src/lib/offline/persisted-cache.ts',
    holds: 'the data read online for offline use (tenders, sheets, the pipeline) and the queued actions',
    personal: true,
  },
  {
    id: 'outbox',
    area: 'indexedDB',
    name: OFFLINE_CACHE.keptDatabase,
    owner: 'src/lib/offline/offline-persistence.ts',
    holds: "the user's changes not yet sent when the session ended, for the same user's next login",
    personal: true,
  },
  {
    id: 'precache',
    area: 'cacheStorage',
    name: 'workbox-precache',
    prefix: true,
    owner: 'the service worker (vite-plugin-pwa)',
    holds: "the app's own build, so that it starts without a network",
    personal: false,
  },
] as const satisfies readonly StoredItem[];

export type StoredItemId = (typeof DEVICE_STORAGE)[number]['id'];
