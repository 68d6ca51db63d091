import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { env } from '@/config/env';
import { ACTION_RETRY, TIMINGS } from '@/config/constants';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { loginAs } from '@/mocks/testing';
import { createQueryWrapper } from '@tests/utils/query-wrapper';
import type { BidBody } from '@/features/bids/model/schemas';
import type { BidTender, PassageLinks } from '../lib/bid-tender';
import { draftBackup } from '@/features/bids/model/draft-backup';
import BidSheet from './bid-sheet';

/** Open, without a seeded Bid. */
const TENDER_ID = 1;
const BID_URL = `${env.API_URL}/${bidEndpoints.one(TENDER_ID)}`;

const tender: BidTender = {
  id: TENDER_ID,
  displayName: 'Nieuwe website voor de stad',
  organization: 'Stad Gent',
  submissionDate: '2027-03-05T12:00:00',
  analysis: {
    topics: [
      {
        type: 'requirements',
        value: 'De inschrijver bezorgt:\n\n- minstens **3 referenties** van websites;\n- een ISO 27001-certificaat',
      },
      { type: 'award_criteria', value: '| Criterium | Weging |\n| --- | --- |\n| Prijs | 60 % |' },
    ],
  },
};

function renderSheet(passages?: PassageLinks) {
  loginAs('demo@tenderwijzer.be');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { wrapper } = createQueryWrapper();
  render(<BidSheet tender={tender} passages={passages} />, { wrapper });
  return user;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const status = () => screen.getByText(/Opgeslagen|Opslaan…|Niet opgeslagen|automatisch opgeslagen|Wacht op verbinding/);
const notes = () => screen.getByRole('textbox', { name: 'Notities' });
const stored = () => db.bids.find((bid) => bid.tenderId === TENDER_ID);

/** The browser's connection changes: navigator.onLine and the event React Query listens to. */
function setOnline(online: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Records every PUT body, then lets the simulated backend answer it (a resolver without a response falls through). */
function recordPuts() {
  const bodies: Pick<BidBody, 'version' | 'status' | 'decision' | 'sheet'>[] = [];
  server.use(
    http.put(BID_URL, async ({ request }) => {
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
    }),
  );
  return bodies;
}

/**
 * Waits for the autosave of the last edits. A test that edits ends with it: closing the sheet would save
 * them, and that save must land in this test's database, not the next one's.
 */
async function settle() {
  await advance(TIMINGS.bidAutosaveDebounce);
  expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  // React Query's onlineManager follows the events: the next test (same worker) starts online.
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

describe('BidSheet', { timeout: 15_000 }, () => {
  it('prefills a knock-out question per requirement, each opening its passage', async () => {
    const show = vi.fn();
    const user = renderSheet({ labelOf: (type) => (type === 'requirements' ? 'Vereisten' : null), show });
    expect(await screen.findByText('minstens 3 referenties van websites', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('een ISO 27001-certificaat')).toBeInTheDocument();
    const sources = screen.getAllByRole('button', { name: 'Toon in Vereisten' });
    expect(sources).toHaveLength(2);
    await user.click(sources[0] as HTMLElement);
    expect(show).toHaveBeenCalledWith({ topicType: 'requirements', quote: 'minstens 3 referenties van websites;' });
  });

  it('vetoes with a knock-out answered Nee, and asks a reason for a No-go', async () => {
    const user = renderSheet();
    const groups = await screen.findAllByRole('group', { name: 'Voldoen we hieraan?' }, { timeout: 4000 });
    expect(groups).toHaveLength(2);
    await user.click(within(groups[1] as HTMLElement).getByRole('radio', { name: 'Nee' }));
    expect(
      screen.getByText('No-go: de knock-outvraag ‘een ISO 27001-certificaat’ is met Nee beantwoord.'),
    ).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Jullie beslissing' })).getByRole('radio', { name: 'No-go' }),
    );
    expect(screen.getByRole('textbox', { name: /Reden/ })).toHaveAccessibleDescription(/Voer een reden in/);
    await user.type(screen.getByRole('textbox', { name: /Reden/ }), 'Geen ISO-certificaat');
    expect(screen.queryByText(/Voer een reden in/)).not.toBeInTheDocument();
    await settle();
    expect(stored()).toMatchObject({ status: 'no_go', decision: { outcome: 'no_go', reason: 'Geen ISO-certificaat' } });
  });

  it('stores no No-go without its reason while the rest saves, and the No-go once it has one', async () => {
    const bodies = recordPuts();
    const user = renderSheet();
    await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
    const reason = screen.getByRole('textbox', { name: /Reden/ });
    await user.click(
      within(screen.getByRole('group', { name: 'Jullie beslissing' })).getByRole('radio', { name: 'No-go' }),
    );
    expect(reason).toHaveAccessibleDescription(/Voer een reden in: zonder reden wordt de No-go niet opgeslagen\./);
    expect(reason).toBeInvalid();
    await user.type(notes(), 'Bespreken met de zaakvoerder');
    await settle();
    expect(bodies.at(-1)).toMatchObject({
      status: 'assessing',
      decision: { outcome: null, reason: '' },
      sheet: { notes: 'Bespreken met de zaakvoerder' },
    });
    expect(stored()).toMatchObject({ status: 'assessing', decision: { outcome: null } });
    // The sheet still shows the choice, waiting for its reason.
    expect(
      within(screen.getByRole('group', { name: 'Jullie beslissing' })).getByRole('radio', { name: 'No-go' }),
    ).toBeChecked();

    await user.type(reason, '   ');
    await settle();
    expect(stored()).toMatchObject({ status: 'assessing', decision: { outcome: null } });

    await user.clear(reason);
    await user.type(reason, 'Te weinig referenties');
    expect(reason).not.toHaveAccessibleDescription(/Voer een reden in/);
    await settle();
    expect(stored()).toMatchObject({
      status: 'no_go',
      decision: { outcome: 'no_go', reason: 'Te weinig referenties' },
      sheet: { notes: 'Bespreken met de zaakvoerder' },
    });
  });

  it("prefills a Bid added to the pipeline, and a recorded Go moves it from 'Interessant' to 'Go'", async () => {
    const now = new Date().toISOString();
    db.bids.push({
      userId: 1,
      tenderId: TENDER_ID,
      status: 'interested',
      version: 1,
      updatedAt: now,
      decision: { outcome: null, reason: '' },
      deadline: '2027-03-05',
      sheet: { gates: [], criteria: [], milestones: {}, notes: '' },
    });
    const user = renderSheet();
    expect(await screen.findAllByRole('group', { name: 'Voldoen we hieraan?' }, { timeout: 4000 })).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Strategische fit' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Jullie beslissing' })).getByRole('radio', { name: 'Go' }),
    );
    await settle();
    expect(stored()).toMatchObject({ status: 'go', version: 2, decision: { outcome: 'go' } });
  });

  it('shows the weighted total and the advice of the score', async () => {
    const user = renderSheet();
    await screen.findByRole('group', { name: 'Strategische fit' }, { timeout: 4000 });
    for (const name of [
      'Strategische fit',
      'Referenties en ervaring',
      'Capaciteit voor de deadline',
      'Kans tegen de concurrentie',
      'Marge, gezien het prijsgewicht in de gunningscriteria',
      'Relatie met de opdrachtgever',
    ]) {
      await user.click(within(screen.getByRole('group', { name })).getByRole('radio', { name: '3' }));
    }
    expect(screen.getByText('75 %', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByText('Go: de gewogen score is 75 %, minstens 70 %.')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Gunningscriteria van deze aanbesteding' })).toHaveTextContent(
      'Prijs',
    );
    await settle();
  });

  it('saves 1 s after the last change, saying Opslaan… then Opgeslagen', async () => {
    const bodies = recordPuts();
    const user = renderSheet();
    await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
    expect(status()).toHaveTextContent('Wijzigingen worden automatisch opgeslagen.');

    await user.type(notes(), 'Bel de aankoper');
    await advance(TIMINGS.bidAutosaveDebounce - 100);
    expect(bodies).toEqual([]);
    expect(status()).toHaveTextContent('Wijzigingen worden automatisch opgeslagen.');
    await advance(100);
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ version: 0, sheet: expect.objectContaining({ notes: 'Bel de aankoper' }) }),
    ]);
    expect(stored()?.version).toBe(1);

    await user.type(notes(), '!');
    expect(status()).toHaveTextContent('Wijzigingen worden automatisch opgeslagen.');
    await advance(TIMINGS.bidAutosaveDebounce);
    await screen.findByText('Opgeslagen');
    expect(bodies.at(-1)).toMatchObject({ version: 1, sheet: { notes: 'Bel de aankoper!' } });
  });

  it('sends back the fields of the stored Bid and its sheet that this build does not know', async () => {
    const bodies = recordPuts();
    const userId = db.users.find((row) => row.email === 'demo@tenderwijzer.be')!.id;
    // What a newer build stored: a field of the Bid and a part of the sheet this one has never heard of.
    db.bids.push(
      Object.assign(
        {
          userId,
          tenderId: TENDER_ID,
          status: 'assessing' as const,
          version: 3,
          updatedAt: '2026-11-25T10:00:00Z',
          decision: { outcome: null, reason: '' },
          deadline: null,
          sheet: { gates: [], criteria: [], milestones: {}, notes: '', risks: [{ text: 'Krappe planning' }] },
        },
        { owner: 'An Peeters' },
      ),
    );
    const user = renderSheet();
    await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
    await user.type(notes(), 'Bel de aankoper');
    await settle();
    expect(bodies.at(-1)).toMatchObject({
      version: 3,
      owner: 'An Peeters',
      sheet: { notes: 'Bel de aankoper', risks: [{ text: 'Krappe planning' }] },
    });
  });

  it('shows Opslaan… while the save is under way, and that it is sent again when the server does not answer', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(
        BID_URL,
        async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return HttpResponse.json({ detail: 'later' }, { status: 503 });
        },
        { once: true },
      ),
    );
    const user = renderSheet();
    await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
    await user.type(notes(), 'x');
    await advance(TIMINGS.bidAutosaveDebounce);
    expect(await screen.findByText('Opslaan…')).toBeInTheDocument();
    release();
    expect(
      await screen.findByText('De server is niet bereikbaar — we proberen je wijzigingen zo opnieuw te versturen'),
    ).toBeInTheDocument();
    await advance(ACTION_RETRY.firstDelay);
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(stored()?.sheet).toMatchObject({ notes: 'x' });
  });

  it('keeps what was typed when a save fails, and saves it on Opnieuw proberen', async () => {
    server.use(http.put(BID_URL, () => HttpResponse.json({ detail: 'Fout' }, { status: 400 }), { once: true }));
    const user = renderSheet();
    await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
    await user.type(notes(), 'Niet verliezen');
    await advance(TIMINGS.bidAutosaveDebounce);
    const retry = await screen.findByRole('button', { name: 'Niet opgeslagen — opnieuw proberen' });
    expect(notes()).toHaveValue('Niet verliezen');
    expect(stored()).toBeUndefined();
    // The draft survives a reload too.
    expect(draftBackup.read(TENDER_ID)?.draft.sheet.notes).toBe('Niet verliezen');

    await user.click(retry);
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(stored()?.sheet).toMatchObject({ notes: 'Niet verliezen' });
    expect(draftBackup.read(TENDER_ID)).toBeNull();
  });

  it('opens on unsaved edits left by a reload and sends them at once', async () => {
    loginAs('demo@tenderwijzer.be');
    draftBackup.write(TENDER_ID, {
      version: 0,
      draft: {
        status: 'assessing',
        decision: { outcome: null, reason: '' },
        deadline: '2027-03-05',
        sheet: { gates: [], criteria: [], milestones: {}, notes: 'Van voor de herlaadbeurt' },
      },
    });
    renderSheet();
    expect(await screen.findByText('Opgeslagen', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(notes()).toHaveValue('Van voor de herlaadbeurt');
    expect(stored()).toMatchObject({ version: 1, sheet: { notes: 'Van voor de herlaadbeurt' } });
  });

  it('offline keeps the edits waiting for the connection and sends the latest once when it is back', async () => {
    const bodies = recordPuts();
    const user = renderSheet();
    await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
    setOnline(false);
    await user.type(notes(), 'In de trein');
    await advance(TIMINGS.bidAutosaveDebounce);
    expect(status()).toHaveTextContent('Wacht op verbinding');
    await user.type(notes(), ', tunnel');
    await advance(TIMINGS.bidAutosaveDebounce);
    expect(status()).toHaveTextContent('Wacht op verbinding');
    expect(bodies).toEqual([]);
    expect(draftBackup.read(TENDER_ID)?.draft.sheet.notes).toBe('In de trein, tunnel');

    setOnline(true);
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ version: 0, sheet: expect.objectContaining({ notes: 'In de trein, tunnel' }) }),
    ]);
    expect(stored()).toMatchObject({ version: 1, sheet: { notes: 'In de trein, tunnel' } });
    expect(draftBackup.read(TENDER_ID)).toBeNull();
  });

  it('sends a save made while the previous one is under way on top of it, not as a conflict', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(
        BID_URL,
        async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        },
        { once: true },
      ),
    );
    const user = renderSheet();
    await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
    await user.type(notes(), 'Eerst');
    await advance(TIMINGS.bidAutosaveDebounce);
    expect(await screen.findByText('Opslaan…')).toBeInTheDocument();
    await user.type(notes(), ' en dan');
    await advance(TIMINGS.bidAutosaveDebounce);
    release();
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(stored()).toMatchObject({ version: 2, sheet: { notes: 'Eerst en dan' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('on a 409', () => {
    async function conflictAfterTyping() {
      const user = renderSheet();
      await screen.findByRole('textbox', { name: 'Notities' }, { timeout: 4000 });
      // Another tab stores a version in between.
      const userId = db.users.find((row) => row.email === 'demo@tenderwijzer.be')?.id ?? 0;
      db.bids.push({
        userId,
        tenderId: TENDER_ID,
        status: 'assessing',
        version: 4,
        updatedAt: '2026-11-25T09:30:00Z',
        decision: { outcome: null, reason: '' },
        deadline: '2027-03-05',
        sheet: { gates: [], criteria: [], milestones: {}, notes: 'Uit het andere tabblad' },
      });
      await user.type(notes(), 'Van hier');
      await advance(TIMINGS.bidAutosaveDebounce);
      const dialog = await screen.findByRole('dialog', { name: 'Dit blad is elders gewijzigd' });
      return { user, dialog };
    }

    it('asks which version to keep, and keeps mine by saving it over the stored one', async () => {
      const { user, dialog } = await conflictAfterTyping();
      expect(stored()?.sheet).toMatchObject({ notes: 'Uit het andere tabblad' });
      await user.click(within(dialog).getByRole('button', { name: 'Mijn versie houden' }));
      expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
      expect(stored()).toMatchObject({ version: 5, sheet: { notes: 'Van hier' } });
    });

    it('loads the stored version when chosen, without saving over it', async () => {
      const { user, dialog } = await conflictAfterTyping();
      await user.click(within(dialog).getByRole('button', { name: 'Opgeslagen versie laden' }));
      expect(notes()).toHaveValue('Uit het andere tabblad');
      expect(stored()).toMatchObject({ version: 4 });
      expect(draftBackup.read(TENDER_ID)).toBeNull();
    });

    it('saves nothing while the choice is put off, and reopens it from the save state', async () => {
      const { user } = await conflictAfterTyping();
      await user.keyboard('{Escape}');
      await user.type(notes(), ' en meer');
      await advance(TIMINGS.bidAutosaveDebounce * 2);
      expect(stored()).toMatchObject({ version: 4, sheet: { notes: 'Uit het andere tabblad' } });
      await user.click(screen.getByRole('button', { name: 'Niet opgeslagen — kies welke versie je houdt' }));
      expect(await screen.findByRole('dialog', { name: 'Dit blad is elders gewijzigd' })).toBeInTheDocument();
    });
  });
});
