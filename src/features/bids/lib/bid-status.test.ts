import { describe, expect, it } from 'vitest';
import { isDecisionComplete, recordedDecision, statusAfterDecision } from './bid-status';

describe('statusAfterDecision', () => {
  it('moves to Go or No-go when that is recorded, and to assessing otherwise', () => {
    expect(statusAfterDecision('interested', { outcome: 'go', reason: '' })).toBe('go');
    expect(statusAfterDecision('assessing', { outcome: 'no_go', reason: 'Geen referenties' })).toBe('no_go');
    expect(statusAfterDecision('go', { outcome: 'conditional', reason: '' })).toBe('assessing');
    expect(statusAfterDecision('interested', { outcome: null, reason: '' })).toBe('assessing');
  });

  it('does not record a No-go without a reason', () => {
    expect(isDecisionComplete({ outcome: 'no_go', reason: '  ' })).toBe(false);
    expect(statusAfterDecision('assessing', { outcome: 'no_go', reason: '' })).toBe('assessing');
  });

  it('stores a No-go without a reason as no decision, and every other decision as it is', () => {
    expect(recordedDecision({ outcome: 'no_go', reason: ' ' })).toEqual({ outcome: null, reason: ' ' });
    expect(recordedDecision({ outcome: 'no_go', reason: 'Te krap' })).toEqual({ outcome: 'no_go', reason: 'Te krap' });
    expect(recordedDecision({ outcome: 'go', reason: '' })).toEqual({ outcome: 'go', reason: '' });
    expect(recordedDecision({ outcome: 'conditional', reason: '' })).toEqual({ outcome: 'conditional', reason: '' });
  });

  it('leaves a Bid that is further along where it is', () => {
    expect(statusAfterDecision('preparing', { outcome: 'no_go', reason: 'Te krap' })).toBe('preparing');
    expect(statusAfterDecision('won', { outcome: 'go', reason: '' })).toBe('won');
  });
});
