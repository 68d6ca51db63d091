import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { TenderCounters } from './tender-counters';

const LABELS = [
  'Nieuwe Tenders',
  'Actieve tender matches',
  'Actieve tenders in jouw vakgebied (30 dagen)',
  'Tenders in jouw vakgebied (afgelopen jaar)',
];

const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

describe('TenderCounters', () => {
  it("shows the four counters with the spec's labels, 'Loading...' first", async () => {
    server.use(
      http.get(`${env.API_URL}/${endpoints.tenders.yearlyFieldCount}`, () =>
        HttpResponse.json({ yearlyFieldTendersCount: 1234 }),
      ),
    );
    renderWithProviders(<TenderCounters />, { user: 'demo@tenderwijzer.be' });
    for (const label of LABELS) expect(valueOf(label)).toHaveTextContent('Loading...');
    for (const label of LABELS) await waitFor(() => expect(valueOf(label)?.textContent).toMatch(/^[\d.]+$/));
    expect(valueOf('Tenders in jouw vakgebied (afgelopen jaar)')).toHaveTextContent('1.234');
  });

  it("shows 'Error loading data' for the counter that fails, the others still load", async () => {
    server.use(
      http.get(`${env.API_URL}/${endpoints.tenders.activeCount}`, () => HttpResponse.json({}, { status: 500 })),
    );
    renderWithProviders(<TenderCounters />, { user: 'demo@tenderwijzer.be' });
    await waitFor(() => expect(valueOf('Actieve tender matches')).toHaveTextContent('Error loading data'));
    await waitFor(() => expect(valueOf('Nieuwe Tenders')?.textContent).toMatch(/^\d+$/));
  });
});
