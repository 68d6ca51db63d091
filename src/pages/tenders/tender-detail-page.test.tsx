import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { stubEverythingInView } from '@tests/utils/intersection-observer';
import { readMailto } from '@tests/utils/mailto';
import { renderWithProviders } from '@tests/utils/render';
import TenderDetailPage from './tender-detail-page';

const FULL = 'demo@tenderwijzer.be';
const NO_SUBSCRIPTION = 'gratis@tenderwijzer.be';
/** Seeded: saved by the demo user, with every topic. */
const SEEDED_ID = 50;
const CUSTOM_ID = 999;

const DUTCH_LABELS: Record<string, string> = {
  budgeting_and_finance: 'Budget en financiën',
  planning_and_deadlines: 'Planning en deadlines',
  duration: 'Duur',
  location: 'Locatie',
  award_criteria: 'Gunningscriteria',
  summary: 'Samenvatting',
  sectors: 'Sectoren',
  requirements: 'Vereisten',
};

function renderDetail(id: number | string = SEEDED_ID, user = FULL) {
  return renderWithProviders(<TenderDetailPage />, { path: '/tenders/:id/info', url: `/tenders/${id}/info`, user });
}

function serveTender(tender: Record<string, unknown>) {
  server.use(
    http.get(`${env.API_URL}/${endpoints.tenders.info(CUSTOM_ID)}`, () =>
      HttpResponse.json({
        data: {
          id: CUSTOM_ID,
          displayName: 'Onderhoud van groenzones',
          displayDescription: '',
          description: 'De **oorspronkelijke** beschrijving.',
          organization: null,
          analysis: { id: 1, labels: [], topics: [] },
          isSaved: false,
          isRejected: false,
          ...tender,
        },
      }),
    ),
  );
}

const seeded = () => {
  const tender = db.tenders.find((row) => row.id === SEEDED_ID);
  if (!tender) throw new Error('seeded tender missing');
  return tender;
};

