/**
 * Settings of the simulated backend. They live here, not in `src/config/constants.ts`, because they
 * describe the mock server only and must not end up in a production bundle.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Vitest runs with MODE 'test'; Node-side tools (Playwright fixtures) have no `import.meta.env` at all. */
export const IS_TEST = import.meta.env?.MODE === 'test';

export const MOCK_DB_STORAGE_KEY = 'tw.mock-db';
/** Bumped whenever the persisted shape changes, so an old browser copy is replaced by a fresh seed. */
export const MOCK_DB_VERSION = 2;
/** How many open tenders the browser mock synthesizes on every load (dev tools `synthesize`), when set. */
export const MOCK_SYNTHETIC_STORAGE_KEY = 'tw.mock-synthetic';
/** The calls the browser mock fails for this tab (sessionStorage; dev tools `fail`, browser tests). */
export const MOCK_FAULTS_STORAGE_KEY = 'tw.mock-faults';

export const TOKEN_LIFETIME = {
  access: 15 * MINUTE,
  refresh: 7 * DAY,
} as const;

/** A made-up signing key: the mock only has to tell its own tokens from tampered ones. */
export const JWT_SECRET = 'tenderwijzer-mock-signing-key';

/** Realistic latency in the browser; none under Vitest so tests stay fast and deterministic. */
export const NETWORK_DELAY = IS_TEST ? { min: 0, max: 0 } : { min: 250, max: 400 };
/**
 * The browser mock's latency as `tenderwijzerMock.setNetworkDelay` set it, kept across reloads: the browser
 * tests put a short fixed one here before the app starts (tests/e2e/fixtures.ts).
 */
export const MOCK_DELAY_STORAGE_KEY = 'tw.mock-delay';

export const PAGE_SIZE = 10;
/** `GET /bids/` pages by 20 (the extension's page size). */
export const BIDS_PAGE_SIZE = 20;
/** The most JSON of a Bid's `sheet` the server stores (the extension's limit). */
export const BID_SHEET_MAX_BYTES = 64 * 1024;

/** How long a link sent by email stays valid. */
export const LINK_LIFETIME = {
  verify: 3 * DAY,
  reset: 1 * DAY,
  'email-change': 1 * DAY,
} as const;

/**
 * How long the "AI" works on a submitted profile: a few seconds in the browser, so the banner shows until
 * the app's first 10 s poll, and the feed reorders soon after. Under Vitest it also ends at
 * the second `processing_status` poll (the app polls once immediately, then every 10 s), so a test
 * advances fake timers by one poll interval instead of 20 s.
 */
export const PROFILE_PROCESSING = {
  durationMs: 5 * SECOND,
  pollsUntilDone: IS_TEST ? 2 : null,
} as const;

/** Feed and counter windows, in days. */
export const WINDOWS = {
  newTenders: 7,
  fieldActive: 30,
  fieldYearly: 365,
} as const;

/** A tender is an "active match" from this score on (0–100). */
export const ACTIVE_MATCH_SCORE = 50;

/**
 * Date anchoring (see `seed/anchor-dates.ts`): notice k of the file (0 = newest) is published
 * floor(k × 0.9) days before today; kept in tenths so the arithmetic stays in integers.
 */
export const PUBLICATION_STEP_TENTHS = 9;

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CRITERIA_FIELD_MAX_LENGTH = 5000;

export const TIME = { SECOND, MINUTE, DAY } as const;

/** The simulated payment page: a route that exists only with the mock, so production builds know nothing of it. */
export const MOCK_CHECKOUT_PATH = '/mock-checkout';
