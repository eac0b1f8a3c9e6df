import {
  cloneElement,
  createElement,
  Fragment,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { es, type Dictionary } from './es';

/**
 * The client's translations: Spanish bundled, English fetched the first time it is chosen (hidden selector).
 *
 * A small module instead of i18next + react-i18next: what the client uses of them — typed keys, `{{name}}`
 * interpolation, plurals (`_zero` for 0, then the browser's Intl.PluralRules: `_one`, `_other`), one tagged text and a language switch —
 * fits in a few dozen lines, and the two libraries weighed 22 kB gzip of the home page's 200 kB first-load budget.
 */

export const LANGUAGES = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

type PluralSuffix = `_${Intl.LDMLPluralRule}`;
type StripPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the dictionaries, plurals named without their suffix: `t('catalog.search.found', { count })`. */
export type TranslationKey = StripPlural<Leaves<Dictionary>>;
export type TranslationValues = Readonly<Record<string, string | number | undefined>>;

const LANGUAGE_KEY = 'lang';
const dictionaries: Partial<Record<Language, Dictionary>> = { es };
let language: Language = 'es';
const listeners = new Set<() => void>();

/** Texts already looked up, per dictionary: a page asks for the same few hundred keys on every render. */
const found = new WeakMap<Dictionary, Map<string, string | undefined>>();
const pluralRules = new Map<Language, Intl.PluralRules>();

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  if (!dictionary) return undefined;
  let texts = found.get(dictionary);
  if (!texts) found.set(dictionary, (texts = new Map()));
  if (texts.has(key)) return texts.get(key);
  let node: unknown = dictionary;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : undefined;
  texts.set(key, text);
  return text;
}

function pluralRule(count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The text of a key in the current language (Spanish when missing), with `{{name}}` replaced from `values`. */
export function t(key: TranslationKey, values?: TranslationValues): string {
  const candidates: string[] = [key];
  if (typeof values?.count === 'number') {
    const rule = pluralRule(values.count);
    candidates.unshift(`${key}_${rule}`, `${key}_other`);
    if (values.count === 0) candidates.unshift(`${key}_zero`);
  }
  let text: string | undefined;
  for (const dictionary of [dictionaries[language], es]) {
    for (const candidate of candidates) text ??= lookup(dictionary, candidate);
  }
  if (text === undefined) return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values?.[name] !== undefined ? String(values[name]) : whole,
  );
}

/** A list of the current dictionary (FAQ entries, steps…): `list((d) => d.catalog.help.faq)`. */
export function list<T>(pick: (dictionary: Dictionary) => T): T {
  return pick(dictionaries[language] ?? es);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `t` and the current language; components re-render when the language changes. */
export function useTranslation(): { t: typeof t; list: typeof list; i18n: { language: Language } } {
  const current = useSyncExternalStore(
    subscribe,
    () => language,
    () => 'es' as Language,
  );
  return { t, list, i18n: { language: current } };
}

/**
 * A text with tags, each rendered by the element named in `components`: 'Desde <price>{{price}}</price> por persona'
 * with `components={{ price: <strong /> }}`.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: TranslationKey;
  values?: TranslationValues;
  components: Record<string, ReactElement>;
}): ReactNode {
  const parts = t(i18nKey, values).split(/<(\w+)>(.*?)<\/\1>/);
  const children: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) children.push(parts[i]);
    const element = components[parts[i + 1] ?? ''];
    if (element) children.push(cloneElement(element, { key: i }, parts[i + 2]));
  }
  return createElement(Fragment, null, ...children);
}

export async function changeLanguage(next: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (next === 'en' && !dictionaries.en) dictionaries.en = (await import('./en')).en;
  document.documentElement.lang = next;
  language = next;
  for (const listener of listeners) listener();
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return LANGUAGES.some((l) => l.code === value) ? (value as Language) : 'es';
  } catch {
    return 'es';
  }
}

/**
 * Applies the language chosen on an earlier visit. Pages are rendered in Spanish on the server, so a hydrating
 * browser calls this only after hydration (the first client render must match the HTML).
 */
export async function restoreLanguage(): Promise<void> {
  const stored = storedLanguage();
  if (stored !== language) await changeLanguage(stored);
}
