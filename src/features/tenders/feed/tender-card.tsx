import { BanknotesIcon, BuildingOffice2Icon, MapPinIcon } from '@heroicons/react/20/solid';
import {
  HandThumbDownIcon as HandThumbDownSolidIcon,
  HandThumbUpIcon as HandThumbUpSolidIcon,
} from '@heroicons/react/20/solid';
import { HandThumbDownIcon, HandThumbUpIcon } from '@heroicons/react/24/outline';
import { useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Badge } from '@/components/ui/controls/badge';
import { Button } from '@/components/ui/controls/button';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { paths } from '@/config/paths';
import type { Tender } from '@/features/tenders/model/schemas';
import { t } from '@/i18n/tenders';
import { cn } from '@/lib/frame/cn';
import { calendarAvailability } from '@/features/tenders/feed-and-detail/calendar-deadline';
import { TenderCardCalendarButton } from './tender-card-calendar-button';
import { TenderCardDayCount } from './tender-card-day-count';
import { deadlineText, tenderLocation } from '@/features/tenders/feed/tender-card-fields';
import { formatMinimumPrice, labelValue } from '@/features/tenders/lists/tender-fields';
import { TenderCardToggle } from './tender-card-toggle';
import { TenderMatchScore } from '@/features/tenders/feed-and-detail/tender-match-score';

export type TenderCardVariant = 'feed' | 'landing';

/** Renders an action for a card; `describedBy` is the card title's id, so the action names its tender. */
export type CardAction = (tender: Tender, describedBy: string) => ReactNode;

export type TenderCardProps = {
  tender: Tender;
  /** 'landing' is a sample card: Volgen button and the raw date (spec §2 'Feed pages'). */
  variant: TenderCardVariant;
  /** Where BEKIJK leads. */
  detailHref: string;
  /** When given, BEKIJK is a button calling it instead of a link (demo users get a toast). */
  onView?: (tender: Tender) => void;
  /** The save toggle is shown when this is given. */
  onSave?: (tender: Tender) => void;
  /** The reject toggle is shown when this is given. */
  onReject?: (tender: Tender) => void;
  /** 'Zet in agenda' is shown when this is given and the deadline is still to come. */
  onAddToCalendar?: (tender: Tender) => void;
  /** Another feature's action on the tender (the pipeline's 'Toevoegen aan biedingen'), before save and reject. */
  extraAction?: CardAction;
  /** Plays the 0.5 s exit animation; the card stays clickable so a reject can still be undone. */
  isExiting?: boolean;
  /** Its place in a feed (ARIA feed pattern): `index` from 0, `setSize` -1 when the total is unknown. */
  feedPosition?: { index: number; setSize: number };
  ref?: Ref<HTMLElement>;
  style?: CSSProperties;
  className?: string;
  /** Shown above the card's actions: a feed's mark of actions waiting for the connection. */
  children?: ReactNode;
};

