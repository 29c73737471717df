// The search bot with sealed hands (docs/cards.md, "Private resource moves"): it knows the kinds of
// its own sealed cards (learnt through their keys) and samples every other sealed card from what no one
// shows (commodities too, in Cities & Knights); the thief's private knowledge never reaches a third
// seat's sample; and a strong bot plays a signed base game with sealed hands through its replica to a verified finish.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { LAYOUT as L, determinize } from '../../src/bots/determinize';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { seededRandom } from '../../src/net/random';
import { getEngine, must } from '../helpers';
import { advanceTo, produce, roll } from '../rules/base/setup';
import { sealedHandsTable } from '../rules/base/sealedTable';

const [THIEF, VICTIM, THIRD] = [0, 1, 2];
const player = (p: number, field: number) => L.PLAYERS + p * L.PLAYER_STRIDE + field;
const hand = (s: Uint8Array, p: number) => Array.from({ length: L.RESOURCES }, (_, k) => s[player(p, L.P_HAND + k)]);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The handLedger test's table: P1 holds 1 wool and 3 brick; P0 rolled a 7 and steals from P1 (position 0 of the shuffle). */
async function afterSteal(): Promise<Game> {
  const game = await sealedHandsTable();
  produce(game, 3, 3);
  advanceTo(game, 0);
  roll(game, 0, 7);
  must(game, THIEF, { type: 'moveRobber', hex: 2, victim: VICTIM });
  return game;
}

describe('the bots and sealed hands', () => {
  it('determinize: own known sealed cards as they are, every other sealed card sampled from what no one shows', async () => {
    const engine = await getEngine();
    const thiefs = await afterSteal();
    const thirds = await afterSteal();
    expect(thiefs.learnResource(THIEF, 'wool').ok).toBe(true);
    const state = thiefs.snapshot();
    expect([state[player(THIEF, L.P_SEALED)], state[player(VICTIM, L.P_SEALED)]]).toEqual([1, 3]);
    expect(state[L.PRIVATE_SEAT]).toBe(THIEF + 1);
    expect(state[L.PRIVATE_KNOWN + 2]).toBe(1);

    const world = determinize(state, THIEF, seededRandom(4), engine.progressDecks);
    expect(((world[L.G_FLAGS] | (world[L.G_FLAGS + 1] << 8)) & L.F_SEALED_HANDS) === 0).toBe(true);
    for (let p = 0; p < 4; p++) expect(world[player(p, L.P_SEALED)]).toBe(0);
    const thiefPublic = hand(state, THIEF);
    expect(hand(world, THIEF)).toEqual(thiefPublic.map((n, k) => n + (k === 2 ? 1 : 0))); // and the wool it knows it stole
    expect(sum(hand(world, VICTIM))).toBe(3); // counts kept; kinds sampled from the 3 brick nobody shows
    expect(hand(world, VICTIM)[0]).toBe(3);
    // the copy is an open game the engine plays on
    const copy = engine.newGame({ mode: 'base', players: 4 });
    copy.restore(world);
    expect(copy.view().players[VICTIM].cardCount).toBe(3);

    // A third seat's sample is the same from its own replica's state and from the thief's: what the
    // thief knows never reaches it. Its samples of the thief's card vary over the unseen cards.
    const mine = determinize(thirds.snapshot(), THIRD, seededRandom(9), engine.progressDecks);
    const fromThiefs = determinize(state, THIRD, seededRandom(9), engine.progressDecks);
    expect([...fromThiefs]).toEqual([...mine]);
    const sampled = (i: number) => hand(determinize(state, THIRD, seededRandom(i), engine.progressDecks), THIEF).findIndex((n, k) => n > thiefPublic[k]);
    const stolenKinds = new Set(Array.from({ length: 40 }, (_, i) => sampled(i)));
    expect(stolenKinds).toEqual(new Set([0, 2]));
  });

  it('determinize in Cities & Knights: a sealed card may be a commodity, sampled from the commodities no one shows', async () => {
    const engine = await getEngine();
    const game = engine.newGame({ mode: 'ck', players: 4, sealedHands: true });
    const state = game.snapshot();
    // one cloth left the bank into VICTIM's sealed cards: the only card nobody shows
    state[L.BANK + 5] -= 1;
    state[player(VICTIM, L.P_SEALED)] = 1;
    const kinds = (s: Uint8Array, p: number) => Array.from({ length: L.KINDS }, (_, k) => s[player(p, L.P_HAND + k)]);
    for (let i = 0; i < 5; i++) {
      const world = determinize(state, THIRD, seededRandom(i), engine.progressDecks);
      expect(world[player(VICTIM, L.P_SEALED)]).toBe(0);
      expect(kinds(world, VICTIM)).toEqual([0, 0, 0, 0, 0, 1, 0, 0]);
    }
  });

  // every card of the encrypted decks is audited: the base game's 25 development cards, C&K's 54 progress cards
  it.each([
    ['base', 4, 25],
    ['ck', 1, 54],
  ] as const)(
    'the search bot plays a signed %s game with sealed hands through its replica to a verified finish',
    async (mode, seed, cards) => {
      const engine = await getEngine();
      const t = new Table({
        engine,
        players: 3,
        mode,
        seed,
        sign: fastSign,
        verify: fastVerify,
        strategies: ['strong', 'heuristic'],
        botThinkMs: 3,
        sealedHands: true,
      });
      await t.open();
      expect(await t.run()).toBe(true);
      t.close();
      expect(t.seats.every((s) => s.replica.finished.value && s.replica.fork.value === null)).toBe(true);
      const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), engine, fastVerify);
      expect(report).toMatchObject({ valid: true, finished: true, reason: null, cardsAudited: cards });
      expect(report.handTokensAudited).toBeGreaterThan(0);
    },
    240_000,
  );
});
