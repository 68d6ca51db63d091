import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Markdown } from '@/components/markdown';
import { t } from '@/i18n/tenders';
import type { Tender } from '../api/schemas';
import { topicTabsOf } from './topic-tabs-data';

/**
 * The topic tabs (WAI-ARIA tabs, selection follows focus): the arrow keys (wrapping), Home and End move
 * between them and only the selected panel is rendered. Hand-made rather than Headless UI's, which
 * would bring ~15 KB gz to a page that needs nothing else from it at first render.
 */
export function TopicTabs({ tender }: { tender: Tender }) {
  const tabs = useMemo(() => topicTabsOf(tender), [tender]);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const current = Math.min(selected, tabs.length - 1);
  const tab = tabs[current];
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;

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
    setSelected(next);
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
            onClick={() => setSelected(index)}
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
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(current)}
          tabIndex={0}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {tab.value.trim() ? (
            <Markdown>{tab.value}</Markdown>
          ) : (
            <p className="text-slate-600">{t('tenders.detail.noContent')}</p>
          )}
        </div>
      )}
    </div>
  );
}
