// The page's language: English or German, chosen from the browser's languages (navigator.languages)
// or the lobby's switch (remembered in localStorage). Every word a player reads goes through `t(key,
// args)`; the English catalog is part of the first load, the German one is fetched when chosen
// (a dynamic import: its own chunk). `language` is a signal, so a component that called `t` renders
// again when the language changes. The engine and the signed log know no language: the log is put
// into words by each reader's page (narrate.ts), in that reader's language.
import { signal } from '@preact/signals';
import { en } from './en';
import { format, type Locale, type MessageArgs } from './format';
import { refusalKey } from './refusalKey';

export type Lang = 'en' | 'de';
export type Key = keyof typeof en;
/** A language's messages: every key of the English catalog, with the same placeholders. */
export type Catalog = Record<Key, string>;
export type { MessageArgs };

/** The languages the page speaks, each named in itself (the switch's labels). */
export const LANGUAGES: readonly { id: Lang; label: string }[] = [
  { id: 'en', label: 'English' },
  { id: 'de', label: 'Deutsch' },
];

/** What a message the chosen language lacks shows instead: visible on screen, and searched for by the browser suite. */
export const MISSING = '⟦';

const STORE = 'hexknights.lang';
const catalogs: Partial<Record<Lang, Catalog>> = { en };
/** The engine's refusal reasons in each other language, by refusalKey of the English text. */
const refusalTables: Partial<Record<Lang, Record<string, string>>> = {};
/** The variants' help in each other language, by variant name (English: the engine's text). */
const variantHelpTables: Partial<Record<Lang, Record<string, string>>> = {};
/** The log verifier's reason patterns in each other language: [English pattern, its words] (de/verifyReasons.ts). */
const verifyReasonTables: Partial<Record<Lang, readonly (readonly [string, string])[]>> = {};
const locales: Partial<Record<Lang, Locale>> = {};

export const language = signal<Lang>('en');

/** The remembered choice, else the first of the browser's languages the page speaks, else English. */
export function preferredLanguage(): Lang {
  try {
    const kept = localStorage.getItem(STORE);
    if (kept === 'en' || kept === 'de') return kept;
  } catch {
    // storage blocked: the browser's languages decide
  }
  const asked = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of asked) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}

/** Loads `lang`'s catalog if needed and switches the page to it; `remember` keeps the choice for the next visit. */
export async function setLanguage(lang: Lang, remember = false): Promise<void> {
  if (!catalogs[lang]) {
    const german = await import('./de');
    catalogs[lang] = german.de;
    refusalTables[lang] = german.refusals;
    variantHelpTables[lang] = german.variantHelp;
    verifyReasonTables[lang] = german.verifyReasons;
  }
  language.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  if (remember) {
    try {
      localStorage.setItem(STORE, lang);
    } catch {
      // not remembered: the page still speaks it now
    }
  }
}

function locale(lang: Lang): Locale {
  return (locales[lang] ??= { plural: new Intl.PluralRules(lang), number: new Intl.NumberFormat(lang) });
}

/** The message `key` in the page's language with its placeholders filled in. */
export function t(key: Key, args: MessageArgs = {}): string {
  const lang = language.value;
  const msg = catalogs[lang]?.[key];
  return msg === undefined ? `${MISSING}${key}⟧` : format(msg, args, locale(lang));
}

/** Whether `key` names a message (for words made from data: card names, variant names). */
export function isKey(key: string): key is Key {
  return Object.hasOwn(en, key);
}

/** "Ann, Ben and Cy" / "Ann, Ben und Cy". */
export function listText(items: string[]): string {
  return new Intl.ListFormat(language.value, { type: 'conjunction' }).format(items);
}

/** 1,234 / 1.234 */
export function numberText(n: number): string {
  return locale(language.value).number.format(n);
}

/**
 * A message around elements the caller draws itself (a name in its player's colour, a row of card
 * icons): the text between the `slots` placeholders, in the language's own word order, with each
 * slot's index where it stands ("{from} offers {to}" -> ["", 0, " offers ", 1, ""]).
 */
export function pieces(key: Key, slots: string[], args: MessageArgs = {}): (string | number)[] {
  const marked = { ...args, ...Object.fromEntries(slots.map((slot, i) => [slot, `\u0000${i}\u0000`])) };
  return t(key, marked)
    .split('\u0000')
    .map((part, i) => (i % 2 ? Number(part) : part));
}

const TOO_LATE = /^too late for entry (\d+): another entry was sequenced there first \(the log is at entry (\d+)\)$/;

/**
 * Why an action was refused, in the page's language: the engine's reasons and the host's "too late"
 * come in English (their texts are stable); a reason the page has no words for is shown as it came.
 */
export function refusalText(reason: string): string {
  const late = TOO_LATE.exec(reason);
  if (late) return t('refusal.tooLate', { seq: late[1], next: late[2] });
  return refusalTables[language.value]?.[refusalKey(reason)] ?? reason;
}

/** The log verifier's reason patterns with the page language's words for each (none for English). */
export function verifyReasonPatterns(): readonly (readonly [string, string])[] {
  return verifyReasonTables[language.value] ?? [];
}

/** A variant's one-line help in the page's language; `english` is the engine's own text. */
export function variantHelpText(name: string, english: string): string {
  return variantHelpTables[language.value]?.[name] ?? english;
}
