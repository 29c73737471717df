// The verify page's reasons in German (issue 38 item 8): every reason the log verifier can give fits a
// pattern of i18n/de/verifyReasons.ts all the way down (a reason inside a reason too), from the replay
// and the verifier (src/session/log/replay.ts, verifyLog.ts), the log file's reading (logFile.ts), the
// host proofs (misconduct.ts and what it judges) and the sealed cards (the replay's card messages and
// the end-of-game audit); every pattern has German words with the same slots, and a German page shows
// a nested reason wholly in German.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyReasons } from '../../src/ui/i18n/de';
import { setLanguage } from '../../src/ui/i18n';
import { patternRegex, verifyReasonText } from '../../src/ui/verifyReasons';
import { CardError, type CardStep } from '../../src/protocol/cards/errors';

const ROOT = join(__dirname, '../..');

/**
 * The string or template literal that starts at `text[at]` and the index after it, each `${...}` in it
 * (nested templates too) written as "7", the value every slot of a test reason holds (replay.ts's
 * `${where}` as "entry 7").
 */
function literalAt(text: string, at: number): { value: string; end: number } {
  const quote = text[at];
  let value = '';
  let i = at + 1;
  while (i < text.length && text[i] !== quote) {
    if (quote === '`' && text.startsWith('${', i)) {
      const start = i + 2;
      let depth = 1;
      i += 2;
      while (depth > 0) {
        if ('`\'"'.includes(text[i])) i = literalAt(text, i).end - 1;
        else depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
        i++;
      }
      value += text.slice(start, i - 1) === 'where' ? 'entry 7' : '7';
      continue;
    }
    if (text[i] === '\\') i++;
    value += text[i++];
  }
  return { value, end: i + 1 };
}

