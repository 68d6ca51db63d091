import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import type { FaqItem } from '@/features/faq/api/schemas';
import { FAQS as SEEDED_FAQS } from '@/mocks/seed/faqs';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import FaqPage from './faq-page';

const FAQS_URL = `${env.API_URL}/${endpoints.faqs}`;

const faq = (overrides: Partial<FaqItem> & Pick<FaqItem, 'id' | 'question'>): FaqItem => ({
  answer: `Antwoord op ${overrides.question}`,
  category: 'general',
  isVisible: true,
  order: null,
  ...overrides,
});

// Deliberately unsorted, with a hidden item and items without an order.
const FAQS: FaqItem[] = [
  faq({ id: 5, question: 'Hoe verbeter ik mijn matchingprofiel?', order: 2 }),
  faq({ id: 2, question: 'Zonder volgorde, hoger id', order: null }),
  faq({ id: 9, question: 'Verborgen vraag', order: 0, isVisible: false }),
  faq({ id: 1, question: 'Zonder volgorde, lager id', order: null }),
  faq({
    id: 3,
    question: 'Wat is tender matching?',
    order: 1,
    answer: 'Wij koppelen **aanbestedingen** aan uw profiel.',
  }),
  faq({ id: 8, question: 'Zelfde volgorde, hoger id', order: 2 }),
];

function serveFaqs(items: unknown, status = 200) {
  server.use(http.get(FAQS_URL, () => HttpResponse.json(items as never, { status })));
}

function renderPage() {
  return renderWithProviders(<FaqPage />, { path: '/faq', url: '/faq' });
}

const questionButtons = () => screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);

describe('FaqPage', () => {
  it('asks the server for the general category', async () => {
    let category: string | null = null;
    server.use(
      http.get(FAQS_URL, ({ request }) => {
        category = new URL(request.url).searchParams.get('category');
        return HttpResponse.json(FAQS);
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Wat is tender matching?' });
    expect(category).toBe('general');
  });

  it('shows only visible items, by order then id, items without an order last', async () => {
    serveFaqs(FAQS);
    renderPage();
    await screen.findByRole('button', { name: 'Wat is tender matching?' });
    expect(questionButtons()).toEqual([
      'Wat is tender matching?',
      'Hoe verbeter ik mijn matchingprofiel?',
      'Zelfde volgorde, hoger id',
      'Zonder volgorde, lager id',
      'Zonder volgorde, hoger id',
    ]);
    expect(screen.queryByText('Verborgen vraag')).not.toBeInTheDocument();
  });

  it('opens an answer, rendered as markdown, under a level-2 question heading', async () => {
    serveFaqs(FAQS);
    const user = userEvent.setup();
    renderPage();
    const question = await screen.findByRole('button', { name: 'Wat is tender matching?' });
    expect(question.closest('h2')).not.toBeNull();
    await user.click(question);
    const answer = screen.getByRole('region', { name: 'Wat is tender matching?' });
    expect((await within(answer).findByText('aanbestedingen')).tagName).toBe('STRONG');
  });

  it('filters questions and answers as one types, ignoring case', async () => {
    serveFaqs(FAQS);
    const user = userEvent.setup();
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Zoek in veelgestelde vragen' });
    expect(search).toHaveAttribute('placeholder', 'Zoek in veelgestelde vragen...');

    await user.type(search, 'MATCH');
    expect(questionButtons()).toEqual(['Wat is tender matching?', 'Hoe verbeter ik mijn matchingprofiel?']);
    expect(screen.getByRole('status')).toHaveTextContent('2 vragen gevonden');

    await user.clear(search);
    await user.type(search, 'AANBESTEDINGEN'); // only in an answer
    expect(questionButtons()).toEqual(['Wat is tender matching?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 vraag gevonden');

    await user.clear(search);
    await user.type(search, 'btw');
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Geen vragen gevonden voor "btw".');

    await user.clear(search);
    expect(questionButtons()).toHaveLength(5);
  });

  it('shows a loading state while the questions load', async () => {
    server.use(
      http.get(FAQS_URL, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage();
    expect(await screen.findByText('Veelgestelde vragen worden geladen...')).toBeInTheDocument();
  });

  it('shows the error message of the specification when the server fails, and retries', async () => {
    serveFaqs({ detail: 'Serverfout' }, 500);
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fout bij het laden van veelgestelde vragen. Probeer het later opnieuw.');

    serveFaqs(FAQS);
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('button', { name: 'Wat is tender matching?' })).toBeInTheDocument();
  });

  it('shows the error message when the answer has an unexpected shape', async () => {
    serveFaqs({ results: FAQS });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij het laden van veelgestelde vragen.');
  });

  it('shows the empty message, without a search box, when there are no questions', async () => {
    serveFaqs([]);
    renderPage();
    expect(await screen.findByText('Geen veelgestelde vragen beschikbaar.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('treats a list of hidden questions as empty', async () => {
    serveFaqs([faq({ id: 1, question: 'Verborgen', isVisible: false })]);
    renderPage();
    expect(await screen.findByText('Geen veelgestelde vragen beschikbaar.')).toBeInTheDocument();
  });

  it('offers the contact address for questions that are not listed', async () => {
    serveFaqs(FAQS);
    renderPage();
    const link = screen.getByRole('link', { name: env.CONTACT_EMAIL });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^mailto:${env.CONTACT_EMAIL}\\?subject=`));
    await screen.findByRole('button', { name: 'Wat is tender matching?' });
  });

  it("shows the simulated backend's general FAQs in their order", async () => {
    renderPage();
    const expected = SEEDED_FAQS.filter((item) => item.category === 'general' && item.isVisible)
      .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id - b.id)
      .map((item) => item.question);
    expect(expected.length).toBeGreaterThan(0);
    await screen.findByRole('button', { name: expected[0] });
    expect(questionButtons()).toEqual(expected);
  });
});
