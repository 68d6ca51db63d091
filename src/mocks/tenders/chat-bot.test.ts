import { describe, expect, it } from 'vitest';
import type { TenderRow } from '../db-types';
import { db } from '../db';
import { answerQuestion } from './chat-bot';

const NOW = new Date();

function tenderWith(predicate: (tender: TenderRow) => boolean): TenderRow {
  const tender = db.tenders.find(predicate);
  if (!tender) throw new Error('no seeded tender fits');
  return tender;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const topicValue = (tender: TenderRow, type: TenderRow['topics'][number]['type']) =>
  tender.topics.find((topic) => topic.type === type)?.value ?? '';

describe('the simulated assistant', () => {
  it('quotes the passage of the tab that answers', () => {
    const tender = tenderWith((row) => row.submissionDeadline !== null && !row.isResult);
    const answer = answerQuestion(tender, 'Wat is de deadline?', NOW).content;
    expect(answer).toContain('Uit het tabblad **Planning en deadlines**:');
    const deadlineLine = topicValue(tender, 'planning_and_deadlines')
      .split('\n')
      .find((line) => line.includes('Uiterste indieningsdatum'));
    expect(deadlineLine).toBeDefined();
    expect(answer).toContain(`> ${deadlineLine?.trim()}`);
  });

  it('quotes the budget from its own tab', () => {
    const tender = tenderWith((row) => row.estimatedValueEur !== null);
    const answer = answerQuestion(tender, 'Wat is het budget?', NOW).content;
    expect(answer).toMatch(/Uit het tabblad \*\*Budget en financiën\*\*:\n\n> - \*\*Geraamde waarde/);
  });

  it('says so when the tender has nothing on the subject', () => {
    const tender = tenderWith((row) => row.awardCriteria.length === 0);
    const answer = answerQuestion(tender, 'Wat zijn de gunningscriteria?', NOW);
    expect(answer.content).toContain('staan niet in de aankondiging');
    expect(answer.content).not.toContain('Uit het tabblad');
    expect(answer.sources).toEqual([]);
  });

  it('answers a question on no known subject from any tab sharing its words, else says it finds nothing', () => {
    const tender = tenderWith((row) => row.cpvLabels.length > 0);
    const word = tender.cpvLabels[0]?.split(/\s+/).find((part) => part.length > 6) ?? '';
    expect(answerQuestion(tender, `Gaat het over ${word}?`, NOW).content).toContain('Dit vond ik in de aankondiging.');
    const nothing = answerQuestion(tender, 'Is er een parkeerplaats voor fietsen?', NOW);
    expect(nothing.content).toContain('Daar vind ik in deze aankondiging geen antwoord op.');
    expect(nothing.sources).toEqual([]);
  });
});

describe('the simulated assistant cites its sources', () => {
  const QUESTIONS = [
    'Wat is de deadline?',
    'Wat is het budget?',
    'Waar is de locatie?',
    'Hoe wordt de opdracht gegund?',
    'Welke vereisten en referenties moet ik voorleggen?',
    'Wat is de looptijd?',
    'Zijn er percelen?',
    'Wie is de opdrachtgever?',
    'Welke procedure?',
    'Wanneer gepubliceerd?',
    'Welke sector en cpv?',
    'Wat is de deadline en het budget?',
    'Gaat het over onderhoud van gebouwen?',
    'Moet er software ontwikkeld worden?',
  ];

  it('cites an exact substring of the quoted topic for every answer, and one source per quoted passage', () => {
    let cited = 0;
    for (const tender of db.tenders) {
      for (const question of QUESTIONS) {
        const { content, sources } = answerQuestion(tender, question, NOW);
        for (const source of sources) {
          expect(source.quote.trim()).not.toBe('');
          expect(topicValue(tender, source.topicType)).toContain(source.quote);
          // The description tab shows the display description only: a cited description passage is in it.
          if (source.topicType === 'description') {
            expect(collapse(tender.displayDescription)).toContain(collapse(source.quote));
          }
        }
        // Each quote (a "> " block) in the text comes with its source, and no source without a quote.
        expect(sources.length > 0).toBe(content.includes('\n> '));
        cited += sources.length;
      }
    }
    expect(cited).toBeGreaterThan(db.tenders.length);
  });

  it('cites the passage it quotes, from the tab it names', () => {
    const tender = tenderWith((row) => row.submissionDeadline !== null && !row.isResult);
    const { content, sources } = answerQuestion(tender, 'Wat is de deadline?', NOW);
    const deadline = sources.find((source) => source.quote.includes('Uiterste indieningsdatum'));
    expect(deadline).toEqual({ topicType: 'planning_and_deadlines', quote: expect.stringMatching(/^\*\*Uiterste/) });
    expect(content).toContain(deadline?.quote);
  });

  it('cites a question on no known subject from the topic whose words it shares', () => {
    const tender = tenderWith((row) => row.cpvLabels.length > 0);
    const word = tender.cpvLabels[0]?.split(/\s+/).find((part) => part.length > 6) ?? '';
    const { sources } = answerQuestion(tender, `Gaat het over ${word}?`, NOW);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.quote.toLowerCase()).toContain(word.toLowerCase());
  });

  it('cites nothing twice and nothing for a greeting', () => {
    const tender = tenderWith((row) => row.procedureType !== null);
    const { sources } = answerQuestion(tender, 'Welke procedure en wanneer is de deadline?', NOW);
    const keys = sources.map((source) => `${source.topicType}:${source.quote}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(answerQuestion(tender, 'Hallo', NOW).sources).toEqual([]);
  });
});
