import { STORAGE_KEYS } from '@/config/constants';
import type { AccessLevel } from '@/features/subscription/status/schemas';

/**
 * What the payment banner showed last: its access level, for 'ends soon' the end date, and the height it
 * took at a window this wide. Read by the root layout's placeholder and by the banner itself, so it stays
 * free of the API stack.
 */
export type RememberedBanner = { level: AccessLevel; periodEnd: string | null; height: number; width: number };

/** The banner this browser showed last, or null (none, or nothing readable). */
export function readRememberedBanner(): RememberedBanner | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.paymentBanner) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { level, periodEnd, height, width } = value as Record<string, unknown>;
    if (typeof level !== 'string' || typeof height !== 'number' || typeof width !== 'number') return null;
    return { level: level as AccessLevel, periodEnd: typeof periodEnd === 'string' ? periodEnd : null, height, width };
  } catch {
    return null;
  }
}

/** Keeps the banner just shown (null: none) for the next page load. */
export function rememberBanner(banner: RememberedBanner | null): void {
  if (banner) localStorage.setItem(STORAGE_KEYS.paymentBanner, JSON.stringify(banner));
  else localStorage.removeItem(STORAGE_KEYS.paymentBanner);
}
