/**
 * The tenders feature's public entry: what other features may use of it (architecture rule: no feature
 * imports another's internals). Keep it to what is needed.
 */
export { buildCalendar, parseDeadline, type IcsEvent } from './lib/ics';
