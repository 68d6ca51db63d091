import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { LazyMenuLoader } from '@/components/frame/lazy-menu';
import { t } from '@/i18n/pipeline';
import type { MoveMenuProps } from './move-menu';
import { moveMenuButtonClass } from './move-menu-button-class';

const loadMoveMenu = () => import('./move-menu').then((module) => module.default);

/**
 * 'Verplaats naar…' with Headless UI's menu fetched when a card's button is first pointed at or focused (the
 * page stays within its budget), then shared by every card. `buttonRef` reaches the stand-in, then the loaded
 * menu's button.
 */
export function MoveMenuLoader(menuProps: MoveMenuProps) {
  return (
    <LazyMenuLoader
      load={loadMoveMenu}
      menuProps={menuProps}
      renderButton={(handlers) => (
        <button
          ref={menuProps.buttonRef}
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          aria-describedby={menuProps.describedBy}
          className={moveMenuButtonClass}
          {...handlers}
        >
          {t('pipeline.move.menu')}
          <ChevronDownIcon className="size-4" aria-hidden="true" />
        </button>
      )}
    />
  );
}
