import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/controls/badge';
import { paths } from '@/config/paths';
import { t } from '@/i18n/pipeline';
import { cn } from '@/lib/frame/cn';
import { formatCardDate, formatEuro } from '@/lib/frame/format';
import type { Outcome } from '@/features/bids/model/schemas';
import { daysLeftText, type PipelineCard as Card } from '../lib/pipeline';
import { WaitingChanges } from './waiting-changes';

const outcomeTone: Record<Outcome, BadgeTone> = { go: 'success', no_go: 'error', conditional: 'warning' };

export type PipelineCardProps = {
  card: Card;
  /** The 'Verplaats naar…' menu, given the title's id; none on the copy that follows the pointer while dragging. */
  menu?: (titleId: string) => ReactNode;
  /** The drag handle (the board only): a strip along the card's top, so the narrow card keeps its width. */
  handle?: ReactNode;
  /** The card being dragged: its place in the column, shown faded while its copy follows the pointer. */
  isPlaceholder?: boolean;
  /** Opened from 'Toevoegen aan biedingen' or a link: outlined, so the eye finds it. */
  isHighlighted?: boolean;
  titleRef?: Ref<HTMLAnchorElement>;
  ref?: Ref<HTMLElement>;
  /** The board's pointer listeners: a card is dragged by any part of it. */
  rootProps?: HTMLAttributes<HTMLElement>;
  className?: string;
};

/** The deadline with days left in the feed's wording: 'Einddatum 5/3/2027, 24 Dagen resterend'. */
function DeadlineLine({ deadline, daysLeft }: Pick<Card, 'deadline' | 'daysLeft'>) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-slate-600">{t('pipeline.card.deadline')}</dt>
      <dd className="font-medium text-slate-900">
        {deadline ? `${formatCardDate(deadline)}, ` : ''}
        {daysLeftText(daysLeft)}
      </dd>
    </div>
  );
}

/**
 * A tender in the pipeline: its name (the link to the detail), buyer, deadline with days left, estimated
 * value, the go/no-go outcome and score when the sheet has them, and what of it waits for the connection.
 */
export function PipelineCard({
  card,
  menu,
  handle,
  isPlaceholder = false,
  isHighlighted = false,
  titleRef,
  ref,
  rootProps,
  className,
}: PipelineCardProps) {
  const titleId = useId();
  const { bid, value, percent } = card;
  const { tender, decision } = bid;
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      data-tender-id={bid.tenderId}
      {...rootProps}
      className={cn(
        'flex flex-col gap-2 rounded-lg border bg-white p-2 text-sm shadow-sm',
        isHighlighted ? 'border-blue-700 ring-2 ring-blue-700/30' : 'border-slate-200',
        isPlaceholder && 'opacity-40',
        className,
      )}
    >
      {handle}
      <h3 id={titleId} className="text-sm leading-snug font-semibold break-words hyphens-auto">
        <Link
          ref={titleRef}
          to={paths.tenderInfo.getHref(bid.tenderId)}
          className="line-clamp-3 text-slate-900 hover:text-blue-800 hover:underline"
        >
          {tender.displayName}
        </Link>
      </h3>
      <dl className="flex flex-col gap-1 text-slate-700">
        <div className="flex gap-1.5">
          <dt className="sr-only">{t('pipeline.card.buyer')}</dt>
          <dd className="min-w-0 truncate">{tender.organization || '-'}</dd>
        </div>
        <DeadlineLine deadline={card.deadline} daysLeft={card.daysLeft} />
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-slate-600">{t('pipeline.card.value')}</dt>
          <dd className="font-medium text-slate-900">
            {value === null ? t('pipeline.card.noValue') : formatEuro(value)}
          </dd>
        </div>
        {(decision.outcome || percent !== null) && (
          <div className="flex flex-wrap items-center gap-1.5">
            <dt className="text-slate-600">{t('pipeline.card.outcome')}</dt>
            {decision.outcome && (
              <dd>
                <Badge tone={outcomeTone[decision.outcome]}>{t(`pipeline.card.outcomes.${decision.outcome}`)}</Badge>
              </dd>
            )}
            {percent !== null && (
              <dd>
                <span className="sr-only">{t('pipeline.card.scoreLabel')} </span>
                {t('pipeline.card.score', { percent })}
              </dd>
            )}
          </div>
        )}
      </dl>
      <WaitingChanges changes={card.waiting} />
      {menu?.(titleId)}
    </article>
  );
}
