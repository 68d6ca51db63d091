// The layers of src/ and what may import what (README, 'Architecture'). Imports point one way:
// app → pages → features → shared code. Tests, like the mock switch, may reach everything.
import { readdirSync } from 'node:fs';

const SHARED = ['./src/components', './src/hooks', './src/lib', './src/config', './src/i18n', './src/api'];

const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature's public modules: the only files another feature may import, where a pair below allows it. */
const publicEntries = {
  tenders: ['index.ts', 'logged-in/keys.ts', 'calendar.ts', 'tender.ts'],
  counters: ['index.ts'],
  awards: ['index.ts'],
};

/** Which feature may use which (through its public entries). */
const featurePairs = {
  // The landing page's sample cards are the feed's own tender cards (spec §1).
  landing: ['tenders'],
  // A new matching profile reorders every feed and changes the counters: it refreshes their queries.
  preferences: ['tenders', 'counters'],
  // A go/no-go sheet exports its deadline plan with the detail's own calendar code, and shows the market of past
  // awards beside its criteria; the bid pipeline's cards read their tender (schema, value, day count) as the
  // feed's cards do.
  bids: ['tenders', 'awards'],
  // Past awards mark the tender's estimated value, read from its 'Minimum price' label as the cards read it.
  awards: ['tenders'],
};

const layerZones = [
  {
    target: SHARED,
    from: ['./src/features', './src/pages', './src/app'],
    message: 'Shared code imports no feature, page or app code.',
  },
  {
    target: './src/features',
    from: ['./src/pages', './src/app'],
    message: 'A feature imports no page or app code: pages compose features.',
  },
  { target: './src/pages', from: './src/app', message: 'A page imports no app code: the app wires pages.' },
];

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [
    `./${feature}`,
    ...(featurePairs[feature] ?? []).flatMap((other) =>
      (publicEntries[other] ?? []).map((entry) => `./${other}/${entry}`),
    ),
  ],
  message:
    'A feature imports another feature only through its public entry, and only where eslint.boundaries.js pairs them.',
}));

const mockZone = {
  target: './src',
  from: './src/mocks',
  message: 'The simulated backend loads only through src/app/frame/start-app.tsx and tests.',
};

/** The zones of `import-x/no-restricted-paths`; `mocks: false` where the simulated backend may be reached. */
export const boundaryZones = ({ mocks = true } = {}) => [...layerZones, ...featureZones, ...(mocks ? [mockZone] : [])];
