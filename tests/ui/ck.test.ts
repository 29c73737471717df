// Cities & Knights through the in-page table: bots finish a game, and the log reads C&K events in words.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { LocalTable } from '../../src/ui/localTable';
import type { SeatInfo } from '../../src/ui/port';
import { barbarianEvents } from '../../src/ui/ckWords';
import { awaitingText, decisionText } from '../../src/ui/prompts';
import { autoPick, listDone, listExact, narrow, nextArg, targetsOf, groupOf } from '../../src/ui/picker';
import { layout, vertexKey } from '../../src/ui/board/geometry';

const NAMES = ['Red', 'Blue', 'White', 'Orange'];
const seats = (kinds: SeatInfo['kind'][]): SeatInfo[] =>
  kinds.map((kind, i) => ({ name: NAMES[i], color: (['red', 'blue', 'white', 'orange'] as const)[i], kind }));
const name = (s: number) => NAMES[s] ?? '?';

describe('C&K table', () => {
  it('lets C&K bots play a whole game to a winner, narrating barbarians and gate draws', async () => {
    const engine = await createEngine();
    const table = new LocalTable({ engine, config: { mode: 'ck', players: 4, seed: 3 }, seats: seats(['bot', 'bot', 'bot', 'bot']), me: 0, botDelayMs: 0 });
    const deadline = Date.now() + 100_000;
    while (table.view.value.winner == null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    table.close();
    expect(table.view.value.winner).not.toBeNull();
    const text = table.log.value.map((l) => l.text);
    expect(text.some((t) => /^The barbarians attack! Strength \d+ against \d+ active knights$/.test(t))).toBe(true);
    expect(text.some((t) => /^(Blue|White|Orange) drew a (trade|politics|science) card$/.test(t))).toBe(true);
    expect(text.some((t) => /improved (trade|politics|science) to level \d/.test(t))).toBe(true);
    expect(text.some((t) => / knight/.test(t))).toBe(true);
    expect(text.every((t) => !/undefined|NaN/.test(t))).toBe(true);
    expect(text.at(-1)).toMatch(/won the game!$/);
  }, 120_000);

  it('announces decisions asked of me and of others', () => {
    const view = { currentPlayer: 1, phase: 'respond', awaiting: [0], players: [{ pending: 'pillageCity' }, { pending: 'none' }], decision: null };
    expect(decisionText(view, 0, name)).toBe('The barbarians won: choose which city they pillage');
    expect(awaitingText(view, 2, name)).toBe('Red chooses which city the barbarians pillage');
    const spy = { currentPlayer: 1, phase: 'respond', awaiting: [1], players: [{}, {}], decision: { kind: 'spyTake', player: 1, target: 0 } };
    expect(decisionText(spy, 1, name)).toBe("Spy: take one of Red's progress cards");
    expect(decisionText(spy, 0, name)).toBe('Blue looks at your progress cards');
    const deck = { currentPlayer: 1, phase: 'respond', awaiting: [2], players: [{}, {}, { pending: 'none' }], decision: null };
    expect(decisionText(deck, 2, name, [{ type: 'chooseDeck' }])).toBe('You defended Catan: choose a progress deck to draw from');
    const wedding = { currentPlayer: 3, phase: 'respond', awaiting: [0], players: [{ pending: 'giveCards', owed: 2 }], decision: null };
    expect(decisionText(wedding, 0, name)).toBe('Wedding: give 2 cards to Orange');
  });

  it('narrates an attack and gate draws from the views', () => {
    const p = (progressCount: number, defender = 0, damaged = false) => ({ progressCount, defender, cities: [{ damaged }] });
    const before = { barbarians: { position: 6, attacks: 0, attackAt: 7, strength: 3, defense: 4 }, players: [p(0), p(1), p(0)] };
    const after = { dice: { event: 'ship' }, barbarians: { position: 0, attacks: 1, attackAt: 7, strength: 3, defense: 0 }, players: [p(0, 1), p(1), p(0)] };
    expect(barbarianEvents(before, after, name, 2).map((l) => l.text)).toEqual([
      'The barbarians attack! Strength 3 against 4 active knights',
      'Catan is saved',
      'Red is the Defender of Catan (1 VP)',
    ]);
    const gate = { ...before, dice: { event: 'politics' }, players: [p(0), p(2), p(0)] };
    expect(barbarianEvents(before, gate, name, 2).map((l) => l.text)).toEqual(['Blue drew a politics card']);
    // my own draw: named when its keys are in, by its deck while it is still sealed (never "a sealed card")
    const mine = (cards: (string | null)[]) => ({ progressCount: cards.length, progressCards: cards, cities: [{ damaged: false }] });
    const trade = { ...before, players: [p(0), p(1), mine([])] };
    const drawn = (card: string | null) =>
      barbarianEvents(trade, { ...trade, dice: { event: 'trade' }, players: [p(0), p(1), mine([card])] }, name, 2).map((l) => l.text);
    expect(drawn('merchant')).toEqual(['You drew Merchant (trade)']);
    expect(drawn(null)).toEqual(['You drew a trade card']);
  });

  it('picks list arguments one at a time: Inventor two hexes, Smith one or two knights', () => {
    const { centers } = layout(19);
    const inventor = [
      { type: 'playProgress', card: 'inventor', hexes: [0, 1] },
      { type: 'playProgress', card: 'inventor', hexes: [0, 4] },
      { type: 'playProgress', card: 'inventor', hexes: [1, 4] },
    ];
    let pick = autoPick(inventor)!;
    expect(targetsOf(pick, centers)!.keys.size).toBe(3);
    pick = narrow(pick, '0', centers);
    expect(nextArg(pick)).toEqual(['hexes', 'hex']);
    expect([...targetsOf(pick, centers)!.keys.keys()].sort()).toEqual(['1', '4']);
    pick = narrow(pick, '4', centers);
    expect(listDone(pick)).toBe(true);
    expect(pick.candidates).toEqual([inventor[1]]);
    const smith = [
      { type: 'playProgress', card: 'smith', knights: [[1, 2]] },
      {
        type: 'playProgress',
        card: 'smith',
        knights: [
          [1, 2],
          [5, 0],
        ],
      },
      { type: 'playProgress', card: 'smith', knights: [[5, 0]] },
    ];
    let s = autoPick(smith)!;
    s = narrow(s, vertexKey(centers, [1, 2]), centers);
    expect(listDone(s)).toBe(false);
    expect(listExact(s)).toEqual(smith[0]);
    expect(groupOf({ type: 'discardProgress', card: 'smith' })).toBe('discardProgress');
  });
});
