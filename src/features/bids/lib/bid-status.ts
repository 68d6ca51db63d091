import type { BidStatus, Decision } from '@/features/bids/model/schemas';

/** How far along a stage is; go and no_go are the same step (the decision). */
const STEP: Record<BidStatus, number> = {
  interested: 0,
  assessing: 1,
  go: 2,
  no_go: 2,
  preparing: 3,
  submitted: 4,
  won: 5,
  lost: 5,
};

/** Whether a No-go states its reason: without one it is not recorded (the sheet asks for it). */
export function isDecisionComplete(decision: Decision): boolean {
  return decision.outcome !== 'no_go' || decision.reason.trim() !== '';
}

/**
 * The decision as it is stored: a No-go waiting for its reason stores no outcome, while the rest of the sheet
 * saves; the sheet keeps showing the choice and asks for the reason.
 */
export function recordedDecision(decision: Decision): Decision {
  return isDecisionComplete(decision) ? decision : { outcome: null, reason: decision.reason };
}

/**
 * The status after the sheet changed: a recorded Go or No-go moves the Bid to that stage, Te bespreken
 * (or no decision) to Beoordelen; a Bid already further along (in preparation, submitted...) stays.
 */
export function statusAfterDecision(status: BidStatus, decision: Decision): BidStatus {
  if (STEP[status] > STEP.go) return status;
  const { outcome } = recordedDecision(decision);
  return outcome === 'go' || outcome === 'no_go' ? outcome : 'assessing';
}
