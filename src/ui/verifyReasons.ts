// The log verifier's reasons come in English, built from fixed phrases with values put in ("entry 12:
// bad signature (not signed by participant 2)"); the verify page shows them in its own language by the
// language's patterns (i18n/de/verifyReasons.ts: each English phrase with {0}, {1} for its values, and
// its words). A value is itself translated when it is a reason (the engine's refusal after "illegal
// action"); a reason no pattern fits is shown as it came.
import { refusalText, verifyReasonPatterns } from './i18n';

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression an English pattern's reasons match, one group per slot ({0}, {1}, ... in that order). */
export function patternRegex(english: string): RegExp {
  return new RegExp(
    `^${english
      .split(/\{\d\}/)
      .map(literally)
      .join('(.+?)')}$`,
    's',
  );
}

const compiled = new WeakMap<object, readonly (readonly [RegExp, string])[]>();

/** A reason from the log verifier in the page's language (as it came where the page has no words for it). */
export function verifyReasonText(reason: string): string {
  const table = verifyReasonPatterns();
  let matchers = compiled.get(table);
  if (!matchers) compiled.set(table, (matchers = table.map(([english, local]) => [patternRegex(english), local] as const)));
  for (const [regex, local] of matchers) {
    const values = regex.exec(reason);
    if (values) return local.replace(/\{(\d)\}/g, (_, i: string) => verifyReasonText(values[Number(i) + 1]));
  }
  return refusalText(reason);
}
