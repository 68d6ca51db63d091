import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { LAYOUT } from '@/config/constants';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { PreferencesSummary } from '@/features/preferences/logged-in/preferences-summary';

const COMPLETENESS_URL = `${env.API_URL}/${endpoints.users.completeness}`;
const counters = <p>Vier tellers</p>;

function renderPanel(url = '/tenders') {
  return renderWithProviders(<PreferencesSummary counters={counters} />, {
    path: '*',
    url,
    user: 'leeg@tenderwijzer.be',
  });
}

const ring = () => screen.findByRole('progressbar', { name: 'Profiel Compleetheid' });

describe('PreferencesSummary', () => {
  it("shows 'Loading...', then the completeness ring (radius 90) with its target, the counters and the link", async () => {
    server.use(http.get(COMPLETENESS_URL, () => HttpResponse.json({ completenessPercentage: 62.5 })));
    renderPanel();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const progress = await ring();
    expect(progress).toHaveAttribute('aria-valuenow', '63');
    expect(progress).toHaveTextContent('63%');
    expect(progress.querySelectorAll(`circle[r="${LAYOUT.progressRingRadius}"]`)).toHaveLength(2);
    expect(screen.getByText('Doel: 100%')).toBeInTheDocument();
    expect(screen.getByText('Vier tellers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Optimaliseer profiel' })).toHaveAttribute('href', '/preferences');
  });

  it.each([
    ['a text that is not a number', { completenessPercentage: 'onbekend' }],
    ['a missing value', {}],
  ])('counts %s as 0', async (_case, body) => {
    server.use(http.get(COMPLETENESS_URL, () => HttpResponse.json(body)));
    renderPanel();
    expect(await ring()).toHaveAttribute('aria-valuenow', '0');
  });

  it('counts a failed completeness call as 0', async () => {
    server.use(http.get(COMPLETENESS_URL, () => HttpResponse.json({ detail: 'Serverfout' }, { status: 500 })));
    renderPanel();
    await waitFor(async () => expect(await ring()).toHaveAttribute('aria-valuenow', '0'));
  });

  it("hides 'Optimaliseer profiel' on /preferences", async () => {
    renderPanel('/preferences');
    await ring();
    expect(screen.queryByRole('link', { name: 'Optimaliseer profiel' })).not.toBeInTheDocument();
  });
});
