// Every replica of a page (the host's, and each bot seat's) holds its game on the page's one engine
// instance: src/engine/game.ts swaps a game's state bytes in before each call. Whatever the engine
// derives from one game's state and keeps between calls (each player's harbors, a knight's reach)
// must not answer for another game. Here two twins of one game run on one instance at different
// positions, and the one behind must answer exactly as the same game alone on its own instance.
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../src/engine/index';
import type { Action, GameConfig } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
import { someMove } from './randomMove';

/** How far the trailing twin stays behind the leading one (a bot replica a few entries behind the host's). */
const LAG = 3;

async function twins(config: GameConfig, steps: number, seed: number): Promise<number> {
  const shared = await createEngine();
  const alone = await createEngine();
  const lead = shared.newGame(config);
  const trail = shared.newGame(config);
  const reference = alone.newGame(config);
  const random = seededRandom(seed);
  const moves: { seat: number; action: Action }[] = [];
  let compared = 0;
  for (let step = 0; step < steps && lead.winner() === null; step++) {
    const move = someMove(lead, random);
    if (!move) break;
    expect(lead.apply(move.seat, move.action)).toEqual({ ok: true });
    moves.push(move);
    // the leader looks at its own position for every seat (what the host's table and bots do)
    for (let seat = 0; seat < config.players; seat++) lead.legalActions(seat);
    if (moves.length <= LAG) continue;
    const next = moves[moves.length - 1 - LAG];
    // the trailing twin first checks the entry (as a replica's accept does), then lists its seats' moves
    expect(trail.apply(next.seat, next.action), `step ${step}: ${JSON.stringify(next)}`).toEqual(reference.apply(next.seat, next.action));
    for (let seat = 0; seat < config.players; seat++) {
      lead.legalActions(seat);
      expect(trail.legalActions(seat), `step ${step}, seat ${seat}`).toEqual(reference.legalActions(seat));
      compared++;
    }
    expect(trail.hash()).toBe(reference.hash());
  }
  return compared;
}

describe('games sharing one engine instance', () => {
  test("a game restored from another board's snapshot does not lend that board to a game on its own", async () => {
    // The search bot's scratch game is made for the mode alone (the standard board) and then holds
    // snapshots of whatever board the table plays (src/bots/search.ts).
    const shared = await createEngine();
    const alone = await createEngine();
    const config: GameConfig = { mode: 'base', players: 4, seed: 3 };
    const standard = shared.newGame(config);
    const reference = alone.newGame(config);
    const islands = shared.newGame({ ...config, layout: 'islands' });
    const islandHexes = islands.view().board.hexes.length;
    const scratch = shared.newGame(config);
    scratch.restore(islands.snapshot());
    expect(scratch.view().board.hexes.length).toBe(islandHexes);
    expect(standard.legalActions(standard.status().awaiting[0])).toEqual(reference.legalActions(reference.status().awaiting[0]));
    expect(standard.view().board).toEqual(reference.view().board);
  });

  test('a base game behind its twin lists the legal moves it lists alone (harbors)', async () => {
    let compared = 0;
    for (const seed of [6, 7]) compared += await twins({ mode: 'base', players: 4, seed }, 1500, seed);
    expect(compared).toBeGreaterThan(1000);
  });

  test('a Cities & Knights game behind its twin lists the legal moves it lists alone (knights)', async () => {
    let compared = 0;
    for (const seed of [4, 5]) compared += await twins({ mode: 'ck', players: 4, seed }, 1500, seed);
    expect(compared).toBeGreaterThan(1000);
  });
});
