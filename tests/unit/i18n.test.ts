import { describe, expect, it } from 'vitest';
import * as core from '@/i18n';
import * as account from '@/i18n/account';
import * as auth from '@/i18n/auth';
import * as awards from '@/i18n/awards';
import * as awardsEntry from '@/i18n/awards-entry';
import * as bidEntry from '@/i18n/bid-entry';
import * as bids from '@/i18n/bids';
import * as calendar from '@/i18n/calendar';
import * as chat from '@/i18n/chat';
import * as dayCount from '@/i18n/day-count';
import { en } from '@/i18n/en';
import * as faq from '@/i18n/faq';
import * as landing from '@/i18n/landing';
import * as legal from '@/i18n/legal';
import { nl } from '@/i18n/nl';
import * as offline from '@/i18n/offline';
import * as offlineQueue from '@/i18n/offline-queue';
import * as pipeline from '@/i18n/pipeline';
import * as preferences from '@/i18n/preferences';
import * as subscription from '@/i18n/subscription';
import * as tenders from '@/i18n/tenders';

type Tree = { readonly [key: string]: Tree | string };

/** Every text key of a dictionary tree (plural entries count as one key). */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string' || ('one' in value && 'other' in value)) return [`${prefix}${key}`];
    return leaves(value, `${prefix}${key}.`);
  });
}

// Which module serves each namespace of the one Dutch dictionary (src/i18n/nl).
const servedBy = {
  account,
  auth,
  awards,
  awardsEntry,
  bidEntry,
  bids,
  calendar,
  chat,
  common: core,
  dayCount,
  faq,
  landing,
  layout: core,
  legal,
  offline,
  offlineQueue,
  pipeline,
  preferences,
  subscription,
  tenders,
} satisfies Record<keyof typeof nl, { hasTranslation: (key: string) => boolean }>;

describe('dictionary', () => {
  it('returns Dutch texts and fills parameters', () => {
    expect(core.t('layout.header.login')).toBe('Log in');
    expect(core.t('layout.preferencesSummary.target', { target: 100 })).toBe('Doel: 100%');
    expect(faq.tp('faq.resultCount', 1)).toMatch(/1/);
  });

  it('falls back to English where a Dutch label is missing, then to the given fallback', () => {
    expect(core.hasTranslation('tenders.topics.budgeting_and_finance')).toBe(true);
    expect(core.tDynamic('tenders.topics.budgeting_and_finance', 'x')).toBe('Budgeting and Finance');
    expect(tenders.tDynamic('tenders.topics.unknown_topic', 'unknown topic')).toBe('unknown topic');
  });

  it.each(Object.keys(nl) as (keyof typeof nl)[])(
    "serves every text of the '%s' namespace from its split module",
    (namespace) => {
      const module = servedBy[namespace];
      const keys = leaves(nl as unknown as Tree).filter((key) => key.startsWith(`${namespace}.`));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !module.hasTranslation(key) && !isPlural(key))).toEqual([]);
    },
  );

  it('has a Dutch text for every English fallback text (the Dutch dictionary is the source)', () => {
    const dutch = new Set(leaves(nl as unknown as Tree));
    expect(leaves(en as unknown as Tree).filter((key) => !dutch.has(key))).toEqual([]);
    expect(tenders.t('tenders.topics.budgeting_and_finance')).toBe('Budget en financiën');
  });

  it('keeps the feature namespaces out of the entry: the layout module knows only common and layout', () => {
    expect(core.hasTranslation('landing.documentTitle')).toBe(false);
    expect(landing.hasTranslation('landing.documentTitle')).toBe(true);
    expect(landing.hasTranslation('auth.login.title')).toBe(false);
  });
});

function isPlural(key: string): boolean {
  let node: Tree | string | undefined = nl as unknown as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object' && 'one' in node;
}
