// Icons that pages across the app share: in the every-page `ui` chunk, not a chunk of their own each
// (scripts/lib/chunk-groups.ts).
export { XMarkIcon } from '@heroicons/react/20/solid';
export { ClockIcon } from '@heroicons/react/24/outline';
