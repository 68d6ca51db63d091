import { STORAGE_GB } from './constants';

/**
 * What the Premium plan includes (spec §1, §2 'Pricing'), in order; the two AI features are highlighted.
 * Names are the dictionary's `common.planFeatures.<key>`; `value` is shown after the name when set.
 */
export const PLAN_FEATURES = [
  { key: 'aiMatching', highlighted: true },
  { key: 'aiAssistant', highlighted: true },
  { key: 'requestTenders' },
  { key: 'fullAccess' },
  { key: 'support' },
  { key: 'storage', value: `${STORAGE_GB}GB` },
] as const satisfies readonly { key: string; highlighted?: boolean; value?: string }[];
