import type { Plugin, Rolldown } from 'vite';
import { UNUSED_FETCH_ADAPTER } from './axios-xhr-only.ts';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/**
 * A chunk group: `paths` are folders (or packages) from the project's root, each ending in `/` and matched as a
 * prefix, a leading `!` excluding one; `texts` are i18n namespaces, each the pair `src/i18n/<name>.ts` and
 * `src/i18n/nl/<name>.ts`.
 */
export type ChunkGroup = { paths: string[]; texts?: string[] };

/**
 * The chunks that hold what several pages share, one per layer: folders are the chunk map. A module is in a group
 * when it sits in one of the group's folders, so moving a file between folders moves it between chunks, and a
 * file renamed or added inside a folder needs no edit here. A module in no group's folder is placed by rolldown,
 * with the page (or the lazily loaded part) that imports it. The build fails when a folder holds no module.
 *
 * A group takes no dependencies along (`includeDependenciesRecursively: false`): what a group's module imports
 * is in the same group or in one that the group may import. Chunks that import each other fail
 * `scripts/verify-build.mjs`. Why by hand, and why these groups: docs/decisions/065.
 */
export const chunkGroups: Record<string, ChunkGroup> = {
  // React, the router and the app's frame, which every page shares: the entry fetches this chunk and the
  // page's own code side by side (src/main.ts); index.html preloads it (vite.config.ts).
  frame: {
    paths: [
      'node_modules/react/',
      'node_modules/react-dom/',
      'node_modules/scheduler/',
      'node_modules/react-router/',
      'node_modules/react-router-dom/',
      'node_modules/clsx/',
      'src/app/frame/',
      'src/components/frame/',
      'src/hooks/frame/',
      'src/lib/frame/',
    ],
  },
  // The API stack: React Query, axios, valibot, the clients, the query provider, the subscription status. Not
  // what the entry imports: the token storage, the early calls and the addresses they ask (src/api/early/).
  api: {
    paths: [
      'node_modules/@tanstack/query-core/',
      // Dehydrating and hydrating the cache: only the persister's code (src/lib/offline/persisted-cache.ts) needs it.
      '!node_modules/@tanstack/query-core/build/modern/hydration.',
      'node_modules/@tanstack/react-query/',
      'node_modules/axios/',
      // The stand-in for axios's fetch adapter (axios-xhr-only.ts), which would otherwise be a chunk of its own.
      UNUSED_FETCH_ADAPTER,
      'node_modules/valibot/',
      'src/api/',
      '!src/api/early/',
      'src/app/api/',
      'src/features/subscription/status/',
    ],
  },
  // The UI primitives of every page, the landing page's included.
  ui: { paths: ['src/components/ui/primitives/'] },
  // The controls of the pages that take input (not the landing page).
  controls: { paths: ['src/components/ui/controls/'] },
  // The auth forms' parts, shared by login, registration and the password pages.
  auth: { paths: ['src/features/auth/forms/', 'src/lib/auth/'], texts: ['auth'] },
  // A tender as every page that shows one reads it: its schema (the feeds, the detail and the bid pipeline);
  // and the offline queue's actions, which all three make (save, reject, a sheet's save, a stage move).
  tenderModel: { paths: ['src/features/tenders/model/', 'src/lib/offline/queue/'] },
  // The tender code and texts that the feeds and the detail share (not the bid pipeline).
  feedAndDetail: { paths: ['src/features/tenders/feed-and-detail/'], texts: ['tenders'] },
  // What the feeds (and the landing page's sample cards) share with the bid pipeline: reading every page of a
  // list, a tender's value and the wording of its day count, the calendar export's button, the callout of the
  // demo and of the pipeline's empty and demo states. Not the detail's.
  lists: {
    paths: ['src/lib/lists/', 'src/components/lists/', 'src/features/tenders/lists/'],
    texts: ['day-count'],
  },
  // A Bid as the pipeline, the sheet and 'Toevoegen aan biedingen' store it, and the pipeline's stage move with
  // its texts and the sheet's local backup it updates: the queue's registration (src/app/offline-actions.ts)
  // needs the move too, which would otherwise split it out of the page into a chunk of its own.
  bidModel: { paths: ['src/features/bids/model/'], texts: ['pipeline'] },
  // The four feeds' shared code.
  feed: { paths: ['src/features/tenders/feed/', 'src/pages/tenders/feed/'] },
  // What every logged-in page shares beside its own code: the layout's panels (payment banner, 'Matching
  // profiel', counters) and what they need, the query keys among it (the matching profile's refresh after
  // processing reaches every feed by them), and whether the API has the Bids extension, which the layout asks
  // on every page.
  loggedIn: {
    paths: [
      'src/app/logged-in/',
      'src/components/logged-in/',
      'src/hooks/logged-in/',
      'src/lib/logged-in/',
      'src/features/counters/',
      'src/features/tenders/logged-in/',
      'src/features/subscription/logged-in/',
      'src/features/preferences/logged-in/',
      'src/features/bids/logged-in/',
    ],
    texts: ['offline'],
  },
  // A subscriber's first calls, which the entry asks before the app has loaded (src/app/start-early-calls.ts),
  // with the feeds' and the detail's calls they name: apart from the entry, which the landing page loads too.
  firstCalls: {
    paths: ['src/app/first-calls/', 'src/features/tenders/first-calls/', 'src/pages/tenders/first-calls/'],
  },
  // What a logged-in user's page loads after its first paint (src/app/offline-start/start-offline.ts): the
  // service worker's registration and what decides to load the rest of the offline app (src/app/offline-app.ts,
  // with TanStack's persist-client, hydration and idb-keyval), from the worker's precache once it is active.
  offline: { paths: ['src/app/offline-start/'] },
};

