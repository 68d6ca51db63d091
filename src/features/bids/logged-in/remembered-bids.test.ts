import { describe, expect, it, vi } from 'vitest';
import { readRememberedBids, rememberBids } from './remembered-bids';

const KEY = 'tw.bids-extension';

describe('what the API offered of the Bids extension, remembered', () => {
  it('reads what was kept: offered, absent, or nothing', () => {
    expect(readRememberedBids()).toBeNull();
    rememberBids(true);
    expect(localStorage.getItem(KEY)).toBe('offered');
    expect(readRememberedBids()).toBe(true);
    rememberBids(false);
    expect(localStorage.getItem(KEY)).toBe('absent');
    expect(readRememberedBids()).toBe(false);
  });

  it('reads anything else as nothing remembered', () => {
    localStorage.setItem(KEY, 'true');
    expect(readRememberedBids()).toBeNull();
  });

  it('keeps working without storage', () => {
    // The storage's own class: jsdom's Storage, or the one Vitest gives Node.
    const storage = Object.getPrototypeOf(localStorage) as Storage;
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberBids(true)).not.toThrow();
    expect(readRememberedBids()).toBeNull();
  });
});
