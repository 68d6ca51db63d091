import { en } from './en';

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

/** Keys of a Dutch dictionary (or part of one), with the English fallback's keys. */
export type KeyOf<Dictionary> = Leaves<Dictionary> | Leaves<typeof en>;
export type PluralKeyOf<Dictionary> = Plurals<Dictionary>;
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

/**
 * The lookup functions over some namespaces of the Dutch dictionary (src/i18n/nl), English fallback
 * (src/i18n/en.ts) included. Each route's code brings the namespaces it uses, so no page downloads the
 * texts of all the others; the key types make a key of a namespace that was not brought a type error.
 */
export function createTranslator<Dictionary extends object>(dictionary: Dictionary) {
  const dutch = dictionary as unknown as Tree;
  const english = en as unknown as Tree;

  /** Dutch text for a key, the English text where the Dutch one is missing, else the key itself. */
  function t(key: KeyOf<Dictionary>, params?: TranslationParams): string {
    const text = lookup(dutch, key);
    if (typeof text === 'string') return interpolate(text, params);
    const fallback = lookup(english, key);
    return typeof fallback === 'string' ? interpolate(fallback, params) : key;
  }

  /** Dutch text for a key whose entry is `{ one, other }`, chosen by count ('{count}' is filled in). */
  function tp(key: PluralKeyOf<Dictionary>, count: number, params?: TranslationParams): string {
    const entry = lookup(dutch, key) as { one: string; other: string } | undefined;
    if (!entry) return key;
    return interpolate(count === 1 ? entry.one : entry.other, { count, ...params });
  }

  /** Whether the Dutch or English dictionary holds a text for a key built at run time (topic types). */
  function hasTranslation(key: string): boolean {
    return typeof lookup(dutch, key) === 'string' || typeof lookup(english, key) === 'string';
  }

  /** Looks up a key built at run time (for example a topic type) without a type guarantee. */
  function tDynamic(key: string, fallback: string): string {
    const text = lookup(dutch, key);
    if (typeof text === 'string') return text;
    const other = lookup(english, key);
    return typeof other === 'string' ? other : fallback;
  }

  return { t, tp, hasTranslation, tDynamic };
}
