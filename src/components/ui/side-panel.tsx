import { ChevronDoubleLeftIcon, ChevronDoubleRightIcon } from '@heroicons/react/20/solid';
import { useId, useState, type ReactNode } from 'react';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { Tooltip } from '@/components/ui/controls/tooltip';

type SidePanelProps = {
  side: 'left' | 'right';
  title: ReactNode;
  /** Adds a button that collapses the panel to a narrow strip and opens it again. */
  collapsible?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A side column (complementary landmark named by its title): 12rem wide, 14rem on xl screens,
 * at most 42rem high with its own scroll. It starts open.
 */
export function SidePanel({ side, title, collapsible = false, className, children }: SidePanelProps) {
  const titleId = useId();
  const contentId = useId();
  const [isOpen, setIsOpen] = useState(true);

  // The arrows point where the panel will move: towards its edge to collapse, away to expand.
  const pointsLeft = side === 'left' ? isOpen : !isOpen;
  const ToggleIcon = pointsLeft ? ChevronDoubleLeftIcon : ChevronDoubleRightIcon;
  const toggleLabel = isOpen ? t('common.collapsePanel') : t('common.expandPanel');

  return (
    <aside
      aria-labelledby={titleId}
      className={cn(
        'flex max-h-side-panel flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition-[width] duration-200 ease-out',
        isOpen ? 'w-side-panel xl:w-side-panel-lg' : 'w-14',
        className,
      )}
    >
      <div className={cn('flex items-center gap-2 p-3', side === 'right' && 'flex-row-reverse')}>
        <h2 id={titleId} className={cn('min-w-0 flex-1 truncate text-base', !isOpen && 'sr-only')}>
          {title}
        </h2>
        {collapsible && (
          <Tooltip content={toggleLabel} placement={side === 'left' ? 'right' : 'left'} asLabel>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={contentId}
              onClick={() => setIsOpen((open) => !open)}
              className="inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 pointer-coarse:size-11"
            >
              <ToggleIcon className="size-5" aria-hidden="true" />
            </button>
          </Tooltip>
        )}
      </div>
      <div id={contentId} hidden={!isOpen} className="min-h-0 flex-1 overflow-y-auto px-3 pb-3">
        {children}
      </div>
    </aside>
  );
}
