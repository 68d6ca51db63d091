// The tenders feature's Tender for another feature that shows one (the bid pipeline's cards): its schema and
// paged list, and the card's readings of it, public apart from index.ts so that importing them loads no card code
// (eslint.boundaries.js names who may import it).
export { pagedSchema, TenderSchema, type Tender } from '@/features/tenders/model/schemas';
export { dayCountText, formatMinimumPrice, minimumPriceOf } from '@/features/tenders/lists/tender-fields';
