import { DocumentTextIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { CITATION_EXCERPT_MAX_LENGTH } from '@/config/constants';
import { t } from '@/i18n/chat';
import { quoteExcerpt } from '@/lib/quote-text';
import type { ChatSource } from '../api/schemas';

/** How the page names a source after its tab and shows it there (the tender detail's topic tabs). */
export type ChatSourceLinks = {
  /** The tab label of a topic type, or null when the tender has no tab for it. */
  labelOf: (topicType: string) => string | null;
  show: (source: ChatSource) => void;
};

type ChatSourcesProps = { sources: readonly ChatSource[]; links?: ChatSourceLinks };

/**
 * The passages a cited answer quotes (the optional `sources`, docs/api-contract.md): each names its tab
 * with a short excerpt and, where the tender has that tab, is a button that shows it there marked.
 */
export function ChatSources({ sources, links }: ChatSourcesProps) {
  const headingId = useId();
  return (
    <div className="mt-2 border-t border-slate-200 pt-2">
      <p id={headingId} className="text-xs font-semibold text-slate-600">
        {t('chat.sources')}
      </p>
      <ul aria-labelledby={headingId} className="mt-1 flex flex-col gap-1">
        {sources.map((source, index) => {
          const label = links?.labelOf(source.topicType) ?? null;
          const excerpt = quoteExcerpt(source.quote, CITATION_EXCERPT_MAX_LENGTH);
          const content = (
            <>
              <span className="flex items-center gap-1 font-semibold">
                <DocumentTextIcon className="size-4 shrink-0" aria-hidden="true" />
                <span className={label === null ? undefined : 'underline'}>
                  {label ?? source.topicType.replace(/_/g, ' ')}
                </span>
              </span>
              <q className="line-clamp-2 text-slate-600">{excerpt}</q>
            </>
          );
          return (
            // Sources have no ids and never change order within an answer.
            <li key={index}>
              {links && label !== null ? (
                <button
                  type="button"
                  // One spoken sentence: the tab it opens, then the passage (the visible label comes first).
                  aria-label={t('chat.showSource', { tab: label, quote: excerpt })}
                  onClick={() => links.show(source)}
                  className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-lg px-2 py-1 text-left text-xs text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  {content}
                </button>
              ) : (
                <div className="flex flex-col gap-0.5 px-2 py-1 text-xs text-slate-700">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
