import { describe, expect, it } from 'vitest';
import { isRequirementsTopic, prefillGates } from './prefill-gates';

const tenderWith = (...topics: { type: string; value: string }[]) => ({ analysis: { topics } });

describe('prefillGates', () => {
  it('makes one unanswered question per list item, pointing at its passage', () => {
    const gates = prefillGates(
      tenderWith({
        type: 'requirements',
        value:
          '**Technische bekwaamheid**\n\nDe inschrijver bezorgt:\n\n- minstens **3 referenties** van soortgelijke diensten;\n- een ISO 9001-certificaat.\n\n1. Een attest van de RSZ\n2. [Uittreksel](https://example.be) uit het strafregister',
      }),
    );
    expect(gates).toEqual([
      {
        id: 'gate-1',
        text: 'minstens 3 referenties van soortgelijke diensten',
        answer: 'unknown',
        source: { topicType: 'requirements', quote: 'minstens 3 referenties van soortgelijke diensten;' },
      },
      {
        id: 'gate-2',
        text: 'een ISO 9001-certificaat.',
        answer: 'unknown',
        source: { topicType: 'requirements', quote: 'een ISO 9001-certificaat.' },
      },
      expect.objectContaining({ text: 'Een attest van de RSZ' }),
      expect.objectContaining({ text: 'Uittreksel uit het strafregister' }),
    ]);
  });

  it("joins a nested list's items to their parent's question", () => {
    const gates = prefillGates(
      tenderWith({
        type: 'requirements',
        value: '- Referenties met:\n  - de naam van de opdrachtgever;\n  - het bedrag;\n- Een verzekering',
      }),
    );
    expect(gates.map((gate) => gate.text)).toEqual([
      'Referenties met: de naam van de opdrachtgever; het bedrag',
      'Een verzekering',
    ]);
    expect(gates[0]?.source).toEqual({ topicType: 'requirements', quote: 'Referenties met:' });
  });

  it('gives no questions for a requirements topic without a list', () => {
    expect(
      prefillGates(
        tenderWith({ type: 'requirements', value: '**Economische en financiële draagkracht**\n\nZie BESKET' }),
      ),
    ).toEqual([]);
  });

  it('reads every topic whose type says requirements or selection criteria, and no other', () => {
    const gates = prefillGates(
      tenderWith(
        { type: 'summary', value: '- Aanbestedende dienst: Gent' },
        { type: 'selection_criteria', value: '- Omzet van minstens € 1 miljoen' },
        { type: 'technical_requirements', value: '- Tweetalig team' },
        { type: 'requirements', value: '- Tweetalig team' },
      ),
    );
    expect(gates.map((gate) => [gate.text, gate.source?.topicType])).toEqual([
      ['Omzet van minstens € 1 miljoen', 'selection_criteria'],
      ['Tweetalig team', 'technical_requirements'],
    ]);
  });

  it('cuts a very long item to the question length', () => {
    const [gate] = prefillGates(tenderWith({ type: 'requirements', value: `- ${'lang '.repeat(200)}` }));
    expect(gate?.text.length).toBe(500);
    expect(gate?.text.endsWith('…')).toBe(true);
  });

  it('gives nothing for a tender without an analysis', () => {
    expect(prefillGates({ analysis: null })).toEqual([]);
  });
});

describe('isRequirementsTopic', () => {
  it.each(['requirements', 'selection_criteria', 'selectiecriteria', 'vereisten', 'uitsluitingsgronden'])(
    'reads %s as requirements',
    (type) => expect(isRequirementsTopic(type)).toBe(true),
  );
  it.each(['award_criteria', 'summary', 'planning_and_deadlines'])('does not read %s', (type) =>
    expect(isRequirementsTopic(type)).toBe(false),
  );
});
