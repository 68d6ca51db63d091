import { Accordion } from '@/components/ui/accordion';
import { LazyMarkdown } from '@/components/lazy-markdown';
import type { FaqItem } from '../api/schemas';

export type FaqDisplayMode = 'collapse' | 'list' | 'card';

type FaqEntriesProps = {
  items: readonly FaqItem[];
  mode: FaqDisplayMode;
  /** Level of each question's heading, one below the heading of the surrounding section. */
  headingLevel: 2 | 3 | 4;
};

/** FAQ items as an accordion (one open at a time), a plain list, or a grid of cards. */
export function FaqEntries({ items, mode, headingLevel }: FaqEntriesProps) {
  if (mode === 'collapse') {
    return (
      <Accordion
        headingLevel={headingLevel}
        mountWhenOpen
        items={items.map((item) => ({
          id: String(item.id),
          title: item.question,
          content: <LazyMarkdown>{item.answer}</LazyMarkdown>,
        }))}
      />
    );
  }

  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={mode === 'card' ? 'grid gap-4 sm:grid-cols-2' : 'divide-y divide-slate-200'}>
      {items.map((item) => (
        <li
          key={item.id}
          className={mode === 'card' ? 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm' : 'py-4 first:pt-0'}
        >
          <Heading className="mb-2 text-base">{item.question}</Heading>
          <LazyMarkdown className="text-slate-700">{item.answer}</LazyMarkdown>
        </li>
      ))}
    </ul>
  );
}
