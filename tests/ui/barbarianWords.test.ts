// Issue 38 item 3: every public consequence of a barbarian attack is a line of the log, in English and
// German: the attack, its outcome, the Defender, the knights sent home, each city lost (with its wall)
// or left damaged. Views are the engine's shape (docs/actions.md), cut down to what the lines read.
import { afterAll, describe, expect, it } from 'vitest';
import type { View } from '../../src/engine/types';
import { barbarianEvents } from '../../src/ui/ckWords';
import { setLanguage } from '../../src/ui/i18n';

function view(attacks: number, players: object[]): View {
  return {
    mode: 'ck',
    playerCount: 3,
    turn: 9,
    currentPlayer: 0,
    phase: 'main',
    winner: null,
    board: { hexes: [], harbors: [] },
    awaiting: [],
    players,
    barbarians: { position: 0, attacks, attackAt: 7, strength: 3, defense: 1 },
  } as unknown as View;
}
const names = ['Ann', 'Ben', 'Cy'];
const name = (s: number) => names[s];
const before = view(0, [
  { cities: [{ vertex: [1, 0], wall: true }], settlements: [], knights: [{ vertex: [4, 1], level: 1, active: true }] },
  {
    cities: [{ vertex: [2, 3], wall: false }],
    settlements: [
      [5, 5],
      [6, 0],
      [7, 0],
      [8, 0],
      [9, 0],
    ],
    knights: [],
  },
  { cities: [{ vertex: [3, 2] }], settlements: [], knights: [] },
]);
const after = view(1, [
  { cities: [], settlements: [[1, 0]], knights: [{ vertex: [4, 1], level: 1, active: false }], defender: 0 },
  {
    cities: [{ vertex: [2, 3], damaged: true }],
    settlements: [
      [5, 5],
      [6, 0],
      [7, 0],
      [8, 0],
      [9, 0],
    ],
    knights: [],
  },
  { cities: [{ vertex: [3, 2] }], settlements: [], knights: [] },
]);

describe('a barbarian attack in words', () => {
  afterAll(() => setLanguage('en'));
  it('tells the attack, the outcome, the knights sent home and each city lost, one line each', async () => {
    await setLanguage('en');
    expect(barbarianEvents(before, after, name, 0).map((l) => l.text)).toEqual([
      'The barbarians attack! Strength 3 against 1 active knight',
      'The barbarians win',
      'Ann: 1 knight goes home inactive after the attack',
      'Ann loses a city and its city wall to the barbarians: it is a settlement again',
      "The barbarians pillage Ben's city: with all 5 settlements on the board it stays, damaged, worth a settlement until repaired",
    ]);
  });
  it('in German too', async () => {
    await setLanguage('de');
    expect(barbarianEvents(before, after, name, 0).map((l) => l.text)).toEqual([
      'Die Barbaren greifen an! Stärke 3 gegen 1 aktiven Ritter',
      'Die Barbaren siegen',
      'Ann: 1 Ritter ist nach dem Angriff wieder inaktiv',
      'Ann: Stadt samt Stadtmauer an die Barbaren verloren, sie ist wieder eine Siedlung',
      'Ben: Stadt von den Barbaren geplündert; da alle 5 Siedlungen stehen, bleibt sie als beschädigte Stadt stehen und zählt bis zum Wiederaufbau wie eine Siedlung',
    ]);
  });
  it('a city lost later, when its owner picks which (pillageCity), is told then', async () => {
    await setLanguage('en');
    const picked = view(1, [after.players[0], after.players[1], { cities: [], settlements: [[3, 2]], knights: [] }]);
    expect(barbarianEvents(after, picked, name, 0, false).map((l) => l.text)).toEqual(['Cy loses a city to the barbarians: it is a settlement again']);
  });
});
