import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { AddToBidsButton } from '@/features/bids/components/add-to-bids-button';
import BidSheet from '@/features/bids/components/bid-sheet';
import type { BidTender } from '@/features/bids/lib/bid-tender';
import { db } from '@/mocks/db';
import { pattern } from '@/mocks/lib/http';
import BidsPage from '@/pages/bids-page';
import { renderApp, renderWithProviders } from '@tests/utils/render';
import { describeFaults, fill, reason, type Fault } from './harness';

const DEMO = 'demo@tenderwijzer.be';
/** Open, without a Bid of the demo user. */
const NEW_ID = 1;
const ONE_BID = pattern(bidEndpoints.one, ':tenderId');
const WAITING = '1 wijziging wacht op verzending';
const RETRYING = 'De server is niet bereikbaar — we proberen je wijzigingen zo opnieuw te versturen';

/** A 2xx whose body the app cannot read: the server answered, so that is final; anything else is sent again. */
const unread = (fault: Fault) => fault === 'malformed' || fault === 'schema';

const tender: BidTender = {
  id: NEW_ID,
  displayName: db.tenders.find((row) => row.id === NEW_ID)?.displayName ?? '',
  organization: 'Stad Gent',
  submissionDate: '2027-03-05T12:00:00',
  analysis: { topics: [] },
};

const notes = () => screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });

// The page, the app's layout and the board are lazy chunks: loaded once up front, so a slow first import on a
// busy machine cannot use up a test's wait.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/app-shell'),
    import('@/pages/bids-page'),
    import('@/features/bids/components/pipeline-list'),
    import('@/features/bids/components/move-menu'),
    import('@/app/layouts/waiting-changes-count'),
  ]);
}, 60_000);

describeFaults('bids', [
  {
    call: 'GET bids/',
    method: 'get',
    path: bidEndpoints.list,
    act: async () => {
      renderWithProviders(<BidsPage />, { path: '/bids', url: '/bids', user: DEMO });
    },
    expected: (fault) =>
      new RegExp(`^Fout bij het laden van je biedingen: ${reason(fault)} Probeer het later opnieuw\\.$`),
    after: () => {
      expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    },
  },
  {
    call: 'GET bids/{tenderId}/',
    method: 'get',
    path: ONE_BID,
    act: async () => {
      renderWithProviders(<BidSheet tender={tender} />, { user: DEMO });
    },
    expected: () => 'Je go/no-go-blad kon niet geladen worden. Probeer het opnieuw.',
  },
  {
    call: 'PUT bids/{tenderId}/ (a stage move)',
    method: 'put',
    path: ONE_BID,
    act: async (user) => {
      // The whole app on a phone: its frame counts the changes that wait.
      renderApp('/bids', { user: DEMO });
      const list = await screen.findByRole('list', { name: 'Interessant' }, { timeout: 10_000 });
      const [first] = within(list).getAllByRole('article');
      await user.click(within(first!).getByRole('button', { name: 'Verplaats naar…' }));
      const menu = await screen.findByRole('menu', {}, { timeout: 4000 });
      await user.click(within(menu).getByRole('menuitem', { name: 'Beoordelen' }));
    },
    // No answer or a 5xx (issue #42, lie-fi): the move waits and is sent again; an unreadable 2xx is final.
    expected: (fault) => (unread(fault) ? new RegExp(`^Kon .+ niet verplaatsen: ${reason(fault)}$`) : WAITING),
    after: (fault) => {
      const stages = screen.getByRole('group', { name: 'Fase' });
      // Waiting, the card stays where the user put it; refused, it is back where it was.
      const interested = unread(fault) ? 'Interessant (3)' : 'Interessant (2)';
      expect(within(stages).getByRole('radio', { name: interested })).toBeInTheDocument();
      if (!unread(fault)) expect(screen.queryByText(/niet verplaatsen/)).not.toBeInTheDocument();
    },
  },
  {
    call: 'PUT bids/{tenderId}/ (a sheet save)',
    method: 'put',
    path: ONE_BID,
    act: async (user) => {
      renderWithProviders(<BidSheet tender={tender} />, { user: DEMO });
      await fill(user, await notes(), 'Bel de aankoper');
      // Sent once the user has paused (TIMINGS.bidAutosaveDebounce).
      await screen.findByText(/^(Opslaan…|De server is niet bereikbaar|Niet opgeslagen)/, {}, { timeout: 4000 });
    },
    expected: (fault) => (unread(fault) ? 'Niet opgeslagen — opnieuw proberen' : RETRYING),
    after: async () => {
      // What was typed stays on screen.
      expect(await notes()).toHaveValue('Bel de aankoper');
    },
  },
  {
    call: "PUT bids/{tenderId}/ ('Toevoegen aan biedingen')",
    method: 'put',
    path: ONE_BID,
    act: async (user) => {
      renderWithProviders(<AddToBidsButton tender={tender} look="button" />, {
        user: DEMO,
        path: '/tenders',
        url: '/tenders',
      });
      await user.click(await screen.findByRole('button', { name: 'Toevoegen aan biedingen' }, { timeout: 4000 }));
    },
    expected: (fault) => new RegExp(`^Kon .+ niet toevoegen aan je biedingen: ${reason(fault)}$`),
    after: async () => {
      // It can be tried again.
      expect(await screen.findByRole('button', { name: 'Toevoegen aan biedingen' })).not.toHaveAttribute(
        'aria-disabled',
      );
    },
  },
]);
