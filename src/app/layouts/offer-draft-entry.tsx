import type { ComponentProps } from 'react';
import { Tooltip } from '@/components/ui/controls/tooltip';
import { t } from '@/i18n';
import { cn } from '@/lib/frame/cn';
import { OfferDraftIcon } from './nav-items';

type OfferDraftEntryProps = {
  /** The bottom bar's look (icon over a short label). */
  compact?: boolean;
  /** Where the tooltip shows: above the bottom bar, beside the side navigation, unless told. */
  tooltipPlacement?: ComponentProps<typeof Tooltip>['placement'];
};

/** The disabled 'Offerte Opmaken' entry: drafting an offer with AI is in development (spec §2). */
export function OfferDraftEntry({
  compact = false,
  tooltipPlacement = compact ? 'top' : 'right',
}: OfferDraftEntryProps) {
  return (
    <Tooltip
      content={t('layout.sideNav.offerDraftTooltip')}
      placement={tooltipPlacement}
      className={cn(compact && 'flex-1')}
    >
      <button
        type="button"
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        className={cn(
          'flex w-full cursor-not-allowed items-center rounded-lg font-medium text-slate-400',
          compact ? 'min-h-14 flex-col justify-center gap-0.5 px-1 text-xs' : 'min-h-11 gap-3 px-3 text-sm',
        )}
      >
        <OfferDraftIcon className="h-6 w-6 shrink-0" aria-hidden="true" />
        <span>{compact ? t('layout.sideNav.offerDraftShort') : t('layout.sideNav.offerDraft')}</span>
      </button>
    </Tooltip>
  );
}
