import { STORAGE_KEYS } from '@/config/constants';

/**
 * Whether the API offered the Bids extension when this browser last asked (true: it answered the probe, with
 * the Bids or a 403; false: a 404), or null: never asked, or nothing readable. The navigation shows what it
 * says until the probe answers again.
 */
export function readRememberedBids(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.bidsExtension);
    return value === 'offered' ? true : value === 'absent' ? false : null;
  } catch {
    return null;
  }
}

/** Keeps the probe's answer for the next page load. */
export function rememberBids(offered: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.bidsExtension, offered ? 'offered' : 'absent');
  } catch {
    // Storage blocked: the next load shows the spec's navigation until the probe answers, as before.
  }
}
