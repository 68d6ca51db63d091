import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/frame/session';
import { tokenStorage } from '@/api/early/token-storage';
import { offlineNotice } from '@/app/offline-app';
import { OfflineNotice } from './offline-notice';

const OFFLINE_TEXT = 'Je bent offline. We proberen opnieuw zodra de verbinding terug is.';

function goOffline(offline: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // React Query's onlineManager follows the events: the next test file (same worker) starts online.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  });

  it('says nothing while the browser is online', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says, in the same polite status, when the session cannot reach the server, until a refresh works', () => {
    tokenStorage.set({ access: 'a', refresh: 'r' });
    render(<OfflineNotice />);
    act(() => session.unreachable(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('De server is niet bereikbaar. We proberen het zo opnieuw.');
    act(() => session.reachable());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces going offline and clears the notice when the connection is back', () => {
    render(<OfflineNotice />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    ['today', new Date(2026, 10, 25, 14, 32), 'Offline — gegevens van vandaag 14:32'],
    ['yesterday', new Date(2026, 10, 24, 9, 5), 'Offline — gegevens van gisteren 09:05'],
    ['earlier', new Date(2026, 10, 3, 17, 0), 'Offline — gegevens van 03/11/2026 17:00'],
  ])('says how old the data on screen is when it was fetched %s', (_day, fetchedAt, text) => {
    expect(offlineNotice(fetchedAt.getTime(), new Date(2026, 10, 25, 18, 0))).toBe(text);
  });

  it('says how old the data on screen is when an app page gives it the age', () => {
    render(<OfflineNotice notice="Offline — gegevens van vandaag 08:15" />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Offline — gegevens van vandaag 08:15');
  });
});
