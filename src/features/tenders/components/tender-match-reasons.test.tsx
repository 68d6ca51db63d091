import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { matchOf } from '@/mocks/tenders/scoring';
import { renderWithProviders } from '@tests/utils/render';
import { TenderDetail } from './tender-detail';

const FULL = 'demo@tenderwijzer.be';
const CUSTOM_ID = 999;

function serveTender(extra: Record<string, unknown>) {
  server.use(
    http.get(`${env.API_URL}/${endpoints.tenders.info(CUSTOM_ID)}`, () =>
      HttpResponse.json({
        data: {
          id: CUSTOM_ID,
          displayName: 'Onderhoud van groenzones',
          description: 'Maaien en snoeien.',
          organization: 'Stad Voorbeeld',
          analysis: { id: 1, labels: [], topics: [] },
          isSaved: false,
          isRejected: false,
          ...extra,
        },
      }),
    ),
  );
}

async function renderDetail(id = CUSTOM_ID) {
  renderWithProviders(<TenderDetail tenderId={id} />, { user: FULL });
  await screen.findByRole('heading', { level: 1 });
}

const block = () => screen.queryByRole('region', { name: 'Waarom deze match?' });

describe('Waarom deze match? (optional extension)', () => {
  it('lists fits before misfits, each with its kind for screen readers, beside the percentage', async () => {
    serveTender({
      overallScore: 72,
      matchReasons: [
        { kind: 'misfit', text: 'Regio Henegouwen valt buiten je geografische voorkeur' },
        { kind: 'fit', text: 'Sector Groenbeheer sluit aan bij je ervaring' },
        { kind: 'fit', text: 'Je profiel en de opdracht delen: maaien en snoeien' },
      ],
    });
    await renderDetail();
    const section = block();
    if (!section) throw new Error("no 'Waarom deze match?' block");
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pluspunt: Sector Groenbeheer sluit aan bij je ervaring',
      'Pluspunt: Je profiel en de opdracht delen: maaien en snoeien',
      'Minpunt: Regio Henegouwen valt buiten je geografische voorkeur',
    ]);
    // The icons are decoration: the kind is said in words.
    expect(section.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    expect(within(section).getByRole('term')).toHaveTextContent('Match');
    expect(within(section).getByRole('definition')).toHaveTextContent('72%');
    expect(within(section).getByRole('link', { name: 'Klopt dit niet? Werk je voorkeuren bij' })).toHaveAttribute(
      'href',
      '/preferences',
    );
  });

  it('shows the reasons without a percentage when the API sends no score', async () => {
    serveTender({ matchReasons: [{ kind: 'fit', text: 'Regio Gent staat in je geografische voorkeur' }] });
    await renderDetail();
    expect(within(block() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it.each([
    ['without the optional fields', {}],
    ['with a score but no reasons', { overallScore: 80, matchReasons: [] }],
    ['with malformed reasons', { overallScore: 80, matchReasons: [{ kind: 'maybe', text: 1 }] }],
  ])('leaves the detail as the spec says %s', async (_case, extra) => {
    serveTender(extra);
    await renderDetail();
    expect(block()).not.toBeInTheDocument();
    expect(screen.queryByText('Waarom deze match?')).not.toBeInTheDocument();
    expect(screen.queryByText('80%')).not.toBeInTheDocument();
    // What the spec shows is all there: actions and the topics.
    expect(screen.getByRole('button', { name: 'Bewaren' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Beschrijving' })).toBeInTheDocument();
  });

  it("shows the simulated backend's reasons for the demo user's profile", async () => {
    const user = db.users.find((row) => row.email === FULL);
    const tender = db.tenders.find((row) => row.id === 1);
    if (!user || !tender) throw new Error('seeded demo user or tender missing');
    const match = matchOf(user.preferences, tender);
    await renderDetail(tender.id);
    const section = block();
    if (!section) throw new Error("no 'Waarom deze match?' block");
    expect(within(section).getByRole('definition')).toHaveTextContent(`${match.score}%`);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(match.reasons.map(({ kind, text }) => `${kind === 'fit' ? 'Pluspunt' : 'Minpunt'}: ${text}`));
  });
});
