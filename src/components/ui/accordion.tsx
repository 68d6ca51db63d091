import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/frame/cn';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The item open at first; none when null or left out. */
  defaultOpenId?: string | null;
  /** Level of the heading around each toggle, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Replaces the plain title, for example to number the items. */
  renderTitle?: (item: AccordionItem, state: { index: number; isOpen: boolean }) => ReactNode;
  /** Renders a panel's content only while it is open, so content that loads code (markdown) waits for it. */
  mountWhenOpen?: boolean;
  className?: string;
};

/**
 * Expandable items, one open at a time; clicking the open item closes it. Follows the WAI-ARIA
 * accordion pattern: a heading holds each toggle button, and each panel is a labelled region.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  headingLevel = 3,
  renderTitle,
  mountWhenOpen = false,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cn('divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white', className)}>
      {items.map((item, index) => {
        const isOpen = item.id === openId;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id}>
            <Heading className="text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold text-blue-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
              >
                <span className="min-w-0 flex-1">
                  {renderTitle ? renderTitle(item, { index, isOpen }) : item.title}
                </span>
                <ChevronDownIcon
                  className={cn(
                    'size-5 shrink-0 text-slate-500 transition-transform duration-200 ease-out',
                    isOpen && 'rotate-180',
                  )}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-4 pb-4 text-slate-700"
            >
              {(isOpen || !mountWhenOpen) && item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
