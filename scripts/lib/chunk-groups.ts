import type { Plugin, Rolldown } from 'vite';
import { UNUSED_FETCH_ADAPTER } from './axios-xhr-only.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/**
 * The chunks that hold what several pages share, one per layer. Each entry is a path from the project's
 * root, matched as a prefix (`*` stands for any characters, a leading `!` excludes): end a file's name
 * with a dot so that no namesake joins it. The build fails when an entry matches no module, so renaming
 * or removing a file named here cannot move it to another chunk unseen.
 *
 * Why by hand: the bench measured the alternatives, rolldown's own split by importers and groups per layer
 * and feature split by the pages that use them; both cost the logged-in pages kilobytes and many more
 * scripts, and took the detail over its target (docs/decisions/065).
 */
export const chunkGroups: Record<string, string[]> = {
  // React, the router and the app's frame, which every page shares: the entry fetches this chunk and the
  // page's own code side by side (src/main.ts); index.html preloads it (vite.config.ts).
  start: [
    'node_modules/react/',
    'node_modules/react-dom/',
    'node_modules/scheduler/',
    'node_modules/react-router/',
    'node_modules/react-router-dom/',
    'node_modules/clsx/',
    'node_modules/@heroicons/react/20/solid/esm/ChevronDownIcon.',
    'node_modules/@heroicons/react/20/solid/esm/EnvelopeIcon.',
    'node_modules/@heroicons/react/20/solid/esm/PhoneIcon.',
    'node_modules/@heroicons/react/20/solid/esm/SignalSlashIcon.',
    'node_modules/@heroicons/react/20/solid/esm/UserCircleIcon.',
    'node_modules/@heroicons/react/24/outline/esm/Bars3Icon.',
    'src/app/start-app.',
    'src/app/providers.',
    'src/app/routes.',
    'src/app/route-page.',
    'src/app/route-error-page.',
    'src/app/route-error-boundary.',
    'src/app/with-queries.',
    'src/app/query-ready-context.',
    'src/app/guards/require-auth.',
    'src/app/layouts/public-main.',
    'src/app/layouts/social-links.',
    'src/app/layouts/footer.',
    'src/app/layouts/demo-mail.',
    'src/app/layouts/header-links.',
    'src/app/layouts/logo.',
    'src/app/layouts/mobile-drawer.',
    'src/app/layouts/profile-button-class.',
    'src/app/layouts/profile-menu-loader.',
    'src/components/ui/lazy-menu.',
    'src/app/layouts/header.',
    'src/app/layouts/remembered-banner.',
    'src/app/layouts/payment-banner-placeholder.',
    'src/app/layouts/root-layout.',
    'src/components/ui/toast-host.',
    'src/lib/toast-host-request.',
    'src/components/offline-notice.',
    'src/components/page-loading.',
    'src/hooks/use-session.',
    'src/hooks/use-online.',
    'src/hooks/use-focus-main-on-navigate.',
    'src/hooks/use-scroll-to-hash.',
    'src/hooks/use-scroll-to-top.',
    'src/lib/scroll-to-section.',
    'src/lib/mailto.',
    'src/lib/cn.',
    'src/lib/chunk-load-error.',
    'src/lib/lazy.',
  ],
  // The API stack: React Query, axios, valibot, the clients. Not what the entry imports: the token storage,
  // and the early calls with the addresses they ask (src/app/start-early-calls.ts).
  api: [
    'node_modules/@tanstack/query-core/',
    // Dehydrating and hydrating the cache: only the persister's code (src/lib/offline/persisted-cache.ts) needs it.
    '!node_modules/@tanstack/query-core/build/modern/hydration.',
    'node_modules/@tanstack/react-query/',
    'node_modules/axios/',
    // The stand-in for axios's fetch adapter (axios-xhr-only.ts), which would otherwise be a chunk of its own.
    UNUSED_FETCH_ADAPTER,
    'node_modules/valibot/',
    'src/api/',
    '!src/api/token-storage.',
    '!src/api/early-calls.',
    '!src/api/api-call.',
    '!src/api/endpoints.',
    '!src/api/paging.',
    'src/lib/query-client.',
    'src/lib/across-tabs.',
    'src/lib/offline/mutation-state.',
    'src/lib/offline/offline-status.',
    'src/lib/offline/readable-offline.',
    'src/lib/schema.',
    'src/app/query-provider.',
    'src/lib/when-queries-settle.',
    'src/lib/after-next-paint.',
    'src/components/sign-out-cache-reset.',
    'src/hooks/use-clear-cache-on-sign-out.',
    'src/features/subscription/api/keys.',
    'src/features/subscription/api/schemas.',
    'src/features/subscription/api/subscription-status.',
  ],
  // The UI primitives of every page, the landing page's included.
  ui: [
    'src/lib/button-styles.',
    'src/components/ui/button-link.',
    'src/components/ui/visually-hidden.',
    'src/components/ui/skeleton.',
    'src/components/page-title.',
    'src/lib/format.',
    'src/hooks/use-document-title.',
    'node_modules/@heroicons/react/*/ClockIcon.',
    'node_modules/@heroicons/react/*/XMarkIcon.',
  ],
  // The controls of the pages that take input (not the landing page).
  controls: [
    'src/components/ui/button.',
    'src/components/ui/spinner.',
    'src/components/ui/badge.',
    'src/components/ui/banner.',
    'src/components/ui/tooltip.',
    'src/components/ui/field.',
    'src/lib/field-aria.',
    'src/components/ui/input.',
    'node_modules/@heroicons/react/*/CheckCircleIcon.',
    'node_modules/@heroicons/react/*/ExclamationCircleIcon.',
    'node_modules/@heroicons/react/*/ExclamationTriangleIcon.',
    'node_modules/@heroicons/react/*/InformationCircleIcon.',
    'node_modules/@heroicons/react/*/XCircleIcon.',
  ],
  // The auth forms' parts, shared by login, registration and the password pages.
  auth: [
    'src/features/auth/components/form-alert.',
    'src/features/auth/components/password-input.',
    'src/features/auth/api/schemas.',
    'src/lib/email-pattern.',
    'src/i18n/auth.',
    'src/i18n/nl/auth.',
    'node_modules/@heroicons/react/*/EyeIcon.',
    'node_modules/@heroicons/react/*/EyeSlashIcon.',
  ],
  // A tender as every page that shows one reads it: its schema (the feeds, the detail and the bid pipeline,
  // which needs nothing else of the tenders' code but what `lists` holds); and the offline queue's actions,
  // which all three make (save, reject, a sheet's save, a stage move).
  tender: ['src/features/tenders/api/schemas.', 'src/lib/offline/queued-action.'],
  // The tender code and texts of the feeds and the detail.
  tenders: [
    'src/i18n/tenders.',
    'src/i18n/nl/tenders.',
    'src/features/tenders/api/get-tender.',
    'src/features/tenders/api/interact-tender.',
    'src/features/tenders/lib/load-tender-calendar.',
    'src/features/tenders/lib/add-to-calendar.',
    'src/features/tenders/lib/calendar-deadline.',
    'src/features/tenders/components/tender-match-score.',
    'src/features/tenders/components/waiting-interactions.',
    'node_modules/@heroicons/react/24/outline/esm/CalendarDaysIcon.',
    'node_modules/@heroicons/react/24/outline/esm/HandThumbDownIcon.',
    'node_modules/@heroicons/react/24/outline/esm/HandThumbUpIcon.',
  ],
  // What the feeds (and the landing page's sample cards) share with the bid pipeline: reading every page of a
  // list, a tender's value and the wording of its day count with its words, the calendar export's button.
  // Not the detail's.
  lists: [
    'src/api/paging.',
    'src/features/tenders/lib/tender-fields.',
    'src/i18n/day-count.',
    'src/i18n/nl/day-count.',
    'src/components/export-button.',
  ],
  // A Bid as the pipeline, the sheet and 'Toevoegen aan biedingen' store it, and the pipeline's stage move
  // with its texts and the sheet's local backup it updates: the queue's registration (src/app/offline-actions.ts) needs the move too, which would
  // otherwise split it out of the page into a chunk of its own.
  bid: [
    'src/features/bids/api/keys.',
    'src/features/bids/api/schemas.',
    'src/features/bids/api/save-bid.',
    'src/features/bids/api/put-bid.',
    'src/features/bids/api/move-bid.',
    'src/features/bids/lib/draft-backup.',
    'src/i18n/pipeline.',
    'src/i18n/nl/pipeline.',
  ],
  // The four feeds' shared code.
  feed: [
    'src/features/tenders/components/tender-card',
    'src/features/tenders/lib/tender-card-fields.',
    'src/features/tenders/components/tender-feed.',
    'src/features/tenders/components/tender-feed-list.',
    'src/features/tenders/components/tender-feed-empty.',
    'src/features/tenders/components/tender-feed-skeleton.',
    'src/features/tenders/components/tender-feed-live.',
    'src/features/tenders/components/tender-feed-footer.',
    'src/features/tenders/components/feed-filter-bar',
    'src/features/tenders/components/feed-filter-text',
    'src/features/tenders/components/feed-profile-banner',
    'src/features/tenders/components/saved-deadlines-export',
    'src/features/tenders/hooks/',
    'src/features/tenders/lib/feed-filters',
    'src/features/tenders/api/get-feed',
    'src/pages/tenders/use-feed-context',
    'node_modules/@heroicons/react/20/solid/esm/BanknotesIcon.',
    'node_modules/@heroicons/react/20/solid/esm/BuildingOffice2Icon.',
    'node_modules/@heroicons/react/20/solid/esm/HandThumbDownIcon.',
    'node_modules/@heroicons/react/20/solid/esm/HandThumbUpIcon.',
    'node_modules/@heroicons/react/20/solid/esm/MapPinIcon.',
  ],
  // The logged-in layout's panels (payment banner, 'Matching profiel', counters) and what they need, the
  // tender keys among it: the profile's refresh after processing reaches every feed by them.
  app: [
    'src/app/layouts/preferences-summary-with-counters.',
    'src/app/layouts/payment-banner.',
    'src/hooks/use-is-large-screen',
    'src/features/tenders/lib/notify-no-full-access',
    'src/lib/toast.',
    'src/components/query-state',
    'src/components/needs-connection.',
    'src/components/page-needs-connection.',
    'src/hooks/use-needs-connection.',
    'src/i18n/offline.',
    'src/i18n/nl/offline.',
    'src/features/counters/',
    'src/features/tenders/api/keys.',
    'src/features/subscription/hooks/',
    'src/features/preferences/api/keys',
    'src/features/preferences/api/schemas',
    'src/features/preferences/api/get-completeness',
    'src/features/preferences/api/get-processing-status',
    'src/features/preferences/api/refresh-after-processing',
    'src/features/preferences/components/profile-completeness',
    'src/features/preferences/components/progress-ring',
    'src/features/preferences/components/preferences-summary',
    // Whether the API has the Bids extension, which the logged-in layout asks on every page, and its last
    // answer, with the bids' addresses and the icon of 'Mijn biedingen'.
    'src/features/bids/api/get-bids-availability.',
    'src/features/bids/lib/remembered-bids.',
    'src/features/bids/api/endpoints.',
    'node_modules/@heroicons/react/24/outline/esm/ViewColumnsIcon.',
  ],
  // A subscriber's first calls, which the entry asks before the app has loaded (src/app/start-early-calls.ts),
  // with the feeds' and the detail's calls they name: apart from the entry, which the landing page loads too.
  firstCalls: ['src/app/first-calls.', 'src/features/tenders/api/requests.', 'src/pages/tenders/parse-tender-id.'],
  // What a logged-in user's page loads after its first paint (src/app/start-offline.ts): the service
  // worker's registration and what decides to load the rest of the offline app (src/app/offline-app.ts,
  // with TanStack's persist-client, hydration and idb-keyval), from the worker's precache once it is active.
  offline: ['src/app/start-offline.', 'src/config/offline.'],
};

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** An entry of chunkGroups as a pattern for a module's path from the project's root. */
export const toPattern = (entry: string) => new RegExp(`^${escape(entry.replace(/^!/, '')).replace(/\*/g, '.*')}`);

