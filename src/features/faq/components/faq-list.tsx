import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/controls/input';
import { t, tp } from '@/i18n/faq';
import { cn } from '@/lib/frame/cn';
import type { FaqItem } from '../api/schemas';
import { filterFaqs, visibleSortedFaqs } from '../lib/prepare-faqs';
import { FaqEntries, type FaqDisplayMode } from './faq-entries';

type FaqListProps = {
  /** Any FAQ items: hidden ones are left out and the rest sorted by order, then id. */
  items: readonly FaqItem[];
  mode?: FaqDisplayMode;
  /** Shows a search box that filters questions and answers as one types. */
  searchable?: boolean;
  searchPlaceholder?: string;
  emptyMessage?: string;
  headingLevel?: 2 | 3 | 4;
};

/**
 * A list of frequently asked questions, shared by /faq and the tender detail page.
 * The result count sits in a live region so a screen reader hears how many questions remain.
 */
export function FaqList({
  items,
  mode = 'collapse',
  searchable = false,
  searchPlaceholder = t('faq.searchPlaceholder'),
  emptyMessage = t('faq.empty'),
  headingLevel = 3,
}: FaqListProps) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => visibleSortedFaqs(items), [items]);
  const matches = useMemo(() => filterFaqs(visible, query), [visible, query]);
  const isSearching = query.trim() !== '';

  if (visible.length === 0) return <p className="text-slate-600">{emptyMessage}</p>;

  return (
    <div className="flex flex-col gap-4">
      {searchable && (
        <div role="search">
          <Input
            type="search"
            label={t('faq.searchLabel')}
            hideLabel
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      {searchable && (
        <p
          role="status"
          // Kept in the page while empty (a live region must exist before it changes), but takes no room.
          className={cn(!isSearching && 'sr-only', matches.length === 0 ? 'text-slate-700' : 'text-sm text-slate-600')}
        >
          {isSearching &&
            (matches.length === 0
              ? t('faq.noResults', { query: query.trim() })
              : tp('faq.resultCount', matches.length))}
        </p>
      )}
      {matches.length > 0 && <FaqEntries items={matches} mode={mode} headingLevel={headingLevel} />}
    </div>
  );
}
