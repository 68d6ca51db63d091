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

const topicValue = (tender: TenderRow, type: TenderRow['topics'][number]['type']) =>
  tender.topics.find((topic) => topic.type === type)?.value ?? '';

describe('the simulated assistant', () => {
  it('quotes the passage of the tab that answers', () => {
    const tender = tenderWith((row) => row.submissionDeadline !== null && !row.isResult);
    const answer = answerQuestion(tender, 'Wat is de deadline?', NOW);
    expect(answer).toContain('Uit het tabblad **Planning en deadlines**:');
    const deadlineLine = topicValue(tender, 'planning_and_deadlines')
      .split('\n')
      .find((line) => line.includes('Uiterste indieningsdatum'));
    expect(deadlineLine).toBeDefined();
    expect(answer).toContain(`> ${deadlineLine?.trim()}`);
  });

  it('quotes the budget from its own tab', () => {
    const tender = tenderWith((row) => row.estimatedValueEur !== null);
    const answer = answerQuestion(tender, 'Wat is het budget?', NOW);
    expect(answer).toMatch(/Uit het tabblad \*\*Budget en financiën\*\*:\n\n> - \*\*Geraamde waarde/);
  });

  it('says so when the tender has nothing on the subject', () => {
    const tender = tenderWith((row) => row.awardCriteria.length === 0);
    const answer = answerQuestion(tender, 'Wat zijn de gunningscriteria?', NOW);
    expect(answer).toContain('staan niet in de aankondiging');
    expect(answer).not.toContain('Uit het tabblad');
  });

  it('answers a question on no known subject from any tab sharing its words, else says it finds nothing', () => {
    const tender = tenderWith((row) => row.cpvLabels.length > 0);
    const word = tender.cpvLabels[0]?.split(/\s+/).find((part) => part.length > 6) ?? '';
    expect(answerQuestion(tender, `Gaat het over ${word}?`, NOW)).toContain('Dit vond ik in de aankondiging.');
    expect(answerQuestion(tender, 'Is er een parkeerplaats voor fietsen?', NOW)).toContain(
      'Daar vind ik in deze aankondiging geen antwoord op.',
    );
  });
});
