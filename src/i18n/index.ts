import { en } from './en';
import { nl } from './nl';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends { one: string; other: string }
      ? `${Prefix}${K}`
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Plurals<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends { one: string; other: string }
    ? `${Prefix}${K}`
    : T[K] extends string
      ? never
      : Plurals<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<typeof nl> | Leaves<typeof en>;
export type PluralKey = Plurals<typeof nl>;
export type TranslationParams = Record<string, string | number>;

type Tree = { readonly [key: string]: Tree | string };

function lookup(tree: Tree, key: string): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Whether the Dutch or English dictionary holds a text for a key built at run time (topic types). */
export function hasTranslation(key: string): boolean {
  return typeof lookup(nl, key) === 'string' || typeof lookup(en, key) === 'string';
}

/** Dutch text for a key, the English text where the Dutch one is missing, else the key itself. */
export function t(key: TranslationKey, params?: TranslationParams): string {
  const dutch = lookup(nl, key);
  if (typeof dutch === 'string') return interpolate(dutch, params);
  const english = lookup(en, key);
  if (typeof english === 'string') return interpolate(english, params);
  return key;
}

/** Dutch text for a key whose entry is `{ one, other }`, chosen by count ('{count}' is filled in). */
export function tp(key: PluralKey, count: number, params?: TranslationParams): string {
  const entry = lookup(nl, key) as { one: string; other: string } | undefined;
  if (!entry) return key;
  return interpolate(count === 1 ? entry.one : entry.other, { count, ...params });
}

/** Looks up a key built at run time (for example a topic type) without a type guarantee. */
export function tDynamic(key: string, fallback: string): string {
  const dutch = lookup(nl, key);
  if (typeof dutch === 'string') return dutch;
  const english = lookup(en, key);
  return typeof english === 'string' ? english : fallback;
}
