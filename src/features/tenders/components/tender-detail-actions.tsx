import { EnvelopeIcon } from '@heroicons/react/20/solid';
import { HandThumbDownIcon, HandThumbUpIcon } from '@heroicons/react/24/outline';
import {
  HandThumbDownIcon as HandThumbDownSolidIcon,
  HandThumbUpIcon as HandThumbUpSolidIcon,
} from '@heroicons/react/24/solid';
import { ButtonLink } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { t } from '@/i18n/tenders';
import { mailtoHref } from '@/lib/frame/mailto';
import { useInteractTender, useWaitingInteractions } from '@/features/tenders/feed-and-detail/interact-tender';
import type { Tender } from '@/features/tenders/model/schemas';
import { TenderDetailCalendarButton } from './tender-detail-calendar-button';
import { TenderDetailToggle } from './tender-detail-toggle';
import { WaitingInteractions } from '@/features/tenders/feed-and-detail/waiting-interactions';

/** The mail draft of 'Help me deel te nemen aan deze tender!': tender id, name and page link (spec §2). */
function helpMailHref(tender: Pick<Tender, 'id' | 'displayName'>): string {
  const link = `${window.location.origin}${paths.tenderInfo.getHref(tender.id)}`;
  return mailtoHref({
    subject: t('tenders.detail.helpMailSubject', { id: tender.id }),
    body: t('tenders.detail.helpMailBody', { id: tender.id, name: tender.displayName, link }),
  });
}

/** Save, reject, add the deadline to the calendar and ask for help. The flags come from the detail query, which the hook updates at once. */
export function TenderDetailActions({ tender }: { tender: Tender }) {
  const interact = useInteractTender();
  const waiting = useWaitingInteractions().get(tender.id);
  return (
    <div role="group" aria-label={t('tenders.detail.actionsLabel')} className="flex flex-wrap items-center gap-3">
      <TenderDetailToggle
        tone="save"
        isPressed={tender.isSaved}
        onToggle={() => interact.mutate({ id: tender.id, action: 'save' })}
        label={t('tenders.detail.save')}
        pressedLabel={t('tenders.detail.saved')}
        icon={HandThumbUpIcon}
        pressedIcon={HandThumbUpSolidIcon}
      />
      <TenderDetailToggle
        tone="reject"
        isPressed={tender.isRejected}
        onToggle={() => interact.mutate({ id: tender.id, action: 'reject' })}
        label={t('tenders.detail.reject')}
        pressedLabel={t('tenders.detail.rejected')}
        icon={HandThumbDownIcon}
        pressedIcon={HandThumbDownSolidIcon}
      />
      <TenderDetailCalendarButton tender={tender} />
      <ButtonLink href={helpMailHref(tender)} variant="filled">
        <EnvelopeIcon className="size-5" aria-hidden="true" />
        {t('tenders.detail.helpMe')}
      </ButtonLink>
      <WaitingInteractions actions={waiting} />
    </div>
  );
}
