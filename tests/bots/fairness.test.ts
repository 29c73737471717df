// Fair by construction: the search bot's decision may depend only on what its seat may know. Each
// check builds a twin of a real position that differs only in hidden information (opponents' cards,
// the development and progress decks, the generator behind future dice), confirms that the seat's
// view is the same and the omniscient view is not, and then asks the bot to decide in both.
import { describe, expect, it } from 'vitest';
import { determinize, LAYOUT as L } from '../../src/bots/determinize';
import { searchStrategy } from '../../src/bots/search';
import type { Game, Mode } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
import { getEngine } from '../helpers';
import { positionWhere, seatToMove } from './positions';

const hand = (p: number, k: number) => L.PLAYERS + p * L.PLAYER_STRIDE + L.P_HAND + k;
const dev = (p: number, c: number) => L.PLAYERS + p * L.PLAYER_STRIDE + L.P_DEV + c;

/** Same public position, different secrets: swaps between opponents' hands, decks and the generator. */
function hiddenTwin(state: Uint8Array, me: number): Uint8Array {
  const s = state.slice();
  const players = s[L.G_PLAYERS];
  const others = Array.from({ length: players }, (_, p) => p).filter((p) => p !== me);
  // one card of kind x from opponent a for one card of another kind y from opponent b
  outer: for (const a of others) {
    for (const b of others) {
      if (a === b) continue;
      for (let x = 0; x < L.KINDS; x++) {
        for (let y = 0; y < L.KINDS; y++) {
          if (x === y || s[hand(a, x)] === 0 || s[hand(b, y)] === 0) continue;
          s[hand(a, x)]--;
          s[hand(a, y)]++;
          s[hand(b, y)]--;
          s[hand(b, x)]++;
          break outer;
        }
      }
    }
  }
  // an opponent's development card traded for a different one still in the deck
  outer2: for (const a of others) {
    for (let x = 0; x < L.DEV_KINDS; x++) {
      for (let y = 0; y < L.DEV_KINDS; y++) {
        if (x === y || s[dev(a, x)] === 0 || s[L.DEV_DECK + y] === 0) continue;
        s[dev(a, x)]--;
        s[dev(a, y)]++;
        s[L.DEV_DECK + y]--;
        s[L.DEV_DECK + x]++;
        break outer2;
      }
    }
  }
  // the progress decks: the first two different cards below each deck's top change places
  if (s[L.G_MODE] === 1) {
    for (let d = 0; d < 3; d++) {
      const base = L.C_DECKS + d * L.DECK_STRIDE;
      const token = (i: number) => s[base + ((s[base + 18] + i) % L.DECK_SIZE)];
      for (let i = 1; i < s[base + 19]; i++) {
        const [t0, ti] = [token(0), token(i)];
        if (s[L.CARD_AT + t0] === s[L.CARD_AT + ti]) continue;
        [s[L.CARD_AT + t0], s[L.CARD_AT + ti]] = [s[L.CARD_AT + ti], s[L.CARD_AT + t0]];
        break;
      }
    }
  }
  for (let i = 0; i < 8; i++) s[L.G_RNG + i] ^= 0x5a + i;
  return s;
}

// Decisions where chance and hidden cards matter: a steal, a development card, a roll among other moves.
const CHANCY = new Set(['moveRobber', 'chaseRobber', 'buyDevelopment', 'roll', 'playProgress']);
function chancy(game: Game, step: number, after: number): boolean {
  if (step < after) return false;
  const actions = game.legalActions(seatToMove(game));
  return actions.length > 1 && actions.some((a) => CHANCY.has(a.type) && (a.type !== 'moveRobber' || a.victim !== undefined));
}

async function twins(mode: Mode, steps: number, seed: number): Promise<{ a: Game; b: Game; me: number }> {
  const engine = await getEngine();
  const a = await positionWhere(mode, (g, i) => chancy(g, i, steps), seed);
  const me = seatToMove(a);
  const b = engine.newGame({ mode, players: 4 });
  b.restore(hiddenTwin(a.snapshot(), me));
  return { a, b, me };
}

describe('the search bot decides only from what its seat may know', () => {
  for (const mode of ['base', 'ck'] as Mode[]) {
    it(`${mode}: the same decisions on positions that differ only in hidden information`, async () => {
      const engine = await getEngine();
      let differentSecrets = 0;
      // base games between the priority bots end sooner than C&K's (often before step 400): earlier positions
      const positions =
        mode === 'base'
          ? [
              [60, 1],
              [120, 2],
              [180, 3],
              [240, 4],
              [300, 5],
            ]
          : [
              [120, 1],
              [260, 2],
              [400, 3],
              [550, 4],
              [700, 5],
            ];
      for (const [steps, seed] of positions) {
        const { a, b, me } = await twins(mode, steps, seed);
        if (a.view().winner !== null) continue;
        expect(JSON.stringify(b.view(me))).toBe(JSON.stringify(a.view(me)));
        // what the value function reads (the engine's position export) is the same too
        expect(Array.from(b.positionView(me))).toEqual(Array.from(a.positionView(me)));
        expect(b.legalActions(me)).toEqual(a.legalActions(me));
        if (JSON.stringify(b.view()) !== JSON.stringify(a.view()) || b.publicCard(0) !== a.publicCard(0)) differentSecrets++;
        // the rebuilt world is byte-for-byte the same, whatever the secrets were
        const worldA = determinize(a.snapshot(), me, seededRandom(9), engine.progressDecks);
        const worldB = determinize(b.snapshot(), me, seededRandom(9), engine.progressDecks);
        expect(Buffer.from(worldB).equals(Buffer.from(worldA))).toBe(true);
        // and so is the decision, down to every candidate's score (an evaluation budget, not a clock,
        // so both searches do the same work)
        const decide = (g: Game, hard: boolean) => {
          let scores: unknown = null;
          const level = hard ? { evaluation: 'full' as const, tradeSense: true, depth: 2, maxDepth: 4, width: 4 } : {};
          const bot = searchStrategy({ engine, thinkMs: 60_000, maxEvals: 400, ...level, explain: (e) => (scores = e.candidates) });
          return { action: bot.choose(g.legalActions(me), g.view(me), me, seededRandom(11), g.snapshot()), scores };
        };
        expect(decide(b, false)).toEqual(decide(a, false));
        // the hard bot's options too: its plans and trade sense read the same positions
        expect(decide(b, true)).toEqual(decide(a, true));
      }
      expect(differentSecrets).toBeGreaterThanOrEqual(3);
    });
  }
});
