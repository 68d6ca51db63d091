import { memo, useMemo } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { mayHoldBareLink, remarkGfmReading } from '@/lib/markdown-gfm';
import { highlightQuote } from '@/lib/markdown-highlight';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';

const isExternal = (href: string | undefined) => /^https?:\/\//i.test(href ?? '');

// Tailwind has no typography plugin here: each element gets its classes.
const components: Components = {
  h1: ({ node: _node, children, ...props }) => (
    <h1 className="mt-6 mb-3 text-xl" {...props}>
      {children}
    </h1>
  ),
  h2: ({ node: _node, children, ...props }) => (
    <h2 className="mt-6 mb-3 text-lg" {...props}>
      {children}
    </h2>
  ),
  h3: ({ node: _node, children, ...props }) => (
    <h3 className="mt-5 mb-2 text-base" {...props}>
      {children}
    </h3>
  ),
  h4: ({ node: _node, children, ...props }) => (
    <h4 className="mt-4 mb-2 text-base" {...props}>
      {children}
    </h4>
  ),
  h5: ({ node: _node, children, ...props }) => (
    <h5 className="mt-4 mb-2 text-sm font-semibold text-blue-900" {...props}>
      {children}
    </h5>
  ),
  h6: ({ node: _node, children, ...props }) => (
    <h6 className="mt-4 mb-2 text-sm font-semibold text-blue-900" {...props}>
      {children}
    </h6>
  ),
  p: ({ node: _node, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="pl-1 leading-relaxed" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-4 border-slate-300 pl-4 text-slate-600" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-6 border-slate-200" {...props} />,
  code: ({ node: _node, className, ...props }) => (
    <code className={cn('rounded bg-slate-100 px-1 py-0.5 font-mono text-sm', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-4 rounded-lg bg-slate-100 p-3 text-sm whitespace-pre-wrap [&>code]:bg-transparent [&>code]:p-0"
      {...props}
    />
  ),
  // Cells wrap rather than scroll, so no scrollable region needs keyboard focus.
  table: ({ node: _node, ...props }) => (
    <table className="my-4 w-full table-auto border-collapse text-left text-sm [overflow-wrap:anywhere]" {...props} />
  ),
  th: ({ node: _node, ...props }) => (
    <th
      className="border-b border-slate-300 bg-slate-50 px-3 py-2 align-bottom font-semibold text-slate-900"
      {...props}
    />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-slate-200 px-3 py-2 align-top" {...props} />,
  // A quoted passage (see `highlight`); scroll-mt keeps it clear of the sticky header when scrolled to.
  mark: ({ node: _node, ...props }) => (
    <mark
      className="scroll-mt-24 rounded-sm bg-amber-200 px-0.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      {...props}
    />
  ),
  // The URL filter empties a script source; an <img src=""> would fetch the page again, so show the alt text.
  img: ({ node: _node, alt, src, ...props }) =>
    src ? <img alt={alt ?? ''} src={src} className="my-4 h-auto max-w-full rounded-lg" {...props} /> : <>{alt}</>,
  a: ({ node: _node, href, children, ...props }) =>
    isExternal(href) ? (
      <a
        {...props}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-blue-700 underline hover:text-blue-800"
      >
        {children}
        <VisuallyHidden> {t('common.opensInNewWindow')}</VisuallyHidden>
      </a>
    ) : (
      <a href={href} className="text-blue-700 underline hover:text-blue-800" {...props}>
        {children}
      </a>
    ),
};

const WITH_BARE_LINKS: Options['remarkPlugins'] = [remarkGfmReading];
const TABLES_ONLY: Options['remarkPlugins'] = [[remarkGfmReading, { bareLinks: false }]];

export type MarkdownProps = {
  children: string;
  className?: string;
  /** A quote to mark in the text (a cited answer's source): its first <mark> has data-quote="start". */
  highlight?: string;
};

/**
 * Renders untrusted markdown (tender topics, chat replies) as React elements, with GFM tables and
 * bare web addresses as links. Raw HTML is never parsed: react-markdown shows it as literal text
 * (no rehype-raw), so a notice quoting markup stays readable and runs nothing; its default URL filter
 * drops javascript: links. Memoized: react-markdown parses the whole text on every render, and the pages around
 * it render again on every answer they follow (the detail's topic three times in one load).
 */
export const Markdown = memo(function Markdown({ children, className, highlight }: MarkdownProps) {
  const rehypePlugins = useMemo(() => (highlight ? [highlightQuote(highlight)] : []), [highlight]);
  return (
    <div className={cn('text-slate-800 [&>:first-child]:mt-0 [&>:last-child]:mb-0', className)}>
      <ReactMarkdown
        remarkPlugins={mayHoldBareLink(children) ? WITH_BARE_LINKS : TABLES_ONLY}
        rehypePlugins={rehypePlugins}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
});
