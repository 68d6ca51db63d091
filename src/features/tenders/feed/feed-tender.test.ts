import { describe, expect, it } from 'vitest';
import { v } from '@/api/schema';
import { FeedPageSchema } from './feed-tender';

/** A tender as the API sends it, with the texts only the detail shows. */
const fromApi = {
  id: 7,
  name: 'Onderhoud van de groenzones',
  description: 'Lange beschrijving '.repeat(200),
  displayName: 'Groenonderhoud Gent',
  displayDescription: '# Beschrijving\n\nNog langer. '.repeat(200),
  organization: 'Stad Gent',
  fileNumber: '2026-123',
  type: 'services',
  labels: [{ id: 1, type: 'Regio', value: 'Oost-Vlaanderen' }],
  analysis: {
    id: 3,
    labels: [{ id: 2, type: 'Sector', value: 'Groen' }],
    topics: [
      { id: 4, type: 'location', value: '**Gent**, Oost-Vlaanderen', language: 'NL' },
      { id: 5, type: 'requirements', value: '- Erkenning klasse 3\n- ISO 14001', language: 'NL' },
      { id: 6, type: 'planning', value: 'Start in maart.', language: 'NL' },
    ],
    state: 'done',
    type: 'full',
  },
  daysRemaining: 12,
  submissionDate: '2027-03-05T12:00:00Z',
  isSaved: true,
  isRejected: false,
  overallScore: 81.6,
  matchReasons: [{ kind: 'fit', text: 'Groenonderhoud is jullie sector' }],
};

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe('a tender as the feed keeps it', () => {
  it('keeps what the cards and the features reading the cached feed use: name, buyer, labels, place, deadline, flags, match', () => {
    const [tender] = v.parse(FeedPageSchema, page([fromApi])).results;
    expect(tender).toEqual({
      id: 7,
      displayName: 'Groenonderhoud Gent',
      organization: 'Stad Gent',
      labels: [{ id: 1, type: 'Regio', value: 'Oost-Vlaanderen' }],
      analysis: {
        id: 3,
        labels: [{ id: 2, type: 'Sector', value: 'Groen' }],
        topics: [{ id: 4, type: 'location', value: '**Gent**, Oost-Vlaanderen', language: 'NL' }],
        state: null,
        type: null,
      },
      daysRemaining: 12,
      submissionDate: '2027-03-05T12:00:00Z',
      isSaved: true,
      isRejected: false,
      overallScore: 82,
      matchReasons: [{ kind: 'fit', text: 'Groenonderhoud is jullie sector' }],
      name: null,
      description: null,
      displayDescription: '',
      fileNumber: null,
      type: null,
    });
  });

  it('leaves out the texts the detail shows, so a long feed holds a fraction of what the API sent', () => {
    const { results } = v.parse(FeedPageSchema, page([fromApi]));
    expect(JSON.stringify(results).length).toBeLessThan(JSON.stringify(fromApi).length / 10);
  });

  it('keeps a tender without an analysis or a match as the API sent it', () => {
    const [tender] = v.parse(FeedPageSchema, page([{ id: 8, displayName: 'Zonder analyse' }])).results;
    expect(tender).toMatchObject({ id: 8, displayName: 'Zonder analyse', analysis: null, labels: [] });
    expect(tender?.overallScore).toBeUndefined();
  });
});
