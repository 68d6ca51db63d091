import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { withoutBidsExtension } from '@tests/utils/bids-extension';
import { renderWithProviders } from '@tests/utils/render';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { AddToBidsButton } from './add-to-bids-button';

const DEMO = 'demo@tenderwijzer.be';
/** Open, without a seeded Bid. */
const NEW_ID = 1;
/** In the demo user's pipeline already (Interessant). */
const ADDED_ID = 26;

function tenderOf(id: number) {
  const row = db.tenders.find((tender) => tender.id === id);
  return { id, displayName: row?.displayName ?? '', submissionDate: '2027-03-05T10:00:00' };
}

function renderButton(id: number, look: 'icon' | 'button' = 'icon') {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<AddToBidsButton tender={tenderOf(id)} look={look} />, {
    user: DEMO,
    path: '/tenders',
    url: '/tenders',
  });
  return { user, ...rendered };
}

const addButton = () => screen.findByRole('button', { name: 'Toevoegen aan biedingen' }, { timeout: 4000 });

describe('AddToBidsButton', { timeout: 15_000 }, () => {
  it('puts a tender in Interessant with a first PUT (version 0), says so, and then links to it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${env.API_URL}/${bidEndpoints.one(NEW_ID)}`, async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    const { user } = renderButton(NEW_ID);
    await user.click(await addButton());
    const link = await screen.findByRole('link', { name: 'In Mijn biedingen' }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', '/bids?bid=1');
    expect(bodies).toEqual([
      expect.objectContaining({ tenderId: NEW_ID, status: 'interested', version: 0, deadline: '2027-03-05' }),
    ]);
    expect(db.bids.find((bid) => bid.tenderId === NEW_ID)).toMatchObject({ status: 'interested', version: 1 });
    expect(
      await screen.findByText(`${tenderOf(NEW_ID).displayName} staat nu in Mijn biedingen, bij Interessant.`),
    ).toBeInTheDocument();
  });

  it('opens the board at the card of a tender that is in the pipeline already', async () => {
    const before = structuredClone(db.bids.find((bid) => bid.tenderId === ADDED_ID));
    const { user, router } = renderButton(ADDED_ID, 'button');
    await user.click(await addButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bids'));
    expect(router.state.location.search).toBe(`?bid=${ADDED_ID}`);
    expect(db.bids.find((bid) => bid.tenderId === ADDED_ID)).toEqual(before);
  });

  it('says what failed and can be tried again', async () => {
    server.use(
      http.put(`${env.API_URL}/${bidEndpoints.one(NEW_ID)}`, () =>
        HttpResponse.json({ detail: 'Database onbereikbaar' }, { status: 500 }),
      ),
    );
    const { user } = renderButton(NEW_ID, 'button');
    await user.click(await addButton());
    expect(
      await screen.findByText(
        `Kon ${tenderOf(NEW_ID).displayName} niet toevoegen aan je biedingen: Database onbereikbaar`,
      ),
    ).toBeInTheDocument();
    expect(await addButton()).not.toHaveAttribute('aria-disabled');
    expect(db.bids.some((bid) => bid.tenderId === NEW_ID)).toBe(false);
  });

  it('shows nothing against an API without the extension', async () => {
    const asked = withoutBidsExtension();
    renderButton(NEW_ID);
    await waitFor(() => expect(asked).toEqual(['/api/bids/']));
    expect(screen.queryByRole('button', { name: 'Toevoegen aan biedingen' })).not.toBeInTheDocument();
  });
});
