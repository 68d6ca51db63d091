import { PrinterIcon } from '@heroicons/react/24/outline';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/controls/button';
import { Textarea } from '@/components/ui/textarea';
import { SheetMarketView } from '@/features/awards';
import { BID_SHEET } from '@/config/bids';
import { t } from '@/i18n/bids';
import type { Decision, Sheet } from '@/features/bids/model/schemas';
import { useBidSaver } from '../hooks/use-bid-saver';
import { adviseBid } from '../lib/advice';
import { statusAfterDecision } from '../lib/bid-status';
import type { BidTender, PassageLinks } from '../lib/bid-tender';
import type { BidDraft } from '@/features/bids/model/draft-backup';
import { milestonesOf } from '../lib/milestones';
import { isAwardCriteriaTopic } from '../lib/topics';
import { withScores } from '../lib/with-scores';
import { BidAdvice } from './bid-advice';
import { BidDecision } from './bid-decision';
import { ConflictDialog } from './conflict-dialog';
import { DeadlinePlan } from './deadline-plan';
import { DecisionMemo } from './decision-memo';
import { KnockoutQuestions } from './knockout-questions';
import { SaveStatus } from './save-status';
import { SheetSection } from './sheet-section';
import { WeightedCriteria } from './weighted-criteria';

export type LoadedBidSheetProps = {
  tender: BidTender;
  passages?: PassageLinks | undefined;
  initial: { draft: BidDraft; version: number; isUnsaved: boolean; edit?: string | undefined };
  /** False for the demo: everything can be tried, nothing is saved and no save state shows. */
  canSave: boolean;
};

/** The go/no-go sheet with its data: knock-outs, criteria, advice, decision, plan and notes, saved as you go. */
export function LoadedBidSheet({ tender, passages, initial, canSave }: LoadedBidSheetProps) {
  const saver = useBidSaver({ tenderId: tender.id, initial, canSave });
  const [isConflictOpen, setIsConflictOpen] = useState(true);
  const { draft, update } = saver;
  const { sheet } = draft;
  const advice = adviseBid(sheet);
  const milestones = milestonesOf(draft.deadline, sheet.milestones);
  const awardCriteria = useMemo(
    () => tender.analysis?.topics.find((topic) => isAwardCriteriaTopic(topic.type))?.value ?? null,
    [tender],
  );

  const updateSheet = (change: (sheet: Sheet) => Sheet) =>
    update((current) => ({ ...current, sheet: change(current.sheet) }));
  const updateDecision = (decision: Decision) =>
    update((current) => ({ ...current, decision, status: statusAfterDecision(current.status, decision) }));

  return (
    // The sheet lays itself out by its own width (container queries): on the detail it shares the row with
    // the side navigation, the chat and the 'Matching profiel' panel, whatever the window's width.
    <div className="@container flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-3">
        {canSave ? (
          <SaveStatus
            state={saver.saveState}
            onRetry={() => void saver.retry()}
            onChooseVersion={() => setIsConflictOpen(true)}
          />
        ) : (
          <span />
        )}
        <Button variant="outlined" size="sm" onClick={() => window.print()}>
          <PrinterIcon className="size-5" aria-hidden="true" />
          {t('bids.sheet.print')}
        </Button>
      </div>
      <KnockoutQuestions
        gates={sheet.gates}
        passages={passages}
        onChange={(gates) => updateSheet((current) => ({ ...current, gates }))}
      />
      <WeightedCriteria
        criteria={sheet.criteria}
        percent={advice.percent}
        awardCriteria={awardCriteria}
        market={
          // The demo (nothing saved, a fictional tender) has no past awards to show.
          canSave && (
            <SheetMarketView
              tenderId={tender.id}
              intendedPriceEur={sheet.intendedPriceEur ?? null}
              onIntendedPriceChange={(intendedPriceEur) => updateSheet((current) => ({ ...current, intendedPriceEur }))}
              onApplyScores={(scores) =>
                updateSheet((current) => ({ ...current, criteria: withScores(current.criteria, scores) }))
              }
            />
          )
        }
        onChange={(criteria) => updateSheet((current) => ({ ...current, criteria }))}
      />
      <BidAdvice advice={advice} />
      <BidDecision decision={draft.decision} onChange={updateDecision} />
      <DeadlinePlan
        tender={tender}
        deadline={draft.deadline}
        milestones={milestones}
        onDeadlineChange={(deadline) => update((current) => ({ ...current, deadline }))}
        onMilestoneChange={(key, date) =>
          updateSheet((current) => {
            const { [key]: _previous, ...others } = current.milestones;
            return { ...current, milestones: date ? { ...others, [key]: date } : others };
          })
        }
      />
      <SheetSection title={t('bids.notes.title')}>
        <Textarea
          label={t('bids.notes.label')}
          hideLabel
          hint={t('bids.notes.hint')}
          rows={5}
          maxLength={BID_SHEET.maxNotesLength}
          value={sheet.notes}
          onChange={(event) => {
            const notes = event.target.value;
            updateSheet((current) => ({ ...current, notes }));
          }}
        />
      </SheetSection>
      <ConflictDialog
        stored={saver.conflict}
        open={isConflictOpen}
        onClose={() => setIsConflictOpen(false)}
        onKeepMine={() => {
          setIsConflictOpen(true);
          saver.keepMine();
        }}
        onLoadStored={() => {
          setIsConflictOpen(true);
          saver.loadStored();
        }}
      />
      <DecisionMemo tender={tender} draft={draft} advice={advice} milestones={milestones} passages={passages} />
    </div>
  );
}
