// A message with ICU-style placeholders filled in: `{name}`, `{n, plural, one {# card} other {# cards}}`
// (categories from Intl.PluralRules, `=0` exact matches, `#` the number) and `{x, select, a {...} other {...}}`.
// The subset of ICU MessageFormat the catalogs use, in a few hundred bytes instead of a parser library.

export type MessageArgs = Record<string, string | number>;

export interface Locale {
  plural: Intl.PluralRules;
  number: Intl.NumberFormat;
}

/** The index of the brace closing the one opened at `open`. */
function closing(msg: string, open: number): number {
  let depth = 0;
  for (let i = open; i < msg.length; i++) {
    if (msg[i] === '{') depth++;
    else if (msg[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unclosed brace in message "${msg}"`);
}

/** `one {...} other {...}` -> {one: '...', other: '...'}. */
function branches(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    out[body.slice(i, open).trim()] = body.slice(open + 1, end);
    i = end + 1;
  }
  return out;
}

function argument(spec: string, args: MessageArgs, locale: Locale, hash: string | undefined): string {
  const comma = spec.indexOf(',');
  if (comma < 0) {
    const v = args[spec.trim()];
    return v === undefined ? `{${spec}}` : typeof v === 'number' ? locale.number.format(v) : v;
  }
  const name = spec.slice(0, comma).trim();
  const rest = spec.slice(comma + 1);
  const second = rest.indexOf(',');
  const kind = rest.slice(0, second).trim();
  const options = branches(rest.slice(second + 1));
  const value = args[name];
  if (kind === 'plural') {
    const n = Number(value);
    const chosen = options[`=${n}`] ?? options[locale.plural.select(n)] ?? options.other ?? '';
    return format(chosen, args, locale, locale.number.format(n));
  }
  return format(options[String(value)] ?? options.other ?? '', args, locale, hash);
}

/** Fills `msg`'s placeholders from `args`; `#` inside a plural branch is its number. */
export function format(msg: string, args: MessageArgs, locale: Locale, hash?: string): string {
  let out = '';
  let i = 0;
  while (i < msg.length) {
    const c = msg[i];
    if (c === '{') {
      const end = closing(msg, i);
      out += argument(msg.slice(i + 1, end), args, locale, hash);
      i = end + 1;
    } else {
      out += c === '#' && hash !== undefined ? hash : c;
      i++;
    }
  }
  return out;
}

/** The placeholder names a message uses (for the test that both catalogs ask the same arguments). */
export function placeholders(msg: string, into = new Set<string>()): string[] {
  for (let i = msg.indexOf('{'); i >= 0; i = msg.indexOf('{', i + 1)) {
    const end = closing(msg, i);
    const spec = msg.slice(i + 1, end);
    const comma = spec.indexOf(',');
    into.add((comma < 0 ? spec : spec.slice(0, comma)).trim());
    if (comma >= 0) {
      const rest = spec.slice(comma + 1);
      for (const body of Object.values(branches(rest.slice(rest.indexOf(',') + 1)))) placeholders(body, into);
    }
    i = end;
  }
  return [...into].sort();
}
