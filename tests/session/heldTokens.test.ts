// The card rules of a sealed game read every seat's tokens through the engine's scalar exports
// (Game.heldTokens) instead of a JSON view per entry: after every entry of whole signed games (C&K,
// and a sealed base game for two with its neutral seats) they equal the view's progressAt and
// developmentAt, seat by seat.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseLogFile } from '../../src/protocol/logFile.js';
import { GameReplay } from '../../src/session/log/replay.js';
import { holdings } from '../../src/session/cards/sealedCards.js';
import { getEngine } from '../helpers';
import { signedLogFile } from './verifyCli.js';

afterEach(() => vi.restoreAllMocks());

async function compareAlong(path: string): Promise<number> {
  const engine = await getEngine();
  const parsed = parseLogFile(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const replay = new GameReplay(engine, () => true);
  let held = 0;
  for (const e of parsed.entries) {
    expect(replay.accept(e.bytes!).ok).toBe(true);
    const game = replay.game;
    if (!game) continue;
    const fromView = holdings(game.view(), replay.participantAt).map((h) => h.tokens);
    expect(game.heldTokens()).toEqual(fromView);
    held += fromView.flat().length;
  }
  return held;
}

describe('Game.heldTokens', () => {
  it('equals the view after every entry of a signed C&K game', async () => {
    expect(await compareAlong(await signedLogFile({ players: 4, seed: 5, mode: 'ck' }))).toBeGreaterThan(0);
  }, 600_000);

  it('equals the view after every entry of a sealed base game for two (neutral seats included)', async () => {
    expect(await compareAlong(await signedLogFile({ players: 2, seed: 5, mode: 'base' }))).toBeGreaterThan(0);
  }, 600_000);
});
