import { Textarea } from '@/components/ui/textarea';
import { BID_SHEET } from '@/config/bids';
import { t } from '@/i18n/bids';
import { OUTCOMES, type Decision, type Outcome } from '@/features/bids/model/schemas';
import { isDecisionComplete } from '../lib/bid-status';
import { SegmentedChoice } from './segmented-choice';
import { SheetSection } from './sheet-section';

const OUTCOME_TONE = { go: 'good', conditional: 'neutral', no_go: 'bad' } as const;
const OUTCOME_OPTIONS = OUTCOMES.map((outcome) => ({
  value: outcome,
  label: t(`bids.decision.outcomes.${outcome}`),
  tone: OUTCOME_TONE[outcome],
}));

type BidDecisionProps = { decision: Decision; onChange: (decision: Decision) => void };

/** The team's decision (Go, Te bespreken, No-go) and its reason; a No-go is recorded only with a reason. */
export function BidDecision({ decision, onChange }: BidDecisionProps) {
  const missingReason = !isDecisionComplete(decision);
  return (
    <SheetSection title={t('bids.decision.title')}>
      <SegmentedChoice<Outcome>
        legend={t('bids.decision.legend')}
        options={OUTCOME_OPTIONS}
        value={decision.outcome}
        onChange={(outcome) => onChange({ ...decision, outcome })}
      />
      <Textarea
        label={t('bids.decision.reason')}
        hint={t('bids.decision.reasonHint')}
        error={missingReason ? t('bids.decision.reasonRequired') : undefined}
        required={decision.outcome === 'no_go'}
        rows={3}
        maxLength={BID_SHEET.maxReasonLength}
        value={decision.reason}
        onChange={(event) => onChange({ ...decision, reason: event.target.value })}
      />
    </SheetSection>
  );
}
