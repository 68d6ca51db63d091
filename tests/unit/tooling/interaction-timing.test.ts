// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { groupInteractions, medianSteps, percentile98 } from '../../../bench/lib/interactions.mjs';

type Entry = {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
};
type Interaction = {
  step: string;
  event: string;
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
};
const group = groupInteractions as (entries: Entry[], marks: { step: string | null; t: number }[]) => Interaction[];
const p98 = percentile98 as (durations: number[]) => number | null;
const medians = medianSteps as (
  passes: { steps: { step: string; slowest: Interaction | null; count: number }[] }[],
) => { step: string; medianMs: number | null; split: Interaction | null; perPass: (number | null)[] }[];

const entry = (overrides: Partial<Entry>): Entry => ({
  name: 'click',
  interactionId: 1,
  startTime: 1000,
  duration: 48,
  processingStart: 1010,
  processingEnd: 1030,
  ...overrides,
});

describe('the interaction pass of the bench', () => {
  it("counts an interaction as its longest event, split by that event's timestamps, in the step it follows", () => {
    const interactions = group(
      [
        entry({ name: 'pointerdown', duration: 24 }),
        entry({ name: 'click', duration: 64, processingStart: 1016, processingEnd: 1040 }),
        entry({ name: 'keydown', interactionId: 2, startTime: 2000, processingStart: 2002, processingEnd: 2010 }),
      ],
      [
        { step: 'save a card', t: 900 },
        { step: 'j/k', t: 1900 },
      ],
    );
    expect(interactions).toEqual([
      { step: 'save a card', event: 'click', durationMs: 64, inputDelayMs: 16, processingMs: 24, presentationMs: 24 },
      { step: 'j/k', event: 'keydown', durationMs: 48, inputDelayMs: 2, processingMs: 8, presentationMs: 38 },
    ]);
  });

  it("leaves out the bench's own setup and what came before the first step", () => {
    const interactions = group(
      [entry({ startTime: 500 }), entry({ interactionId: 2, startTime: 1500 })],
      [
        { step: null, t: 400 },
        { step: 'search', t: 1000 },
        { step: null, t: 1400 },
      ],
    );
    expect(interactions).toEqual([]);
  });

  it('takes the 98th percentile by nearest rank: the slowest of fewer than 50, one left out from 50 on', () => {
    expect(p98([])).toBeNull();
    expect(p98([40, 120, 56])).toBe(120);
    const fifty = [...Array.from({ length: 49 }, () => 40), 400];
    expect(p98(fifty)).toBe(40);
  });

  it("gives each step the median of the passes' slowest interactions with that pass's split", () => {
    const slowest = (durationMs: number): Interaction => ({
      step: 'filters',
      event: 'click',
      durationMs,
      inputDelayMs: 8,
      processingMs: durationMs / 2,
      presentationMs: durationMs / 2 - 8,
    });
    const [figure] = medians(
      [80, 120, 96].map((ms) => ({ steps: [{ step: 'filters', slowest: slowest(ms), count: 1 }] })),
    );
    expect(figure).toMatchObject({ step: 'filters', medianMs: 96, perPass: [80, 120, 96] });
    expect(figure?.split).toEqual(slowest(96));
  });
});
