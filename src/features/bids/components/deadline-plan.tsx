import { ArrowUturnLeftIcon, CalendarDaysIcon } from '@heroicons/react/24/outline';
import { Button } from '@/components/ui/controls/button';
import { Input } from '@/components/ui/controls/input';
import { notify } from '@/lib/logged-in/toast';
import { t } from '@/i18n/bids';
import { downloadFile } from '@/lib/download-file';
import type { MilestoneKey } from '@/features/bids/model/schemas';
import type { BidTender } from '../lib/bid-tender';
import type { Milestone } from '../lib/milestones';
import { planCalendar } from '../lib/plan-calendar';
import { SheetSection } from './sheet-section';

type DeadlinePlanProps = {
  tender: BidTender;
  deadline: string | null;
  milestones: readonly Milestone[];
  onDeadlineChange: (deadline: string | null) => void;
  /** null puts the date counted back from the deadline back. */
  onMilestoneChange: (key: MilestoneKey, date: string | null) => void;
};

function exportToCalendar(milestones: readonly Milestone[], tender: BidTender, fileName: string) {
  try {
    const { content, count } = planCalendar([{ tender, milestones }], {
      origin: window.location.origin,
      now: new Date(),
    });
    if (count === 0) notify.info(t('bids.plan.exportNone'));
    else downloadFile(fileName, content, 'text/calendar;charset=utf-8');
  } catch {
    notify.error(t('bids.plan.exportFailed'));
  }
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-40';

/** The milestones counted back from the submission deadline; each date editable and exportable to a calendar. */
export function DeadlinePlan({ tender, deadline, milestones, onDeadlineChange, onMilestoneChange }: DeadlinePlanProps) {
  return (
    <SheetSection title={t('bids.plan.title')} intro={t('bids.plan.intro')}>
      <Input
        type="date"
        label={t('bids.plan.deadline')}
        hint={deadline ? undefined : t('bids.plan.noDeadline')}
        value={deadline ?? ''}
        onChange={(event) => onDeadlineChange(event.target.value || null)}
        containerClassName="max-w-xs"
        className="min-h-11"
      />
      <ol className="flex flex-col gap-2">
        {milestones.map((milestone) => {
          const label = t(`bids.plan.milestones.${milestone.key}`);
          return (
            <li key={milestone.key} className="flex items-end gap-1 rounded-lg border border-slate-200 p-3">
              <Input
                type="date"
                label={label}
                hint={milestone.isSetByHand ? t('bids.plan.setByHand') : undefined}
                value={milestone.date ?? ''}
                onChange={(event) => onMilestoneChange(milestone.key, event.target.value || null)}
                containerClassName="min-w-0 flex-1"
                className="min-h-11"
              />
              {milestone.isSetByHand && (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('bids.plan.resetLabel', { milestone: label })}
                  onClick={() => onMilestoneChange(milestone.key, null)}
                >
                  <ArrowUturnLeftIcon className="size-5" aria-hidden="true" />
                </button>
              )}
              <button
                type="button"
                className={iconButton}
                disabled={!milestone.date}
                aria-label={t('bids.plan.exportOneLabel', { milestone: label })}
                onClick={() =>
                  exportToCalendar(
                    [milestone],
                    tender,
                    t('bids.plan.eventFileName', { id: tender.id, milestone: milestone.key }),
                  )
                }
              >
                <CalendarDaysIcon className="size-5" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outlined"
        className="self-start"
        onClick={() => exportToCalendar(milestones, tender, t('bids.plan.fileName', { id: tender.id }))}
      >
        <CalendarDaysIcon className="size-5" aria-hidden="true" />
        {t('bids.plan.exportAll')}
      </Button>
    </SheetSection>
  );
}
