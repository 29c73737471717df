// Barbarian Attack (ckba) in the page: bots finish a local game, knights are picked on paths (edges)
// from the engine's legal actions, and the log says in words what the barbarians and knights did.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import type { View } from '../../src/engine/types';
import { LocalTable } from '../../src/ui/localTable';
import type { SeatInfo } from '../../src/ui/port';
import { narrate } from '../../src/ui/narrate';
import { ckbaActionLine, ckbaEvents, ckbaPlayerText } from '../../src/ui/ckbaWords';
import { stalemateText } from '../../src/ui/stalemateWords';
import { autoPick, narrow, nextArg, optionLabel, pickLabel, targetsOf, type Pick } from '../../src/ui/picker';
import { edgeKey, layout } from '../../src/ui/board/geometry';
import { must } from '../helpers';
import { B, CASTLE, knightMoney, setupCKBA } from '../rules/ckba/helpers';

const NAMES = ['Red', 'Blue', 'White'];
const name = (s: number) => NAMES[s] ?? '?';

describe('ckba table', () => {
  it('three bots play a local ckba game to a winner, and the log tells landings and battles in words', async () => {
    const engine = await createEngine();
    const seats: SeatInfo[] = NAMES.map((n, i) => ({ name: n, color: (['red', 'blue', 'white'] as const)[i], kind: 'bot' }));
    const table = new LocalTable({ engine, config: { mode: 'ckba', players: 3, seed: 5 }, seats, me: 0, botDelayMs: 0 });
    const deadline = Date.now() + 100_000;
    while (table.view.value.winner == null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    table.close();
    expect(table.view.value.winner).not.toBeNull();
    const text = table.log.value.map((l) => l.text);
    expect(text[0]).toMatch(/Barbarian Attack/);
    expect(text.some((t) => /^(A barbarian lands|\d barbarians land) on .+ \(\d there\)$/.test(t))).toBe(true);
    expect(text.some((t) => /^The barbarians conquer /.test(t))).toBe(true);
    expect(text.some((t) => /^Knights beat /.test(t))).toBe(true);
    expect(text.some((t) => /^(Red|Blue|White) takes (a prisoner|\d prisoners) \(\d+ in all\)$/.test(t))).toBe(true);
    expect(text.every((t) => !/undefined|NaN|\[object/.test(t))).toBe(true);
    expect(text.at(-1)).toMatch(/won the game!$/);
  }, 120_000);

  it('moving a knight is click-click on paths: the knight, then one of the legal paths', async () => {
    const game = await setupCKBA();
    knightMoney(game, 1);
    const entry = B.e(CASTLE, 1);
    must(game, 0, { type: 'buildKnight', edge: entry });
    const centers = layout(19).centers;
    const moves = game.legalActions(0).filter((a) => a.type === 'moveKnight');
    expect(moves.length).toBeGreaterThan(0);
    const pick: Pick = { group: 'moveKnight', candidates: moves, picked: [], knightPaths: true };
    expect(nextArg(pick)).toEqual(['from', 'edge']);
    const first = targetsOf(pick, centers)!;
    expect(first.kind).toBe('edge');
    expect([...first.keys.keys()]).toEqual([edgeKey(centers, entry)]);
    const chosen = narrow(pick, edgeKey(centers, entry), centers);
    const second = targetsOf(chosen, centers)!;
    expect(second.kind).toBe('edge');
    expect(second.keys.size).toBe(moves.length);
    const to = moves[0].to as [number, number];
    const done = narrow(chosen, edgeKey(centers, to), centers);
    expect(done.candidates).toEqual([moves[0]]);
    expect(nextArg(done)).toBeNull();
    // without the ckba flag the same arguments would be read as corners and match nothing
    expect(nextArg({ ...pick, knightPaths: undefined })).toEqual(['from', 'vertex']);
  });

  it('picks that start by themselves keep knights on paths (a displaced knight relocating)', () => {
    const legal = [
      { type: 'relocateKnight', edge: [16, 0] },
      { type: 'relocateKnight', edge: [16, 2] },
    ];
    const pick = autoPick(legal, true)!;
    expect(pick.knightPaths).toBe(true);
    expect(targetsOf(pick, layout(19).centers)!.kind).toBe('edge');
    expect(pickLabel('relocateKnight', 'edge', true)).toBe('Move your knight to this path');
    expect(pickLabel('playProgress:intrigue', 'hex', true)).toBe('Take a barbarian prisoner here');
    expect(pickLabel('playProgress:intrigue', 'knight', false)).toBe('Displace this knight');
    // Smith's list of one or two knights is picked path by path
    const smith: Pick = {
      group: 'playProgress:smith',
      candidates: [
        {
          type: 'playProgress',
          card: 'smith',
          knights: [
            [16, 0],
            [16, 2],
          ],
        },
        { type: 'playProgress', card: 'smith', knights: [[16, 0]] },
      ],
      picked: [],
      knightPaths: true,
    };
    const centers = layout(19).centers;
    expect(targetsOf(smith, centers)).toEqual({
      kind: 'edge',
      keys: new Map([
        [edgeKey(centers, [16, 0]), 'Promote this knight'],
        [edgeKey(centers, [16, 2]), 'Promote this knight'],
      ]),
    });
  });
});

/** A minimal ckba view: hex 0 and 3 as named tokens, the rest as the engine writes them. */
function view(ckba: Record<string, unknown>): View {
  const hexes = Array.from({ length: 19 }, (_, i) => ({ terrain: i === 16 ? 'desert' : 'fields', number: i === 16 ? null : 5 }));
  const base = {
    barbarians: Array(19).fill(0),
    conqueredHexes: [],
    conqueredBuildings: [],
    knights: [],
    players: [0, 1, 2].map(() => ({ gold: 0, prisoners: 0 })),
    castle: 16,
  };
  return { mode: 'ckba', board: { hexes }, players: [{}, {}, {}], ckba: { ...base, ...ckba } } as unknown as View;
}

describe('ckba words', () => {
  it('a landing, and a third barbarian conquering the hex', () => {
    const b = Array(19).fill(0);
    const a = [...b];
    a[3] = 1;
    expect(ckbaEvents(view({ barbarians: b }), view({ barbarians: a }), name).map((l) => l.text)).toEqual(['A barbarian lands on 5 fields (1 there)']);
    b[3] = 2;
    a[3] = 3;
    expect(ckbaEvents(view({ barbarians: b }), view({ barbarians: a }), name).map((l) => l.text)).toEqual([
      'A barbarian lands on 5 fields (1 there)'.replace('(1', '(3'),
      'The barbarians conquer 5 fields: it produces nothing and its buildings score nothing',
    ]);
  });

  it('a battle: knights turn inactive, barbarians become prisoners, the casualty die costs a knight for gold', () => {
    const b = Array(19).fill(0);
    b[0] = 3;
    const knightsBefore = [
      { edge: [0, 2], owner: 0, level: 2, active: true },
      { edge: [0, 3], owner: 1, level: 2, active: true },
    ];
    const knightsAfter = [{ edge: [0, 2], owner: 0, level: 2, active: false }];
    const before = view({ barbarians: b, knights: knightsBefore });
    const after = view({
      barbarians: Array(19).fill(0),
      knights: knightsAfter,
      players: [
        { gold: 0, prisoners: 2 },
        { gold: 3, prisoners: 1 },
        { gold: 0, prisoners: 0 },
      ],
    });
    expect(ckbaEvents(before, after, name).map((l) => l.text)).toEqual([
      'Knights beat 3 barbarians on 5 fields and free the hex',
      'Red takes 2 prisoners (2 in all)',
      'Blue takes a prisoner (1 in all)',
      'Blue loses a knight in the battle',
      'Blue receives 3 gold',
    ]);
    expect(ckbaPlayerText(after, 1)).toBe('3 gold · 1 prisoner');
  });

  it('Intrigue takes a barbarian without a battle', () => {
    const b = Array(19).fill(0);
    b[12] = 1;
    const before = view({ barbarians: b });
    const after = view({
      players: [
        { gold: 0, prisoners: 1 },
        { gold: 0, prisoners: 0 },
        { gold: 0, prisoners: 0 },
      ],
    });
    expect(ckbaEvents(before, after, name).map((l) => l.text)).toEqual([
      'A barbarian on 5 fields taken prisoner by intrigue',
      'Red takes a prisoner (1 in all)',
    ]);
  });

  it("a displacement names the knight's owner from the path knights", () => {
    const before = view({ knights: [{ edge: [8, 2], owner: 2, level: 1, active: false }] });
    const after = view({ knights: [{ edge: [8, 2], owner: 0, level: 2, active: false }] });
    const lines = narrate({ type: 'displaceKnight', from: [16, 1], to: [8, 2] }, 0, before, after, name, 0).map((l) => l.text);
    expect(lines[0]).toBe("Red displaced White's knight");
  });

  it('gold trades in words', () => {
    expect(ckbaActionLine({ type: 'buyWithGold', get: 'ore' }, 'Red')).toBe('Red paid 2 gold for 1 ore');
    expect(ckbaActionLine({ type: 'sellForGold', give: 'wool' }, 'Blue')).toBe('Blue sold wool to the bank for 1 gold');
    expect(ckbaActionLine({ type: 'moveKnight' }, 'Blue')).toBeNull();
    // the builder's bar shows a legal gold trade as its own button; its choice box names the resource
    expect(optionLabel({ type: 'buyWithGold', get: 'ore' }, name)).toBe('Ore');
  });

  it('the stalemate count, read from a real ckba view, with its rule (docs/rules-decisions.md)', async () => {
    const v = (await setupCKBA()).view() as View;
    const s = stalemateText(v)!;
    // 100 rounds of 3 turns, shown from the first turn in Barbarian Attack
    expect(s.text).toBe('Quiet turns: 0 of 300');
    expect(s.short).toBe('A new best score or a prisoner starts the count again; at 300 the most points win.');
    expect(s.help).toMatch(/After 100 quiet rounds \(300 turns\) the game ends: the most points win, and tied leaders draw/);
    expect(stalemateText({ ...v, quietTurns: 42 } as View)?.text).toBe('Quiet turns: 42 of 300');
    // the other modes show it only from half the limit, without prisoners in the rule
    const base = { ...v, mode: 'ck', ckba: null } as View;
    expect(stalemateText({ ...base, quietTurns: 149 } as View)).toBeNull();
    expect(stalemateText({ ...base, quietTurns: 150 } as View)?.short).toBe('A new best score starts the count again; at 300 the most points win.');
  });
});
