import { ButtonLink } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { t } from '@/i18n/bids';
import { demoTender } from '../data/demo-tender';
import { deadlineOf } from '../lib/deadline-of';
import { defaultCriteria, newSheet } from '../lib/new-sheet';
import type { BidTender } from '../lib/bid-tender';
import { LoadedBidSheet, type LoadedBidSheetProps } from './loaded-bid-sheet';

/** Scores and answers that give an advice at once, so the demo shows what the sheet is for. */
const DEMO_SCORES = [4, 3, 2, 3, 2, 3];

function demoInitial(): { tender: BidTender; initial: LoadedBidSheetProps['initial'] } {
  const tender = demoTender();
  const criteria = defaultCriteria((key) => t(`bids.criteria.labels.${key}`)).map((criterion, index) => ({
    ...criterion,
    score: DEMO_SCORES[index] ?? null,
  }));
  const sheet = newSheet(tender, criteria);
  return {
    tender,
    initial: {
      draft: {
        status: 'assessing',
        decision: { outcome: null, reason: '' },
        deadline: deadlineOf(tender),
        sheet: {
          ...sheet,
          gates: sheet.gates.map((gate, index) => ({
            ...gate,
            answer: index < 2 ? ('yes' as const) : ('unknown' as const),
          })),
        },
      },
      version: 0,
      isUnsaved: false,
    },
  };
}

/** For users without full access: the sheet on a fictional tender, to try out; nothing is saved. */
export default function BidSheetDemo() {
  const { tender, initial } = demoInitial();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
        <p>
          <strong>{t('bids.demo.badge')}: </strong>
          {t('bids.demo.body')}
        </p>
        <ButtonLink to={paths.account.getHref()} state={{ scrollToBilling: true }} size="sm">
          {t('bids.demo.subscribe')}
        </ButtonLink>
      </div>
      <p className="text-lg font-semibold">{tender.displayName}</p>
      <LoadedBidSheet tender={tender} initial={initial} canSave={false} />
    </div>
  );
}
