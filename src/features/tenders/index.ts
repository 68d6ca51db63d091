// The tenders feature's public entry: the landing page's sample cards and the calendar export the bids
// feature shares; its query keys are public in api/keys.ts, apart, so that importing them loads no card code
// (eslint.boundaries.js names each pair).
export type { Tender } from './api/schemas';
export { TenderCard } from './components/tender-card';
export { sampleTenders } from './data/sample-tenders';
export { buildCalendar, parseDeadline, type IcsEvent } from './lib/ics';
