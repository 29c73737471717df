// Who left a game owing what, as the log verifier reports it (sealedCards.ts, departures.ts) and the verify
// page words it: the players named, what was owed in plain words (a discard only the player's sealed cards
// could make named as such), in English and wholly in German.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Due, dueName } from '../../src/protocol/cardBodies';
import { SEALED_DISCARD_OWED } from '../../src/session/cards/departures';
import { departureText } from '../../src/ui/departureWords';
import { MISSING, setLanguage } from '../../src/ui/i18n';

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];
const name = (p: number) => NAMES[p];

/** A departure line as sealedCards.ts writes it (departureLine; the source is checked below). */
const line = (who: number, owed: string, since: number, claims: [number, number][]) =>
  `participant ${who} left: it owed ${owed} since entry ${since}; overdue claims by ${claims.map(([by, seq]) => `participant ${by} (entry ${seq})`).join(', ')}`;

const DUES: Due[] = [{ kind: 'deal' }, { kind: 'key', at: 17, to: 2 }, { kind: 'release', of: 3 }, { kind: 'seed' }, { kind: 'hand' }];
const OWED = [SEALED_DISCARD_OWED, ...DUES.map(dueName)];
const CLAIMS: [number, number][] = [
  [0, 1055],
  [2, 1056],
  [3, 1057],
];

afterEach(() => setLanguage('en'));

describe('a departure on the verify page', () => {
  it('is read from the lines the verifier writes', () => {
    const source = readFileSync(join(__dirname, '../../src/session/cards/sealedCards.ts'), 'utf8');
    expect(source).toContain('`participant ${d.who} left: it owed ${d.owed} since entry ${d.since}; overdue claims by ${claims}`');
    expect(source).toContain("d.claims.map((c) => `participant ${c.by} (entry ${c.seq})`).join(', ')");
  });

  it('names the players and what was owed, in English', () => {
    expect(departureText(line(1, SEALED_DISCARD_OWED, 1040, CLAIMS), name)).toBe(
      'Ben left the game: it owed its discard on a 7 (only its sealed cards could make it) from entry 1040 on. Signed overdue by Anna (entry 1055), Cem (entry 1056), and Dora (entry 1057).',
    );
    expect(departureText(line(2, dueName({ kind: 'seed' }), 13, [[0, 13]]), name)).toBe(
      'Cem left the game: it owed its card seed for the audit from entry 13 on. Signed overdue by Anna (entry 13).',
    );
  });

  it('reads wholly in German, each due in its own words', async () => {
    await setLanguage('de');
    const german = OWED.map((owed) => departureText(line(1, owed, 1040, CLAIMS), name));
    for (const text of german) {
      expect(text).toMatch(
        /^Ben hat das Spiel verlassen: der Teilnehmer schuldete ab Eintrag 1040 .+\. Als überfällig unterschrieben von Anna \(Eintrag 1055\), Cem \(Eintrag 1056\) und Dora \(Eintrag 1057\)\.$/,
      );
      expect(text).not.toContain(MISSING);
      expect(text).not.toMatch(/\b(its|owed|participant|entry|token|left)\b/);
    }
    expect(new Set(german).size).toBe(german.length);
    expect(german[0]).toContain('seinen Abwurf bei einer 7 (nur seine verdeckten Karten konnten ihn machen)');
  });

  it('shows a line of another form as any reason', () => {
    expect(departureText('the game has stopped: x', name)).toBe('the game has stopped: x');
  });
});