/** The tender card of the feeds and of the landing page (design.md 'The tender card'). */
export function TenderCard({
  tender,
  variant,
  detailHref,
  onView,
  onSave,
  onReject,
  onAddToCalendar,
  extraAction,
  isExiting = false,
  feedPosition,
  ref,
  style,
  className,
  children,
}: TenderCardProps) {
  const titleId = useId();
  const name = tender.displayName || t('tenders.card.noTitle');
  const location = tenderLocation(tender);
  const sector = labelValue(tender, 'sector');
  const region = labelValue(tender, 'region');
  const minimumPrice = formatMinimumPrice(labelValue(tender, 'minimumPrice'));
  // A feed's cards sit right under the page's h1; the landing page's under its section's h2.
  const Title = variant === 'feed' ? 'h2' : 'h3';

  return (
    <article
      ref={ref}
      style={style}
      aria-labelledby={titleId}
      aria-posinset={feedPosition && feedPosition.index + 1}
      aria-setsize={feedPosition?.setSize}
      data-index={feedPosition?.index}
      data-state={isExiting ? 'exiting' : undefined}
      className={cn(
        // A size container: the layout follows the card's width (feed column, carousel slide), not the screen's.
        // Carousel slides share one height; a feed card is as tall as its content (the feed measures it).
        variant === 'landing' && 'h-full',
        '@container flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        'transition ease-out hover:shadow-md motion-reduce:transition-none',
        isExiting ? 'translate-x-6 opacity-0 duration-500' : 'duration-150',
        className,
      )}
    >
      <div className="flex flex-col-reverse gap-3 @md:flex-row @md:items-start @md:gap-4">
        <div className="min-w-0 flex-1">
          <Title id={titleId} title={name} className="line-clamp-2 text-base break-words hyphens-auto @md:text-lg">
            {name}
          </Title>
          <dl className="mt-2 space-y-1 text-sm text-slate-600">
            <div className="flex items-start gap-1.5">
              <dt className="pt-0.5">
                <BuildingOffice2Icon className="size-4 text-slate-500" aria-hidden="true" />
                <VisuallyHidden>{t('tenders.card.organization')}</VisuallyHidden>
              </dt>
              <dd className="min-w-0 break-words">{tender.organization || '-'}</dd>
            </div>
            {location && (
              <div className="flex items-start gap-1.5">
                <dt className="pt-0.5">
                  <MapPinIcon className="size-4 text-slate-500" aria-hidden="true" />
                  <VisuallyHidden>{t('tenders.card.location')}</VisuallyHidden>
                </dt>
                <dd className="min-w-0 truncate">{location}</dd>
              </div>
            )}
          </dl>
        </div>
        <TenderCardDayCount daysRemaining={tender.daysRemaining} />
      </div>

      <dl className="flex flex-wrap items-center gap-2 text-sm">
        {tender.overallScore !== undefined && <TenderMatchScore score={tender.overallScore} />}
        {sector && (
          <div>
            <dt className="sr-only">{t('tenders.card.sector')}</dt>
            <dd>
              <Badge tone="brand">{sector}</Badge>
            </dd>
          </div>
        )}
        {region && (
          <div>
            <dt className="sr-only">{t('tenders.card.region')}</dt>
            <dd>
              <Badge tone="neutral">{region}</Badge>
            </dd>
          </div>
        )}
        <div className="flex items-center gap-1.5 text-slate-600">
          <dt>
            <BanknotesIcon className="size-4 text-slate-500" aria-hidden="true" />
            <VisuallyHidden>{t('tenders.card.minimumPrice')}</VisuallyHidden>
          </dt>
          <dd className="font-medium text-slate-900">{minimumPrice}</dd>
        </div>
      </dl>

      {children}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
        <div className="flex items-center gap-1">
          <dl className="flex items-center gap-1.5 text-sm">
            <dt className="text-slate-600">{t('tenders.card.deadline')}</dt>
            <dd className="font-medium text-slate-900">{deadlineText(tender.submissionDate, variant)}</dd>
          </dl>
          {onAddToCalendar && calendarAvailability(tender) === 'available' && (
            <TenderCardCalendarButton onClick={() => onAddToCalendar(tender)} describedBy={titleId} />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {extraAction?.(tender, titleId)}
          {onSave && (
            <TenderCardToggle
              label={t('tenders.card.save')}
              isPressed={tender.isSaved}
              onToggle={() => onSave(tender)}
              icon={HandThumbUpIcon}
              pressedIcon={HandThumbUpSolidIcon}
              tone="save"
            />
          )}
          {onReject && (
            <TenderCardToggle
              label={t('tenders.card.reject')}
              isPressed={tender.isRejected}
              onToggle={() => onReject(tender)}
              icon={HandThumbDownIcon}
              pressedIcon={HandThumbDownSolidIcon}
              tone="reject"
            />
          )}
          {variant === 'landing' && (
            // Following a tender needs an account, so a visitor is sent to registration.
            <ButtonLink to={paths.register.getHref()} variant="outlined" size="sm" aria-describedby={titleId}>
              {t('tenders.card.follow')}
            </ButtonLink>
          )}
          {onView ? (
            <Button size="sm" onClick={() => onView(tender)} aria-describedby={titleId} data-card-action="view">
              {t('tenders.card.view')}
            </Button>
          ) : (
            <ButtonLink to={detailHref} size="sm" aria-describedby={titleId} data-card-action="view">
              {t('tenders.card.view')}
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
