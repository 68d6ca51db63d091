// The icon of 'Mijn biedingen', which the navigation and the bids' buttons share: in the logged-in pages' chunk,
// not a chunk of its own (scripts/lib/chunk-groups.ts).
export { ViewColumnsIcon } from '@heroicons/react/24/outline';
