import { Suspense } from 'react';
import { lazy } from '@/lib/frame/lazy';
import { Skeleton } from '@/components/ui/primitives/skeleton';
import type { MarkdownProps } from './markdown';

// react-markdown and its GFM extensions are a large chunk (docs/decisions/064): a page that shows markdown only
// on request (the FAQ's closed answers) fetches them when the first piece is shown.
const Markdown = lazy(() => import('./markdown').then((module) => ({ default: module.Markdown })));

/** `Markdown`, its code loaded on first render; a line-shaped placeholder until then. */
export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<Skeleton shape="line" className="h-4 w-3/4" />}>
      <Markdown {...props} />
    </Suspense>
  );
}
