import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef } from 'react';
import type { LazyMenuProps } from '@/components/frame/lazy-menu';
import { useOpenOnMount } from '@/hooks/use-open-on-mount';
import { t } from '@/i18n/pipeline';
import type { BidStatus } from '@/features/bids/model/schemas';
import { PIPELINE_STAGES } from '../lib/pipeline';
import { moveMenuButtonClass } from './move-menu-button-class';

export type MoveMenuProps = {
  /** The card's title, so a screen reader hears which tender moves. */
  describedBy: string;
  stage: BidStatus;
  onMove: (stage: BidStatus) => void;
  /** Given the menu's button (null when it goes), which takes the focus back after a move. */
  buttonRef?: ((element: HTMLButtonElement | null) => void) | undefined;
};

// The menu keeps the focus and points at the active item (aria-activedescendant): the item shows it.
const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-blue-50 data-focus:text-blue-900 data-focus:outline-2 data-focus:-outline-offset-2 data-focus:outline-blue-700';

/**
 * 'Verplaats naar…' on a pipeline card: the other stages, in the board's order (keyboard and type-ahead by
 * Headless UI). The list opens in the card's flow, so no scrolling board or column ever clips it.
 */
export default function MoveMenu({
  describedBy,
  stage,
  onMove,
  buttonRef,
  openOnMount,
}: MoveMenuProps & LazyMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  useOpenOnMount(button, openOnMount);
  useEffect(() => {
    buttonRef?.(button.current);
    return () => buttonRef?.(null);
  }, [buttonRef]);
  return (
    <Menu as="div" className="flex flex-col gap-1">
      <MenuButton ref={button} aria-describedby={describedBy} className={moveMenuButtonClass}>
        {t('pipeline.move.menu')}
        <ChevronDownIcon className="size-4" aria-hidden="true" />
      </MenuButton>
      {/* Inline and not modal: an anchored menu would move to a portal outside the page's landmarks, and a
          modal one makes the page inert, neither of which a menu is (axe 'region', 'landmark-one-main'). */}
      <MenuItems
        modal={false}
        className="flex flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-md focus:outline-none"
      >
        {PIPELINE_STAGES.filter((other) => other !== stage).map((other) => (
          <MenuItem key={other}>
            <button type="button" className={itemClass} onClick={() => onMove(other)}>
              {t(`pipeline.stages.${other}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
