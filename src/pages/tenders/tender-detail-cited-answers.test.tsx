import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { renderWithProviders } from '@tests/utils/render';
import TenderDetailPage from './tender-detail-page';

const USER = 'demo@tenderwijzer.be';
/** The chat's code and history load lazily. */
const LOADED = { timeout: 5000 };
/** Seeded with two cited answers for the demo user ('Wat is de deadline?' and the award criteria). */
const SEEDED_ID = 50;

function setLargeScreen(large: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, large && query === '(min-width: 1024px)'),
  );
}

function renderDetail() {
  return renderWithProviders(<TenderDetailPage />, {
    path: '/tenders/:id/info',
    url: `/tenders/${SEEDED_ID}/info`,
    user: USER,
  });
}

const firstMark = () => screen.getByRole('tabpanel').querySelector<HTMLElement>('mark[data-quote="start"]');

function seededDeadlineQuote(): string {
  const planning = db.tenders
    .find((row) => row.id === SEEDED_ID)
    ?.topics.find((topic) => topic.type === 'planning_and_deadlines')?.value;
  const line = planning?.split('\n').find((item) => item.includes('Uiterste indieningsdatum'));
  if (!line) throw new Error('seeded tender without a deadline line');
  return line.replace(/^- \*\*(.*?)\*\*/, '$1').trim();
}

// The whole page with the lazily loaded chat: slow on a busy machine.
describe('Cited answers on the tender detail', { timeout: 20_000 }, () => {
  it('from 1024 px: a source under an answer opens its tab with the quote marked, until another tab is chosen', async () => {
    const user = userEvent.setup();
    setLargeScreen(true);
    renderDetail();
    const sidebar = await screen.findByRole('complementary', { name: 'Vragen?' }, LOADED);
    const [sources] = await within(sidebar).findAllByRole('list', { name: 'Bronnen' }, LOADED);
    const deadline = within(sources as HTMLElement).getAllByRole('button', { name: /^Planning en deadlines: toon/ })[0];
    expect(deadline).toBeDefined();

    await user.click(deadline as HTMLElement);

    expect(screen.getByRole('tab', { name: 'Planning en deadlines' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(firstMark()).toHaveFocus());
    const marked = [...screen.getByRole('tabpanel').querySelectorAll('mark')].map((mark) => mark.textContent).join('');
    expect(marked.replace(/\s+/g, '')).toBe(seededDeadlineQuote().replace(/\s+/g, ''));
    expect(
      screen.getByText(/Het geciteerde fragment is gemarkeerd in het tabblad Planning en deadlines/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Samenvatting' }));
    expect(screen.getByRole('tabpanel').querySelector('mark')).toBeNull();
  });

  it('below 1024 px: choosing a source closes the chat dialog and shows the marked quote in its tab', async () => {
    const user = userEvent.setup();
    setLargeScreen(false);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Vragen?' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Vragen?' }, LOADED);
    const source = (await within(dialog).findAllByRole('button', { name: /^Planning en deadlines: toon/ }, LOADED))[0];

    await user.click(source as HTMLElement);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADED);
    // Shown once the dialog has gone, so the focus it hands back does not take the quote's.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Planning en deadlines' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(firstMark()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Vragen?' })).not.toHaveFocus();
  });

  it('without sources in the history, the chat shows the answers only, as the specification has it', async () => {
    server.use(
      http.get(`${env.API_URL}/${endpoints.tenders.chatHistory(SEEDED_ID)}`, () =>
        HttpResponse.json({
          chatHistory: [
            [
              ['content', 'Wat is de deadline?'],
              ['type', 'human'],
            ],
            [
              ['content', 'De uiterste indieningsdatum is 5 maart.'],
              ['type', 'bot'],
            ],
          ],
        }),
      ),
    );
    setLargeScreen(true);
    renderDetail();
    const sidebar = await screen.findByRole('complementary', { name: 'Vragen?' }, LOADED);
    const log = await within(sidebar).findByRole('log', { name: 'Gesprek met de assistent' }, LOADED);
    expect(await within(log).findByText('De uiterste indieningsdatum is 5 maart.', {}, LOADED)).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(sidebar).queryByText('Bronnen')).not.toBeInTheDocument();
    expect(within(log).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Beschrijving' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel').querySelector('mark')).toBeNull();
  });
});
