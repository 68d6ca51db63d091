import { EllipsisHorizontalIcon } from '@heroicons/react/24/outline';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { NavEntry } from './nav-entry';
import type { NavItem } from './nav-items';
import { QuoteEntry } from './quote-entry';

/**
 * The bottom bar's 'Meer': a disclosure (a button and the list it shows, not a menu: its entries are links)
 * with the entries that no longer fit, and the disabled 'Offerte'. It closes on a choice (the page changes),
 * on Escape (the focus back on the button) and on a press outside it.
 */
export function BottomBarMore({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const holdsCurrentPage = items.some((item) => pathname.startsWith(item.to));

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && rootRef.current?.contains(event.target))) setOpenOn(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="relative flex flex-1">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        className={cn(
          'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium',
          holdsCurrentPage || isOpen ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <EllipsisHorizontalIcon className="h-6 w-6" aria-hidden="true" />
        <span>{t('layout.bottomBar.more')}</span>
      </button>
      <ul
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 bottom-full mb-2 flex w-56 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-md"
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavEntry item={item} />
          </li>
        ))}
        <li>
          <QuoteEntry tooltipPlacement="top" />
        </li>
      </ul>
    </div>
  );
}
