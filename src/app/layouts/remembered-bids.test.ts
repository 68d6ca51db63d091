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
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberBids(true)).not.toThrow();
    expect(readRememberedBids()).toBeNull();
  });
});
