import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { http } from 'msw';
import { endpoints } from '@/api/early/endpoints';
import { TIMEOUTS } from '@/config/constants';
import { env } from '@/config/env';
import { PreferencesSummary } from '@/features/preferences/logged-in/preferences-summary';
import FeedPage from '@/pages/tenders/feed-page';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { startProcessing } from '@/mocks/domain/preferences';
import { server } from '@/mocks/server';
import PreferencesPage from '@/pages/preferences/preferences-page';
import { renderWithProviders } from '@tests/utils/render';
import { describeFaults, faultResponse, fill, type Fault } from './harness';

const DEMO = 'demo@tenderwijzer.be';
const EMPTY_PROFILE = 'leeg@tenderwijzer.be';
const BUDGET = '€ 30.000 tot € 120.000';
const unread = (fault: Fault) => fault === 'malformed' || fault === 'schema';

async function renderPreferences(user = EMPTY_PROFILE) {
  renderWithProviders(<PreferencesPage />, { path: '/preferences', url: '/preferences', user });
  return screen.findByRole('form', { name: 'Matchingvoorkeuren' }, { timeout: 4000 });
}

describeFaults('preferences', [
  {
    call: 'GET users/matching_criteria/retrieve_own/',
    method: 'get',
    path: endpoints.users.preferences,
    act: async () => {
      renderWithProviders(<PreferencesPage />, { path: '/preferences', url: '/preferences', user: DEMO });
    },
    expected: () => 'Je voorkeuren konden niet geladen worden. Probeer het later opnieuw.',
  },
  {
    call: 'PUT users/matching_criteria/update_own/',
    method: 'put',
    path: endpoints.users.updatePreferences,
    act: async (user, fault) => {
      await renderPreferences();
      // A 2xx with a body the app cannot read still saved the profile, which the server then processes.
      if (unread(fault)) {
        server.use(
          http.put(`${env.API_URL}/${endpoints.users.updatePreferences}`, () => {
            startProcessing(findUserByEmail(EMPTY_PROFILE)!.preferences);
            return faultResponse(fault);
          }),
        );
      }
      await fill(user, screen.getByRole('textbox', { name: 'Budget' }), BUDGET);
      await user.click(screen.getByRole('button', { name: 'Profiel opslaan en verwerken' }));
    },
    // The answer is not read: a 2xx saved the profile, which then is processed.
    expected: (fault) =>
      unread(fault)
        ? 'Voorkeuren worden verwerkt... Dit kan enkele minuten duren.'
        : 'Fout bij het bijwerken van de voorkeuren',
    after: async (fault) => {
      if (unread(fault)) return;
      // What was typed stays, and the form can be sent again.
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Budget' })).toBeEnabled());
      expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveValue(BUDGET);
      expect(screen.getByRole('button', { name: 'Profiel opslaan en verwerken' })).toBeEnabled();
    },
  },
  {
    call: 'GET users/matching_criteria/completeness_percentage/',
    method: 'get',
    path: endpoints.users.completeness,
    act: async () => {
      // The demo profile is complete (100 %): 0 % can only come from the failed call.
      renderWithProviders(<PreferencesSummary counters={null} />, { path: '*', url: '/tenders', user: DEMO });
    },
    // Spec §8: completeness fetch errors return 0.
    expected: () => '0%',
  },
  {
    call: 'GET users/matching_criteria/processing_status/',
    method: 'get',
    path: endpoints.users.processingStatus,
    act: async () => {
      renderWithProviders(<FeedPage />, { path: '/tenders', url: '/tenders', user: DEMO });
      if (vi.isFakeTimers()) await act(() => vi.advanceTimersByTimeAsync(TIMEOUTS.default + 1000));
    },
    // A background poll: its failure shows nothing of its own, and the feed still loads.
    expected: () => null,
    after: async () => {
      expect(await screen.findAllByRole('article')).not.toHaveLength(0);
      expect(screen.queryByText(/Fout bij het laden/)).not.toBeInTheDocument();
    },
  },
]);