/** Every string and template literal in `code`, in order. */
function literalsIn(code: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < code.length; i++) {
    if (!'`\'"'.includes(code[i])) continue;
    const literal = literalAt(code, i);
    found.push(literal.value);
    i = literal.end - 1;
  }
  return found;
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The reasons a source file writes: its returned strings and its `reason`, `error`, `incomplete` and `fault` values. */
function reasonsIn(file: string): string[] {
  const text = read(file);
  return [...text.matchAll(/(?:return|reason:|reason =|error:|incomplete:|fault =)\s*(?=['"`])/g)].map((m) => literalAt(text, m.index + m[0].length).value);
}

/** The card audit's errors a file throws, as the verify page shows them: each CardError's message after "card audit: ", and each detail given to a `fail`. */
function cardErrorsIn(file: string): string[] {
  const text = read(file);
  const reasons: string[] = [];
  for (const m of text.matchAll(/\b(new CardError|fail)\(/g)) {
    const args = text.slice(m.index, text.indexOf(';', m.index));
    const literals = literalsIn(args);
    const detail = literals.at(-1);
    if (detail === undefined || (m[1] === 'fail' && args.startsWith('fail(player'))) continue; // fail's own definition
    if (m[1] === 'fail') reasons.push(detail);
    else {
      const step = (/^new CardError\(\s*'(\w+)'/.exec(args)?.[1] ?? 'pass1') as CardStep;
      reasons.push(`card audit: ${new CardError(step, 7, 7, 7, detail).message}`, `card audit: ${new CardError(step, null, null, null, detail).message}`);
    }
  }
  return reasons;
}

// cardDuty.ts tells this page's own player what it owes; it judges no log
const tsFiles = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.ts') && f !== 'cardDuty.ts')
    .map((f) => `${dir}/${f}`);

// a statement's fate in equivocation.ts ('known', 'new') and a departure's map key in departures.ts are not reasons
const NOT_REASONS = new Set(['known', 'new', '7|7|7']);

const matchers = verifyReasons.map(([english]) => patternRegex(english));

/** The parts of `reason` no pattern words, as the page matches them (first fitting pattern, then each slot's value); values ("7") need none. */
function unworded(reason: string): string[] {
  if (/^7(, 7)*$/.test(reason)) return [];
  for (const regex of matchers) {
    const values = regex.exec(reason);
    if (values) return values.slice(1).flatMap(unworded);
  }
  return [reason];
}

const slots = (text: string) => [...text.matchAll(/\{\d\}/g)].map((m) => m[0]).sort();

describe("the log verifier's reasons", () => {
  afterAll(() => setLanguage('en'));

  it('every reason the replay and the verifier give fits a pattern, down to the values that are reasons', () => {
    const reasons = [...reasonsIn('src/session/log/replay.ts'), ...reasonsIn('src/session/log/verifyLog.ts'), ...reasonsIn('src/protocol/logFile.ts')];
    expect(reasons.length).toBeGreaterThan(40);
    expect(reasons.flatMap(unworded)).toEqual([]);
  });

  it("every reason a proof of the host's misconduct gives, or why it proves nothing, fits a pattern", () => {
    const files = [
      'src/session/log/misconduct.ts',
      'src/session/replica/equivocation.ts',
      'src/session/replica/presenceCall.ts',
      'src/session/replica/refusal.ts',
    ];
    const reasons = files.flatMap(reasonsIn).filter((r) => !NOT_REASONS.has(r));
    expect(reasons.length).toBeGreaterThan(15);
    expect(reasons.flatMap(unworded)).toEqual([]);
  });

  it("every reason of the sealed cards fits a pattern: the replay's card messages and the card audit with its steps and details", () => {
    const reasons = [
      ...tsFiles('src/session/cards').flatMap(reasonsIn),
      ...tsFiles('src/protocol/cards').flatMap((f) => [...reasonsIn(f), ...cardErrorsIn(f)]),
      ...tsFiles('src/session/cards').flatMap(cardErrorsIn),
    ].filter((r) => !NOT_REASONS.has(r));
    expect(reasons.length).toBeGreaterThan(100);
    expect(reasons.flatMap(unworded)).toEqual([]);
    const steps = /export type CardStep =([^;]*);/.exec(read('src/protocol/cards/errors.ts'))![1].match(/'(\w+)'/g)!;
    expect(steps.length).toBe(11);
    expect(steps.map((s) => s.slice(1, -1)).filter((step) => unworded(step).length > 0)).toEqual([]);
  });

  it("every JSON shape a card message is refused for fits a pattern (a forged message's reason, worded on a German page)", () => {
    // what the card bodies' parsers throw, and the shapes they name; the replay gives it as the entry's reason
    const files = ['src/protocol/cardBodies.ts', 'src/protocol/handCardBodies.ts', 'src/protocol/cards/wire.ts'];
    const reasons = files.flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(/(?:throw new Error\(|shape = )\s*(?=['"`])/g)].map((m) => literalAt(text, m.index + m[0].length).value);
    });
    expect(reasons.length).toBeGreaterThan(40);
    expect(reasons.flatMap(unworded)).toEqual([]);
  });

  it("a German page words a forged card message's shape wholly in German", async () => {
    await setLanguage('de');
    expect(verifyReasonText('entry 40: release is {"of": participant, "key": hex}')).toBe('Eintrag 40: release ist {"of": Teilnehmer, "key": Hex}');
    expect(verifyReasonText('entry 41: hand reveal: a token is [shuffle, position]')).toBe(
      'Eintrag 41: Aufdeckung aus der Hand: eine Marke ist [Mischung, Position]',
    );
    expect(verifyReasonText('entry 42: a rekey step has points and commitments')).toBe('Eintrag 42: ein Schritt rekey hat Punkte und Festlegungen');
    expect(verifyReasonText('entry 43: reshuffle: a point is hex')).toBe('Eintrag 43: Neumischen: ein Punkt ist Hex');
    await setLanguage('en'); // the next test reads an English page first
  });

  it('every pattern has German words with the same slots', () => {
    expect(verifyReasons.length).toBeGreaterThan(150);
    expect(verifyReasons.filter(([english, german]) => slots(german).join() !== slots(english).join())).toEqual([]);
  });

  it('a German page shows a reason in German down to the engine refusal inside it; an English page as it came', async () => {
    const reason = 'entry 12: illegal action buildRoad: not enough resources';
    expect(verifyReasonText(reason)).toBe(reason);
    await setLanguage('de');
    expect(verifyReasonText(reason)).toBe('Eintrag 12: unerlaubte Aktion buildRoad: nicht genug Rohstoffe');
    expect(verifyReasonText('entry 3: takeover from participant 1, but the host is participant 0')).toBe(
      'Eintrag 3: Übernahme von Teilnehmer 1, aber der Gastgeber ist Teilnehmer 0',
    );
    expect(verifyReasonText('entry 5: only the host (participant 0) may append proxy moves')).toBe(
      'Eintrag 5: nur der Gastgeber (Teilnehmer 0) darf Züge für Abwesende anfügen',
    );
    expect(verifyReasonText('the log file is not JSON')).toBe('the log file is not JSON');
  });

  it('a German page words a card audit and a host proof wholly in German', async () => {
    await setLanguage('de');
    const audit = `card audit: ${new CardError('share', 2, 1, 5, "box to player 3 holds a key that does not match player 2's commitment").message}`;
    expect(verifyReasonText(audit)).toBe(
      'Kartenprüfung, Schlüsselanteil: Spieler 2, Stapel 1, Position 5: die Box an Spieler 3 enthält einen Schlüssel, der nicht zur Festlegung von Spieler 2 passt',
    );
    expect(verifyReasonText('the card audit: no card seed from participant 1')).toBe('die Kartenprüfung: kein Karten-Startwert von Teilnehmer 1');
    expect(
      verifyReasonText('the host (participant 0) signed two different entries as entry 41 (both statements are in the file): it showed two histories'),
    ).toBe(
      'der Gastgeber (Teilnehmer 0) hat zwei verschiedene Einträge als Eintrag 41 signiert (beide Aussagen liegen in der Datei): er hat zwei Spielverläufe gezeigt',
    );
    expect(verifyReasonText('log format must be hexknights-log/1')).toBe('das Protokollformat muss hexknights-log/1 sein');
  });
});
