import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '@/api/early/token-storage';
import { offlineStatus } from '@/api/offline/offline-status';
import { QueryState, type QueryLike } from './query-state';

type Faq = { id: number; question: string };

function query(overrides: Partial<QueryLike<Faq[], Error>>): QueryLike<Faq[], Error> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...overrides };
}

function renderState(state: QueryLike<Faq[], Error>) {
  return render(
    <QueryState
      query={state}
      errorMessage={() => 'Fout bij het laden van veelgestelde vragen. Probeer het later opnieuw.'}
      isEmpty={(faqs) => faqs.length === 0}
      empty={<p>Geen veelgestelde vragen beschikbaar.</p>}
    >
      {(faqs) => (
        <ul>
          {faqs.map((faq) => (
            <li key={faq.id}>{faq.question}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows skeletons and a spoken Loading... while pending', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows a custom loading placeholder', () => {
    render(
      <QueryState query={query({ isPending: true })} loading={<p>Laden…</p>} errorMessage={() => 'fout'}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Laden…')).toBeInTheDocument();
  });

  it('shows the error with a retry button that refetches', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderState(query({ isError: true, error: new Error('500'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fout bij het laden van veelgestelde vragen. Probeer het later opnieuw.',
    );
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('marks the retry button busy while refetching', () => {
    renderState(query({ isError: true, error: new Error('500'), isFetching: true }));
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty message for empty data', () => {
    renderState(query({ data: [] }));
    expect(screen.getByText('Geen veelgestelde vragen beschikbaar.')).toBeInTheDocument();
  });

  it('renders the data, and keeps it when a background refetch fails', () => {
    const faqs = [{ id: 1, question: 'Wat is tender matching?' }];
    const { rerender } = renderState(query({ data: faqs }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Wat is tender matching?');

    rerender(
      <QueryState query={query({ data: faqs, isError: true, error: new Error('500') })} errorMessage={() => 'fout'}>
        {(data) => <p>{data[0]?.question}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Wat is tender matching?')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the first data in a deferred render, the placeholder staying until then, and later data at once', () => {
    const renders: string[] = [];
    function Placeholder() {
      renders.push('placeholder');
      return <p>Laden…</p>;
    }
    const faqs = [{ id: 1, question: 'Wat is tender matching?' }];
    const view = (state: QueryLike<Faq[], Error>) => (
      <QueryState query={state} loading={<Placeholder />} errorMessage={() => 'fout'}>
        {(data) => {
          renders.push('content');
          return <p>{data[0]?.question}</p>;
        }}
      </QueryState>
    );
    const { rerender } = render(view(query({ isPending: true })));
    rerender(view(query({ data: faqs })));
    expect(screen.getByText('Wat is tender matching?')).toBeInTheDocument();
    expect(renders).toEqual(['placeholder', 'placeholder', 'content']);

    renders.length = 0;
    rerender(view(query({ data: [{ id: 1, question: 'Wat kost het?' }] })));
    expect(renders).toEqual(['content']);
  });

  it('shows the placeholder at once when the data goes (another query key), never the empty state', () => {
    const { rerender } = renderState(query({ data: [{ id: 1, question: 'Wat is tender matching?' }] }));
    rerender(
      <QueryState
        query={query({ isPending: true })}
        errorMessage={() => 'fout'}
        isEmpty={(faqs) => faqs.length === 0}
        empty={<p>Geen veelgestelde vragen beschikbaar.</p>}
      >
        {(faqs) => <p>{faqs[0]?.question}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Wat is tender matching?')).not.toBeInTheDocument();
    expect(screen.queryByText('Geen veelgestelde vragen beschikbaar.')).not.toBeInTheDocument();
  });

  describe('offline', () => {
    afterEach(() => offlineStatus.set({ restored: false }));

    it('says a connection is needed when the query waits for the network and nothing is cached', () => {
      tokenStorage.set({ access: 'token', refresh: 'refresh' });
      offlineStatus.set({ restored: true });
      renderState(query({ isPending: true, fetchStatus: 'paused' }));
      expect(screen.getByText(/Hiervoor is een internetverbinding nodig/)).toBeInTheDocument();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    });

    it('tells a visitor at once: nobody logged in has a persisted cache', () => {
      renderState(query({ isPending: true, fetchStatus: 'paused' }));
      expect(screen.getByText(/Hiervoor is een internetverbinding nodig/)).toBeInTheDocument();
    });

    it("keeps loading until a user's persisted cache has been read, then says so", () => {
      tokenStorage.set({ access: 'token', refresh: 'refresh' });
      renderState(query({ isPending: true, fetchStatus: 'paused' }));
      expect(screen.getByText('Loading...')).toBeInTheDocument();
      act(() => offlineStatus.set({ restored: true }));
      expect(screen.getByText(/Hiervoor is een internetverbinding nodig/)).toBeInTheDocument();
    });

    it('shows cached data offline', () => {
      offlineStatus.set({ restored: true });
      renderState(query({ fetchStatus: 'paused', data: [{ id: 1, question: 'Wat kost het?' }] }));
      expect(screen.getByText('Wat kost het?')).toBeInTheDocument();
    });
  });
});
