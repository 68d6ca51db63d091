// The tenders feature's public entry for the landing page's sample cards; its query keys are public in
// api/keys.ts and its calendar export in calendar.ts, apart, so that importing them loads no card code
// (eslint.boundaries.js names each pair).
export type { Tender } from '@/features/tenders/model/schemas';
export { TenderCard } from '@/features/tenders/feed/tender-card';
export { sampleTenders } from './data/sample-tenders';
