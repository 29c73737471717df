// The site loads build/engine.page.wasm (assembly/page.ts), Node build/engine.wasm (assembly/index.ts):
// the same rules compiled twice, the page's without the diagnostics only tools call. Here both play
// the same seeded games of every mode side by side and must agree on every answer: each action's
// result (refusal texts included), the legal moves, the state hash and the final views.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { createEngineWithTools } from '../../src/engine/tools';
import { DIAGNOSTIC_EXPORTS } from '../../src/engine/wasm';
import type { Action, Game, GameConfig } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
import { someMove } from './randomMove';

function exportNames(file: string): string[] {
  const module = new WebAssembly.Module(readFileSync(new URL(`../../build/${file}`, import.meta.url)));
  return WebAssembly.Module.exports(module)
    .map((e) => e.name)
    .sort();
}

/** A random legal move, or (one time in ten) by the next seat, to compare refusals too. */
function moveOrWrongSeat(game: Game, random: () => number): { seat: number; action: Action } | null {
  const move = someMove(game, random);
  if (move && random() < 0.1) return { seat: (move.seat + 1) % game.view().players.length, action: move.action };
  return move;
}

async function playSideBySide(config: GameConfig, steps: number): Promise<{ applied: number; refused: number }> {
  const page = (await createEngine('page')).newGame(config);
  const full = (await createEngine('full')).newGame(config);
  const random = seededRandom(config.seed ?? 1);
  let applied = 0;
  let refused = 0;
  for (let step = 0; step < steps && full.winner() === null; step++) {
    const move = moveOrWrongSeat(full, random);
    if (!move) break;
    const result = full.apply(move.seat, move.action);
    expect(page.apply(move.seat, move.action), `step ${step}: ${JSON.stringify(move)}`).toEqual(result);
    if (result.ok) applied++;
    else refused++;
    for (const seat of full.status().awaiting) expect(page.legalActions(seat)).toEqual(full.legalActions(seat));
    expect(page.hash()).toBe(full.hash());
    if (step % 50 === 0) expect(page.view()).toEqual(full.view());
  }
  for (let seat = 0; seat < config.players; seat++) expect(page.view(seat)).toEqual(full.view(seat));
  expect(page.view()).toEqual(full.view());
  return { applied, refused };
}

describe('the page build of the engine', () => {
  test('has every export of the full build but the diagnostics', () => {
    const full = exportNames('engine.wasm');
    const page = exportNames('engine.page.wasm');
    for (const name of DIAGNOSTIC_EXPORTS) expect(full).toContain(name);
    expect(page).toEqual(full.filter((name) => !(DIAGNOSTIC_EXPORTS as readonly string[]).includes(name)));
  });

  test('says simulate is a tool of the full build', async () => {
    const page = await createEngineWithTools('page');
    expect(() => page.simulate({ mode: 'base', games: 1, players: 4, seed: 1, maxTurns: 10, checkAll: false })).toThrow(/full engine build/);
  });

  const games: [string, GameConfig][] = [
    ['base, 4 players', { mode: 'base', players: 4, seed: 11 }],
    ['base on the 5-6 board', { mode: 'base56', players: 6, seed: 12 }],
    ['Catan for Two', { mode: 'base', players: 2, seed: 13 }],
    ['base on the islands with variants', { mode: 'base', players: 4, seed: 14, layout: 'islands', variants: ['robberIsAPirate', 'friendlyRobber'] }],
    ['Cities & Knights, 4 players', { mode: 'ck', players: 4, seed: 15 }],
    ['Cities & Knights on the 5-6 board', { mode: 'ck56', players: 5, seed: 16, variants: ['knightErrant'] }],
    ['Barbarian Attack with C&K', { mode: 'ckba', players: 4, seed: 17 }],
    ['sealed progress decks', { mode: 'ck', players: 3, seed: 18, sealedDecks: true }],
  ];
  for (const [name, config] of games) {
    test(`plays the same game as the full build: ${name}`, async () => {
      const { applied, refused } = await playSideBySide(config, 1500);
      expect(applied).toBeGreaterThan(100);
      expect(refused).toBeGreaterThan(5);
    });
  }
});
