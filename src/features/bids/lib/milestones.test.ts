import { describe, expect, it } from 'vitest';
import { addDays, milestonesOf } from './milestones';

describe('milestonesOf', () => {
  it('counts every milestone back from the deadline, in the plan order', () => {
    expect(milestonesOf('2027-03-05', {})).toEqual([
      { key: 'questions', date: '2027-02-19', isSetByHand: false },
      { key: 'goNoGo', date: '2027-02-21', isSetByHand: false },
      { key: 'firstDraft', date: '2027-02-26', isSetByHand: false },
      { key: 'review', date: '2027-03-02', isSetByHand: false },
      { key: 'submission', date: '2027-03-05', isSetByHand: false },
    ]);
  });

  it('keeps a date set by hand, and leaves the others undated without a deadline', () => {
    const plan = milestonesOf(null, { review: '2027-01-10' });
    expect(plan.find((milestone) => milestone.key === 'review')).toEqual({
      key: 'review',
      date: '2027-01-10',
      isSetByHand: true,
    });
    expect(plan.filter((milestone) => milestone.date === null)).toHaveLength(4);
  });
});

describe('addDays', () => {
  it('crosses months, years and the DST change without drifting', () => {
    expect(addDays('2027-01-03', -5)).toBe('2026-12-29');
    expect(addDays('2027-03-29', -2)).toBe('2027-03-27');
    expect(addDays('nope', 1)).toBeNull();
  });
});
