// The verify page's reasons in German (issue 38 item 8): every reason the log verifier can give
// (src/session/log/replay.ts, verifyLog.ts) fits a pattern of i18n/de/verifyReasons.ts, every pattern
// has German words with the same slots, and a German page shows a nested reason wholly in German.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyReasons } from '../../src/ui/i18n/de';
import { setLanguage } from '../../src/ui/i18n';
import { patternRegex, verifyReasonText } from '../../src/ui/verifyReasons';

/** The reasons a source file writes, each value put in as "7" (replay.ts's `where` as "entry 7"): its returned and `reason` strings. */
function reasonsIn(file: string): string[] {
  const text = readFileSync(join(__dirname, '../..', file), 'utf8');
  const literals = [...text.matchAll(/(?:return|reason:|reason =)\s*(['`])((?:(?!\1).)*)\1/g)].map((m) => m[2]);
  return literals.map((literal) => literal.replaceAll('${where}', 'entry 7').replace(/\$\{[^}]*\}/g, '7')); // where: `entry ${entry.seq}`
}

const slots = (text: string) => [...text.matchAll(/\{\d\}/g)].map((m) => m[0]).sort();

describe("the log verifier's reasons", () => {
  afterAll(() => setLanguage('en'));

  it('every reason the replay and the verifier give fits a pattern', () => {
    const reasons = [...reasonsIn('src/session/log/replay.ts'), ...reasonsIn('src/session/log/verifyLog.ts')];
    expect(reasons.length).toBeGreaterThan(40);
    const patterns = verifyReasons.map(([english]) => patternRegex(english));
    expect(reasons.filter((r) => !patterns.some((p) => p.test(r)))).toEqual([]);
  });

  it('every pattern has German words with the same slots', () => {
    expect(verifyReasons.length).toBeGreaterThan(40);
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
});
