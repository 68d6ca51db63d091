import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Markdown } from '@/components/markdown';
import { QUOTE_START } from '@/lib/markdown-highlight';
import { t } from '@/i18n/tenders';
import type { Tender } from '@/features/tenders/model/schemas';
import { tabIndexOfType, topicTabsOf, type TopicCitation } from '@/features/tenders/lib/topic-tabs-data';

/** The quote marked in a tab; a new object for every citation shown, so showing one again scrolls again. */
type Marked = { tabKey: string; label: string; quote: string };

type TopicTabsProps = {
  tender: Tender;
  /**
   * A cited answer's source to show: its tab is selected and the quote marked, scrolled to and focused.
   * Pass a new object for each choice. Choosing a tab, or another citation, takes the mark away.
   */
  citation?: TopicCitation | null;
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The topic tabs (WAI-ARIA tabs, selection follows focus): the arrow keys (wrapping), Home and End move
 * between them and only the selected panel is rendered. Hand-made rather than Headless UI's, which
 * would bring all of Headless UI to a page that needs nothing else from it at first render (docs/decisions/040).
 */
export function TopicTabs({ tender, citation = null }: TopicTabsProps) {
  const tabs = useMemo(() => topicTabsOf(tender), [tender]);
  const [selected, setSelected] = useState(0);
  const [marked, setMarked] = useState<Marked | null>(null);
  const [shownCitation, setShownCitation] = useState<TopicCitation | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const current = Math.min(selected, tabs.length - 1);
  const tab = tabs[current];
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;

  // A new citation selects its tab during render (React's "adjusting state when a prop changes").
  if (citation !== shownCitation) {
    setShownCitation(citation);
    const index = citation ? tabIndexOfType(tabs, citation.topicType) : -1;
    const target = tabs[index];
    if (citation && target) {
      setSelected(index);
      setMarked({ tabKey: target.key, label: target.label, quote: citation.quote });
    }
  }

  // The marked quote in view and focused, so a screen reader reads it; the status names the tab. Not
  // found, the panel takes the focus. Only for a new mark: a refetched tender (after saving it, say)
  // must not pull the focus back.
  useEffect(() => {
    if (!marked) return;
    const panel = panelRef.current;
    const start = panel?.querySelector<HTMLElement>(`mark[data-quote="${QUOTE_START}"]`);
    const target = start ?? panel;
    target?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    target?.focus({ preventScroll: true });
    setAnnouncement(t(start ? 'tenders.detail.quoteShown' : 'tenders.detail.quoteNotFound', { tab: marked.label }));
  }, [marked]);

  const select = (index: number) => {
    setSelected(index);
    setMarked(null);
    setAnnouncement('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('tenders.detail.tabsLabel')}
        aria-orientation="horizontal"
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {tabs.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === current}
            aria-controls={index === current ? panelId : undefined}
            tabIndex={index === current ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className="min-h-10 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors duration-150 ease-out hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 aria-selected:bg-blue-700 aria-selected:text-white pointer-coarse:min-h-11"
          >
            {item.label}
          </button>
        ))}
      </div>
      {tab && (
        <div
          key={tab.key}
          ref={panelRef}
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(current)}
          tabIndex={0}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {tab.value.trim() ? (
            <Markdown highlight={marked?.tabKey === tab.key ? marked.quote : undefined}>{tab.value}</Markdown>
          ) : (
            <p className="text-slate-600">{t('tenders.detail.noContent')}</p>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
