import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo } from 'react';
import { Markdown } from '@/components/markdown';
import { t } from '@/i18n/tenders';
import type { Tender } from '../api/schemas';
import { topicTabsOf } from './topic-tabs-data';

/** Headless UI tabs: arrow keys, Home and End move between them; only the selected panel is rendered. */
export function TopicTabs({ tender }: { tender: Tender }) {
  const tabs = useMemo(() => topicTabsOf(tender), [tender]);
  return (
    <TabGroup className="flex flex-col gap-4">
      <TabList
        aria-label={t('tenders.detail.tabsLabel')}
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            className="min-h-10 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors duration-150 ease-out hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-selected:bg-blue-700 data-selected:text-white pointer-coarse:min-h-11"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel
            key={tab.key}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {tab.value.trim() ? (
              <Markdown>{tab.value}</Markdown>
            ) : (
              <p className="text-slate-600">{t('tenders.detail.noContent')}</p>
            )}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
