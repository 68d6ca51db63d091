import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { awardEndpoints } from '@/features/awards/api/endpoints';
import AwardsPanel from '@/features/awards/components/awards-panel';
import { TenderCounters } from '@/features/counters/components/tender-counters';
import { ChatWindowWithDraft } from '@tests/utils/chat-window';
import FeedPage from '@/pages/tenders/feed-page';
import PastFeedPage from '@/pages/tenders/past-feed-page';
import RejectedFeedPage from '@/pages/tenders/rejected-feed-page';
import SavedFeedPage from '@/pages/tenders/saved-feed-page';
import TenderDetailPage from '@/pages/tenders/tender-detail-page';
import { pattern } from '@/mocks/lib/http';
import { renderApp, renderWithProviders } from '@tests/utils/render';
import { describeFaults, fill, reason, type Fault, type FaultCase } from './harness';

const DEMO = 'demo@tenderwijzer.be';
/** Full access with an empty matching profile: the main feed asks tenders/unsorted/. */
const EMPTY_PROFILE = 'leeg@tenderwijzer.be';
/** Seeded with a chat history for the demo user. */
const TENDER_ID = 50;

const unread = (fault: Fault) => fault === 'malformed' || fault === 'schema';
let pressedBefore: string | null = null;

async function firstCard() {
  const [first] = await screen.findAllByRole('article');
  if (!first) throw new Error('no tender in the feed');
  return first;
}

const feedError = (fault: Parameters<typeof reason>[0]) =>
  new RegExp(`^Fout bij het laden van aanbestedingen: ${reason(fault)} Probeer het later opnieuw\\.$`);

function feedCase(call: string, path: string, Page: () => React.JSX.Element, url: string, user = DEMO): FaultCase {
  return {
    call,
    method: 'get',
    path,
    act: async () => {
      renderWithProviders(<Page />, { path: url, url, user });
    },
    expected: feedError,
    after: async (fault) => {
      const toast = new RegExp(`^Kon aanbestedingen niet laden: ${reason(fault)}$`);
      expect(await screen.findAllByText(toast)).not.toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    },
  };
}

const counterCase = (call: string, path: string): FaultCase => ({
  call,
  method: 'get',
  path,
  act: async () => {
    renderWithProviders(<TenderCounters />, { user: DEMO });
  },
  expected: () => 'Error loading data',
  after: () => {
    // The other three counters still show their figures.
    expect(screen.getAllByText('Error loading data')).toHaveLength(1);
  },
});

describeFaults('tenders', [
  feedCase('GET matched-tenders/', endpoints.tenders.matched, FeedPage, '/tenders'),
  feedCase('GET tenders/unsorted/', endpoints.tenders.unsorted, FeedPage, '/tenders', EMPTY_PROFILE),
  feedCase('GET tender-relations/saved_tenders/', endpoints.tenders.saved, SavedFeedPage, '/tenders/saved'),
  feedCase('GET tender-relations/rejected_tenders/', endpoints.tenders.rejected, RejectedFeedPage, '/tenders/rejected'),
  feedCase('GET tender-relations/past_tenders/', endpoints.tenders.past, PastFeedPage, '/tenders/past'),
  {
    call: 'GET tenders/{id}/info/',
    method: 'get',
    path: pattern(endpoints.tenders.info, ':id'),
    act: async () => {
      renderWithProviders(<TenderDetailPage />, {
        path: '/tenders/:id/info',
        url: `/tenders/${TENDER_ID}/info`,
        user: DEMO,
      });
    },
    expected: () => 'Error fetching tender data.',
  },
  {
    call: 'POST tenders/{id}/interact/',
    method: 'post',
    path: pattern(endpoints.tenders.interact, ':id'),
    act: async (user) => {
      // The whole app: its frame counts the changes that wait.
      renderApp('/tenders', { user: DEMO });
      const button = within(await firstCard()).getByRole('button', { name: 'Bewaren' });
      pressedBefore = button.getAttribute('aria-pressed');
      await user.click(button);
    },
    // No answer or a 5xx (issue #42, lie-fi): the save waits and is sent again; an unreadable 2xx is final.
    expected: (fault) =>
      unread(fault)
        ? new RegExp(`^Kon niet interageren met aanbesteding: opslaan ${reason(fault)}$`)
        : '1 wijziging wacht op verzending',
    after: async (fault) => {
      const pressed = within(await firstCard()).getByRole('button', { name: 'Bewaren' });
      if (!unread(fault)) {
        // Kept as the user left it, and no error said it was lost.
        expect(pressed).toHaveAttribute('aria-pressed', String(pressedBefore !== 'true'));
        expect(screen.queryByText(/^Kon niet interageren met aanbesteding/)).not.toBeInTheDocument();
        return;
      }
      // Rolled back: the card shows the flag it had before the click.
      await waitFor(async () =>
        expect(within(await firstCard()).getByRole('button', { name: 'Bewaren' })).toHaveAttribute(
          'aria-pressed',
          pressedBefore,
        ),
      );
    },
  },
  {
    // Optional extension 'Awards' (docs/api-contract.md): the section's error state; the detail stands
    // (src/pages/tenders/tender-detail-awards.test.tsx).
    call: 'GET tenders/{id}/awards/',
    method: 'get',
    path: pattern(awardEndpoints.ofTender, ':id'),
    act: async () => {
      renderWithProviders(<AwardsPanel tender={{ id: TENDER_ID, labels: [], analysis: null }} />, { user: DEMO });
    },
    expected: () => 'Error loading data',
    after: () => {
      expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    },
  },
  {
    call: 'GET tenders/{id}/chat_history/',
    method: 'get',
    path: pattern(endpoints.tenders.chatHistory, ':id'),
    act: async () => {
      renderWithProviders(<ChatWindowWithDraft tenderId={TENDER_ID} tenderName="Communicatiediensten" />, {
        user: DEMO,
      });
    },
    expected: () => 'Het gesprek kon niet geladen worden.',
  },
  {
    call: 'POST tenders/{id}/chat/',
    method: 'post',
    path: pattern(endpoints.tenders.chat, ':id'),
    act: async (user) => {
      renderWithProviders(<ChatWindowWithDraft tenderId={TENDER_ID} tenderName="Communicatiediensten" />, {
        user: DEMO,
      });
      await screen.findByText('Wat is de deadline?');
      await fill(user, screen.getByRole('textbox', { name: 'Je vraag' }), 'Wat is het budget?');
      await user.click(screen.getByRole('button', { name: 'Versturen' }));
    },
    // The reply is not read from this answer (it comes with the refetched history): a 2xx is sent.
    expected: (fault) =>
      unread(fault) ? null : 'Er ging iets mis bij het verzenden van uw bericht. Probeer het opnieuw.',
    after: async (fault) => {
      if (unread(fault)) {
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Je vraag' })).toHaveValue(''));
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        return;
      }
      // The question is back in the input and no longer in the conversation.
      expect(screen.getByRole('textbox', { name: 'Je vraag' })).toHaveValue('Wat is het budget?');
      expect(
        within(screen.getByRole('log', { name: 'Gesprek met de assistent' })).queryByText('Wat is het budget?'),
      ).not.toBeInTheDocument();
    },
  },
  counterCase('GET tenders/new_tenders_count/', endpoints.tenders.newCount),
  counterCase('GET tenders/active_tenders_count/', endpoints.tenders.activeCount),
  counterCase('GET tenders/field_tenders_count/', endpoints.tenders.fieldCount),
  counterCase('GET tenders/yearly_field_tenders_count/', endpoints.tenders.yearlyFieldCount),
]);
