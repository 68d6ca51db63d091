// The tenders feature's calendar export, public apart from index.ts so that the landing page's sample cards
// load none of it (eslint.boundaries.js names who may import it).
export { buildCalendar, parseDeadline, type IcsEvent, type LocalDeadline } from './lib/ics';