/** The groups every page loads: a lazily loaded part always runs where they are. */
const EVERY_PAGE = ['frame', 'ui'];

/**
 * A single icon of `@heroicons/react` joins a group without a list of icons: the first group (in chunkGroups'
 * order) that holds a module importing it and that every page or lazily loaded part using it loads anyway. An
 * icon that several pages use from outside the groups gets a re-export module in a group's folder (`icons.ts`)
 * when its own chunk is not worth a request. Icons are imported by name from a package's index
 * (`@heroicons/react/20/solid`), so their importers are read from the source.
 */
const ICON_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]@heroicons\/react\/([\w/]+)['"]/g;
const iconModule = (set: string, name: string) => `node_modules/@heroicons/react/${set}/esm/${name}.js`;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** An entry of a group's paths as a pattern for a module's path from the project's root. */
export const toPattern = (entry: string) => new RegExp(`^${escape(entry.replace(/^!/, ''))}`);

/** A group's paths with its namespaces' two files. */
export const groupPaths = ({ paths, texts = [] }: ChunkGroup) => [
  ...paths,
  ...texts.flatMap((name) => [`src/i18n/${name}.ts`, `src/i18n/nl/${name}.ts`]),
];

/** Whether a group's paths hold a module: a path matches it, and no `!` path excludes it. */
export function holds(paths: { exclude: boolean; pattern: RegExp }[], path: string): boolean {
  return (
    paths.some(({ exclude, pattern }) => !exclude && pattern.test(path)) &&
    !paths.some(({ exclude, pattern }) => exclude && pattern.test(path))
  );
}

/** The path of a module from the project's root, with forward slashes (Vite's ids are absolute). */
function relativeId(id: string, root: string): string {
  const path = id.replace(/\\/g, '/');
  return path.startsWith(root) ? path.slice(root.length) : path;
}

/** The groups as rolldown's codeSplitting options, and a plugin that fails the build on a stale path. */
export function chunkGroupsPlugin(groups = chunkGroups): { plugin: Plugin; codeSplitting: CodeSplitting } {
  let root = '';
  const compiled = Object.entries(groups).map(([name, group]) => ({
    name,
    paths: groupPaths(group).map((entry) => ({ entry, exclude: entry.startsWith('!'), pattern: toPattern(entry) })),
  }));
  const groupOf = (path: string) => compiled.find(({ paths }) => holds(paths, path))?.name;
  /** Each icon's importers, read from the app's source as it is loaded. */
  const iconImporters = new Map<string, string[]>();
  /** Each icon's group, once the module graph is complete. */
  const iconGroups = new Map<string, string>();
  return {
    plugin: {
      name: 'tenderwijzer:chunk-groups',
      apply: 'build',
      configResolved(config) {
        root = `${config.root.replace(/\\/g, '/')}/`;
      },
      transform(code, id) {
        const path = relativeId(id, root);
        if (!path.startsWith('src/')) return null;
        for (const [, names = '', set = ''] of code.matchAll(ICON_IMPORT))
          for (const name of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')) {
            if (!name) continue;
            const icon = iconModule(set, name);
            iconImporters.set(icon, [...(iconImporters.get(icon) ?? []), path]);
          }
        return null;
      },
      buildEnd(error) {
        if (error) return;
        const ids = [...this.getModuleIds()].map((id) => relativeId(id, root));
        for (const { name, paths } of compiled)
          for (const { entry, pattern } of paths)
            if (!ids.some((id) => pattern.test(id)))
              this.error(`Chunk group '${name}': '${entry}' matches no module (renamed or removed?)`);
        // The groups each entry (the app's, a page's, a lazily loaded part's) loads, and the modules it reaches:
        // its static imports, all the way down.
        const entries: { modules: Set<string>; groups: Set<string | undefined> }[] = [];
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (!info?.isEntry && (info?.dynamicImporters.length ?? 0) === 0) continue;
          const seen = new Set<string>();
          for (const stack = [id]; stack.length > 0;) {
            const next = stack.pop() as string;
            if (seen.has(next)) continue;
            seen.add(next);
            stack.push(...(this.getModuleInfo(next)?.importedIds ?? []));
          }
          const modules = new Set([...seen].map((module) => relativeId(module, root)));
          entries.push({ modules, groups: new Set([...modules].map(groupOf)) });
        }
        for (const [icon, importers] of iconImporters) {
          const reaching = entries.filter(({ modules }) => importers.some((path) => modules.has(path)));
          const owners = new Set(importers.map(groupOf));
          const group = compiled.find(
            ({ name }) =>
              owners.has(name) && (EVERY_PAGE.includes(name) || reaching.every(({ groups }) => groups.has(name))),
          );
          if (group) iconGroups.set(icon, group.name);
        }
      },
    },
    codeSplitting: {
      // No group takes dependencies along: the entry would import the group and wait for it.
      includeDependenciesRecursively: false,
      groups: compiled.map(({ name, paths }) => ({
        name,
        test: (id: string) => {
          const path = relativeId(id, root);
          return holds(paths, path) || iconGroups.get(path) === name;
        },
      })),
    },
  };
}
