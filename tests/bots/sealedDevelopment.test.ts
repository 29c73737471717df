// The search bot in a sealed base game: it knows its own development cards (learnt through the card
// protocol) and samples everyone else's from what the deck can still hold; it plays a whole signed
// game through its replica to a verified finish.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { LAYOUT as L, determinize } from '../../src/bots/determinize';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { seededRandom } from '../../src/net/random';
import { toMain } from '../rules/base/sealedGame';
import { getEngine, must } from '../helpers';

const player = (p: number, field: number) => L.PLAYERS + p * L.PLAYER_STRIDE + field;

function buyOne(game: Game, p: number): void {
  const s = game.snapshot();
  for (const kind of [2, 3, 4]) s[player(p, L.P_HAND + kind)] = 1;
  game.restore(s);
  must(game, p, { type: 'buyDevelopment' });
}

describe('the bots and sealed development cards', () => {
  it('determinize turns the tokens into an open game: own cards as known, the others sampled from the rest', async () => {
    const engine = await getEngine();
    const game = engine.newGame({ mode: 'base', players: 4, seed: 5, chance: 'external', sealedDecks: true });
    const me = toMain(game);
    buyOne(game, me);
    game.learnCard(0, 'monopoly');
    must(game, me, { type: 'endTurn' });
    const q = toMain(game);
    buyOne(game, q);
    const world = determinize(game.snapshot(), me, seededRandom(3), engine.progressDecks);
    expect(world[L.G_FLAGS] & L.F_SEALED).toBe(0);
    const counts = (p: number, field: number) => Array.from({ length: L.DEV_KINDS }, (_, c) => world[player(p, field + c)]);
    expect(counts(me, L.P_DEV)).toEqual([0, 0, 0, 1, 0]); // my monopoly, playable next turn
    expect(counts(q, L.P_DEV_NEW).reduce((a, b) => a + b)).toBe(1); // q's card: some sample
    const deck = Array.from({ length: L.DEV_KINDS }, (_, c) => world[L.DEV_DECK + c]);
    expect(deck.reduce((a, b) => a + b)).toBe(23);
    // Nothing is made or lost: deck + hands hold the 25 cards of the composition.
    const total = deck.map((n, c) => n + [0, 1, 2, 3].reduce((a, p) => a + world[player(p, L.P_DEV + c)] + world[player(p, L.P_DEV_NEW + c)], 0));
    expect(total).toEqual([14, 2, 2, 2, 5]);
    // The copy is an open game the engine plays on.
    const copy = engine.newGame({ mode: 'base', players: 4 });
    copy.restore(world);
    expect(copy.view().players[q].developmentCount).toBe(1);
    expect(copy.legalActions(copy.view().currentPlayer).length).toBeGreaterThan(0);
  });

  it('the search bot plays a signed base game through its replica to a verified finish', async () => {
    const engine = await getEngine();
    const t = new Table({ engine, players: 4, mode: 'base', seed: 2, sign: fastSign, verify: fastVerify, strategies: ['strong', 'heuristic'], botThinkMs: 3 });
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    expect(t.seats.every((s) => s.replica.finished.value && s.replica.fork.value === null)).toBe(true);
    expect(t.seats[0].replica.replay.game!.snapshot()[L.G_FLAGS] & L.F_SEALED).toBe(L.F_SEALED);
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), engine, fastVerify);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null, cardsAudited: 25 });
  }, 240_000);
});
