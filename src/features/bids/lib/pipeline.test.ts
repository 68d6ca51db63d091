import { describe, expect, it } from 'vitest';
import type { PipelineBid } from '../api/get-pipeline';
import type { BidStatus } from '@/features/bids/model/schemas';
import { brusselsToday, daysUntil } from './calendar-days';
import { daysLeftText, pipelineColumns, PIPELINE_STAGES, upcomingDeadlines } from './pipeline';

const TODAY = '2027-01-10';

type Options = {
  status?: BidStatus;
  deadline?: string | null;
  price?: string | null;
  daysRemaining?: number | null;
  name?: string;
};

let nextId = 1;
function bid({
  status = 'interested',
  deadline = null,
  price = null,
  daysRemaining = null,
  name,
}: Options): PipelineBid {
  const id = nextId++;
  return {
    tenderId: id,
    status,
    version: 1,
    updatedAt: null,
    decision: { outcome: null, reason: '' },
    deadline,
    sheet: { gates: [], criteria: [], milestones: {}, notes: '' },
    tender: {
      id,
      name: null,
      description: null,
      displayName: name ?? `Aanbesteding ${id}`,
      displayDescription: '',
      organization: 'Stad Gent',
      fileNumber: null,
      type: 'tender',
      labels: price === null ? [] : [{ id, type: 'Minimum price', value: price }],
      analysis: null,
      daysRemaining,
      submissionDate: '',
      isSaved: false,
      isRejected: false,
    },
  };
}

const names = (bids: { bid: PipelineBid }[]) => bids.map((card) => card.bid.tender.displayName);

describe('pipelineColumns', () => {
  it('gives one column per stage, in the board order', () => {
    expect(pipelineColumns([], TODAY).map((column) => column.stage)).toEqual([
      'interested',
      'assessing',
      'go',
      'preparing',
      'submitted',
      'won',
      'lost',
      'no_go',
    ]);
    expect(PIPELINE_STAGES).toHaveLength(8);
  });

  it('counts each stage and sums its values, a tender without a value counting as 0', () => {
    const columns = pipelineColumns(
      [
        bid({ status: 'go', price: '120000' }),
        bid({ status: 'go', price: '120.000,50' }),
        bid({ status: 'go', price: 'None' }),
        bid({ status: 'go', price: null }),
        bid({ status: 'won', price: '€ 5000' }),
      ],
      TODAY,
    );
    const go = columns.find((column) => column.stage === 'go');
    expect(go).toMatchObject({ total: 240_000.5, unvalued: 2 });
    expect(go?.cards).toHaveLength(4);
    expect(columns.find((column) => column.stage === 'won')).toMatchObject({ total: 5000, unvalued: 0 });
    expect(columns.find((column) => column.stage === 'lost')).toMatchObject({ cards: [], total: 0, unvalued: 0 });
  });

  it('orders the cards by deadline, soonest first, undated last, the same day by name', () => {
    const [interested] = pipelineColumns(
      [
        bid({ name: 'Zonder datum' }),
        bid({ name: 'Later', deadline: '2027-03-01' }),
        bid({ name: 'Beta', deadline: '2027-02-01' }),
        bid({ name: 'Alfa', deadline: '2027-02-01' }),
        bid({ name: 'Al voorbij', deadline: '2026-12-01' }),
      ],
      TODAY,
    );
    expect(names(interested?.cards ?? [])).toEqual(['Al voorbij', 'Alfa', 'Beta', 'Later', 'Zonder datum']);
  });

  it("takes the tender's day count where the Bid has no deadline of its own", () => {
    const [interested] = pipelineColumns([bid({ daysRemaining: 5 }), bid({ deadline: '2027-01-12' })], TODAY);
    expect(interested?.cards.map((card) => [card.deadline, card.daysLeft])).toEqual([
      ['2027-01-12', 2],
      ['2027-01-15', 5],
    ]);
  });
});

describe('upcomingDeadlines', () => {
  it('lists the deadlines still to come of the working stages only, soonest first', () => {
    const columns = pipelineColumns(
      [
        bid({ name: 'Vandaag', status: 'preparing', deadline: TODAY }),
        bid({ name: 'Gisteren', status: 'go', deadline: '2027-01-09' }),
        bid({ name: 'Ingediend', status: 'submitted', deadline: '2027-01-20' }),
        bid({ name: 'Volgende week', status: 'assessing', deadline: '2027-01-17' }),
        bid({ name: 'Geen datum', status: 'interested' }),
      ],
      TODAY,
    );
    expect(names(upcomingDeadlines(columns))).toEqual(['Vandaag', 'Volgende week']);
  });
});

describe('days left', () => {
  it("reads as the feed's day count", () => {
    expect(daysLeftText(daysUntil('2027-01-31', TODAY))).toBe('21 Dagen resterend');
    expect(daysLeftText(daysUntil('2027-01-11', TODAY))).toBe('1 Dag resterend');
    expect(daysLeftText(0)).toBe('Vandaag');
    expect(daysLeftText(daysUntil('2027-01-07', TODAY))).toBe('3 Dagen geleden');
    expect(daysLeftText(null)).toBe('Geen datum');
  });

  it('counts from the calendar day in Brussels', () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(brusselsToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(daysUntil('2027-03-29', '2027-03-27')).toBe(2);
  });
});