describe('TenderDetailPage', () => {
  it('says it is loading, then shows the name and the organisation', async () => {
    renderDetail();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const tender = seeded();
    expect(await screen.findByRole('heading', { level: 1, name: tender.displayName })).toBeInTheDocument();
    expect(screen.getByText(tender.organization ?? '')).toBeInTheDocument();
  });

  it('shows the description first, then one Dutch-labelled tab per topic, without a second description', async () => {
    renderDetail();
    const tabs = await screen.findAllByRole('tab');
    const expected = [
      'Beschrijving',
      ...seeded()
        .topics.filter((topic) => topic.type !== 'description')
        .map((topic) => DUTCH_LABELS[topic.type]),
    ];
    expect(tabs.map((tab) => tab.textContent)).toEqual(expected);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Onderdelen van de aanbesteding' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and renders the selected topic as markdown', async () => {
    const user = userEvent.setup();
    renderDetail();
    const tabs = await screen.findAllByRole('tab');
    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Planning en deadlines' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Uiterste indieningsdatum:').tagName).toBe('STRONG');
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('renders GFM tables, labels an unknown type with spaces, says when a topic is empty', async () => {
    const user = userEvent.setup();
    serveTender({
      displayDescription: 'Korte **beschrijving**.',
      organization: 'Stad Gent',
      analysis: {
        id: 1,
        labels: [],
        topics: [
          { id: 1, type: 'description', value: 'Dubbele beschrijving', language: 'nl' },
          {
            id: 2,
            type: 'award_criteria',
            value: '| Criterium | Weging |\n| --- | --- |\n| Prijs | 60 % |',
            language: 'nl',
          },
          { id: 3, type: 'extra_contract_info', value: '', language: 'nl' },
          { id: 4, type: 'locatie', value: 'Gent', language: 'nl' },
        ],
      },
    });
    renderDetail(CUSTOM_ID);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Beschrijving',
      'Gunningscriteria',
      'extra contract info',
      'Locatie',
    ]);
    expect(within(screen.getByRole('tabpanel')).getByText('beschrijving').tagName).toBe('STRONG');
    expect(screen.queryByText('Dubbele beschrijving')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Gunningscriteria' }));
    const table = within(screen.getByRole('tabpanel')).getByRole('table');
    expect(within(table).getByRole('cell', { name: '60 %' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'extra contract info' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No content available.')).toBeInTheDocument();
  });

  it('falls back to the description, and says so when there is none', async () => {
    serveTender({ description: null, displayDescription: null });
    renderDetail(CUSTOM_ID);
    expect(await screen.findByText('No content available.')).toBeInTheDocument();
  });

  it('uses the plain description when there is no display description', async () => {
    serveTender({});
    renderDetail(CUSTOM_ID);
    expect((await screen.findByText('oorspronkelijke')).tagName).toBe('STRONG');
    expect(screen.queryByText('Organisatie', { exact: false })).not.toBeInTheDocument();
  });

  it('renders script and onerror markup in a topic as text that runs nothing', async () => {
    const user = userEvent.setup();
    const win = window as unknown as { pwned?: boolean };
    serveTender({
      analysis: {
        id: 1,
        labels: [],
        topics: [
          {
            id: 2,
            type: 'summary',
            value:
              'Voor <script>window.pwned = true</script> na\n\nBeeld <img src="x" onerror="window.pwned = true"> tekst\n\n<script>window.pwned = true</script>',
            language: 'nl',
          },
        ],
      },
    });
    renderDetail(CUSTOM_ID);
    await user.click(await screen.findByRole('tab', { name: 'Samenvatting' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Voor <script>window.pwned = true</script> na');
    expect(panel).toHaveTextContent('Beeld <img src="x" onerror="window.pwned = true"> tekst');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('img')).toBeNull();
    expect(panel.querySelector('[onerror]')).toBeNull();
    expect(win.pwned).toBeUndefined();
  });

  it('shows the error text when the tender cannot be fetched', async () => {
    server.use(
      http.get(`${env.API_URL}/${endpoints.tenders.info(CUSTOM_ID)}`, () =>
        HttpResponse.json({ detail: 'Niet gevonden.' }, { status: 404 }),
      ),
    );
    renderDetail(CUSTOM_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching tender data.');
  });

  it('shows the error text when the answer holds no tender', async () => {
    server.use(http.get(`${env.API_URL}/${endpoints.tenders.info(CUSTOM_ID)}`, () => HttpResponse.json({})));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail(CUSTOM_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching tender data.');
  });

  it('keeps the invalid-id message', () => {
    renderDetail('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldig aanbestedingsnummer');
  });

  it('toggles Bewaard/Bewaren and Verwerpen/Verworpen with their pressed state, at once and on the server', async () => {
    const user = userEvent.setup();
    renderDetail();
    const save = await screen.findByRole('button', { name: 'Bewaard' });
    expect(save).toHaveAttribute('aria-pressed', 'true');
    await user.click(save);
    expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');

    const reject = screen.getByRole('button', { name: 'Verwerpen' });
    expect(reject).toHaveAttribute('aria-pressed', 'false');
    await user.click(reject);
    expect(screen.getByRole('button', { name: 'Verworpen' })).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => {
      const row = db.interactions.find((item) => item.tenderId === SEEDED_ID && item.userId === 1);
      expect(row).toMatchObject({ isSaved: false, isRejected: true });
    });
  });

  it('offers a help mail with a Dutch subject and the tender id, name and link in the body', async () => {
    renderDetail();
    const link = await screen.findByRole('link', { name: 'Help me deel te nemen aan deze tender!' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`^mailto:${env.CONTACT_EMAIL.replace('.', '\\.')}\\?subject=`));
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe(`Hulp gevraagd bij aanbesteding ${SEEDED_ID}`);
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain(`Aanbesteding-ID: ${SEEDED_ID}`);
    expect(body).toContain(`Naam: ${seeded().displayName}`);
    expect(body).toContain(`Link: ${window.location.origin}/tenders/${SEEDED_ID}/info`);
  });

  it('keeps quotes, ampersands, "?", "#" and line breaks of the tender name inside the help mail (RFC 6068)', async () => {
    const name = 'Bouw "Zuid" & renovatie? Lot #2\nfase 1 + 2';
    serveTender({ displayName: name });
    renderDetail(CUSTOM_ID);
    const link = await screen.findByRole('link', { name: 'Help me deel te nemen aan deze tender!' });
    const mail = readMailto(link.getAttribute('href') ?? '');
    expect(mail.subject).toBe(`Hulp gevraagd bij aanbesteding ${CUSTOM_ID}`);
    expect(mail.body).toContain(`Naam: ${name}\nLink: ${window.location.origin}/tenders/${CUSTOM_ID}/info\n`);
  });

  it('makes script links and images in the tender text inert, and web links safe', async () => {
    serveTender({
      displayDescription: [
        '[klik](javascript:alert(1)) [hoofdletters](JAVASCRIPT:alert(2)) [vb](vbscript:msgbox(3))',
        '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==) <javascript:alert(5)>',
        '![beeld](javascript:alert(6)) <a href="javascript:alert(7)">ruw</a>',
        '[bron](https://ted.europa.eu/notice)',
      ].join('\n\n'),
    });
    renderDetail(CUSTOM_ID);
    expect(await screen.findByText('klik')).toBeInTheDocument();
    const unsafe = /^\s*(javascript|vbscript|data):/i;
    for (const element of document.querySelectorAll('[href], [src]')) {
      expect(element.getAttribute('href') ?? '').not.toMatch(unsafe);
      expect(element.getAttribute('src') ?? '').not.toMatch(unsafe);
    }
    expect(document.querySelector('script, [onerror], [onclick]')).toBeNull();
    expect(screen.getByRole('link', { name: /bron/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('blocks a user without full access with the toast and an explanation, without asking the server', async () => {
    let detailCalls = 0;
    server.use(
      http.get(`${env.API_URL}/${endpoints.tenders.info(SEEDED_ID)}`, () => {
        detailCalls += 1;
        return HttpResponse.json({ detail: 'Geen toegang.' }, { status: 403 });
      }),
    );
    renderDetail(SEEDED_ID, NO_SUBSCRIPTION);
    expect(
      await screen.findByText(
        'Tenderdetails bekijken, opslaan en afwijzen is enkel beschikbaar met een volledig abonnement.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enkel met een volledig abonnement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abonnement bekijken' })).toHaveAttribute('href', '/account');
    await act(() => Promise.resolve());
    expect(detailCalls).toBe(0);
    expect(screen.queryByText('Error fetching tender data.')).not.toBeInTheDocument();
  });

  describe('Veelgestelde Vragen', () => {
    const QUESTIONS = [
      'Hoe schrijf ik in op deze aanbesteding?',
      'Welke documenten heb ik nodig?',
      'Kan ik vragen stellen tijdens de verduidelijkingsperiode?',
    ];

    // The questions' code loads as the section nears the viewport.
    beforeEach(stubEverythingInView);

    async function faqSection() {
      const section = await screen.findByRole('region', { name: 'Veelgestelde Vragen' });
      await within(section).findByRole('searchbox');
      return section;
    }

    it('shows the static tender FAQs collapsed, by order then id, without a server call', async () => {
      const user = userEvent.setup();
      renderDetail();
      const section = await faqSection();
      const toggles = within(section).getAllByRole('button', { expanded: false });
      expect(toggles.map((button) => button.textContent)).toEqual(QUESTIONS);
      expect(within(section).getByRole('radio', { name: 'Uitklappen' })).toBeChecked();
      await user.click(toggles[1] as HTMLElement);
      expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
      expect((await within(section).findByText('offerteformulier')).tagName).toBe('STRONG');
    });

    it('switches to a list and to cards', async () => {
      const user = userEvent.setup();
      renderDetail();
      const section = await faqSection();
      await user.click(within(section).getByRole('radio', { name: 'Lijst' }));
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(QUESTIONS);
      expect(within(section).queryByRole('button', { expanded: false })).not.toBeInTheDocument();
      await user.click(within(section).getByRole('radio', { name: 'Kaarten' }));
      expect(within(section).getByRole('radio', { name: 'Kaarten' })).toBeChecked();
      expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    });

    it('filters with the search box and says when nothing matches', async () => {
      const user = userEvent.setup();
      renderDetail();
      const section = await faqSection();
      const search = within(section).getByRole('searchbox');
      expect(search).toHaveAttribute('placeholder', 'Zoek in veelgestelde vragen...');
      await user.type(search, 'verduidelijking');
      expect(
        within(section)
          .getAllByRole('button', { expanded: false })
          .map((b) => b.textContent),
      ).toEqual([QUESTIONS[2]]);
      await user.clear(search);
      await user.type(search, 'zonnepanelen');
      expect(within(section).getByRole('status')).toHaveTextContent('Geen vragen gevonden');
    });
  });
});
