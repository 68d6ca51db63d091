import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BottomBarMoreButton } from './bottom-bar-more-button';
import { NavEntry } from './nav-entry';
import type { NavItem } from './nav-items';
import { OfferDraftEntry } from './offer-draft-entry';

/**
 * The bottom bar's 'Meer': a disclosure (a button and the list it shows, not a menu: its entries are links)
 * with the entries that no longer fit, and the disabled 'Offerte'. It closes on a choice (the page changes),
 * on Escape (the focus back on the button) and on a press outside it. `openAtOnce`: its stand-in was pressed
 * while this code loaded; it opens as that press would have, with the focus on its button.
 */
export function BottomBarMore({ items, openAtOnce = false }: { items: NavItem[]; openAtOnce?: boolean }) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(openAtOnce ? pathname : null);
  const isOpen = openOn === pathname;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The stand-in that had the focus is gone.
  useEffect(() => {
    if (openAtOnce) buttonRef.current?.focus();
  }, [openAtOnce]);

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
      <BottomBarMoreButton
        ref={buttonRef}
        items={items}
        isOpen={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      />
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
          <OfferDraftEntry tooltipPlacement="top" />
        </li>
      </ul>
    </div>
  );
}
