import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid';
import type { MouseEventHandler } from 'react';
import { Tooltip } from '@/components/ui/controls/tooltip';
import { t } from '@/i18n/landing';
import { cn } from '@/lib/frame/cn';

/** react-slick clones the arrow with these props; only className and onClick are of use here. */
type CarouselArrowProps = {
  direction: 'previous' | 'next';
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement> | null;
};

/** Previous/next button beside the slides, with a Dutch name and tooltip; disabled at the ends. */
export function CarouselArrow({ direction, className, onClick }: CarouselArrowProps) {
  const isDisabled = !onClick || (className ?? '').includes('slick-disabled');
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <div
      className={cn(
        'absolute top-1/2 z-10 hidden -translate-y-1/2 md:block',
        direction === 'previous' ? 'left-0' : 'right-0',
      )}
    >
      <Tooltip
        content={t(`landing.carousel.${direction}`)}
        asLabel
        placement={direction === 'previous' ? 'right' : 'left'}
      >
        <button
          type="button"
          onClick={onClick ?? undefined}
          aria-disabled={isDisabled || undefined}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-blue-700 shadow-sm',
            'transition-colors duration-150 ease-out hover:bg-blue-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
            'aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      </Tooltip>
    </div>
  );
}