/** The path of a module from the project's root, with forward slashes (Vite's ids are absolute). */
function relativeId(id: string, root: string): string {
  const path = id.replace(/\\/g, '/');
  return path.startsWith(root) ? path.slice(root.length) : path;
}

/** The groups as rolldown's codeSplitting options, and a plugin that fails the build on a stale entry. */
export function chunkGroupsPlugin(groups = chunkGroups): { plugin: Plugin; codeSplitting: CodeSplitting } {
  let root = '';
  const compiled = Object.entries(groups).map(([name, entries]) => ({
    name,
    entries: entries.map((entry) => ({ entry, exclude: entry.startsWith('!'), pattern: toPattern(entry) })),
  }));
  const holds = (entries: (typeof compiled)[number]['entries'], id: string) => {
    const path = relativeId(id, root);
    return (
      entries.some(({ exclude, pattern }) => !exclude && pattern.test(path)) &&
      !entries.some(({ exclude, pattern }) => exclude && pattern.test(path))
    );
  };
  return {
    plugin: {
      name: 'tenderwijzer:chunk-groups',
      apply: 'build',
      configResolved(config) {
        root = `${config.root.replace(/\\/g, '/')}/`;
      },
      buildEnd(error) {
        if (error) return;
        const ids = [...this.getModuleIds()].map((id) => relativeId(id, root));
        for (const { name, entries } of compiled)
          for (const { entry, pattern } of entries)
            if (!ids.some((id) => pattern.test(id)))
              this.error(`Chunk group '${name}': '${entry}' matches no module (renamed or removed?)`);
      },
    },
    codeSplitting: {
      // No group takes dependencies along: the entry would import the group and wait for it.
      includeDependenciesRecursively: false,
      groups: compiled.map(({ name, entries }) => ({ name, test: (id: string) => holds(entries, id) })),
    },
  };
}
