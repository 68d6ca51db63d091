import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

const OFFLINE_TEXT = 'Je bent offline. We proberen opnieuw zodra de verbinding terug is.';

function goOffline(offline: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing while the browser is online', () => {
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces going offline and clears the notice when the connection is back', () => {
    render(<OfflineNotice />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });
});
