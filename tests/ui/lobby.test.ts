// The lobby offers only the variants the engine plays, and a saved choice with others (older pages
// offered three the engine does not know) still starts a Cities & Knights game.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import type { LobbyChoice } from '../../src/ui/Lobby';
import { setupRules } from '../../src/ui/gameSetup';
import { MemoryRoomStorage } from '../../src/ui/netBots';

describe('lobby', () => {
  it('passes only the ticked variants its mode takes (a remembered choice may hold others)', async () => {
    const choice: LobbyChoice = {
      name: 'Ada',
      color: 'red',
      rules: 'ck',
      players: 4,
      variants: { friendlyRobber: true, handsUp: true, easyStart: true, knightErrant: false, retired: true },
    };
    expect(setupRules(choice).options).toEqual({ easyStart: true, handsUp: true });
    const engine = await createEngine();
    const game = engine.newGame({ mode: 'ck', players: 4, seed: 1, options: setupRules(choice).options });
    expect(game.view().mode).toBe('ck');
  });

  it("keeps a bot's seat and log in memory", async () => {
    const storage = new MemoryRoomStorage();
    expect(await storage.loadSeat('hexknights-abc')).toBeNull();
    const seed = new Uint8Array(64).fill(7);
    await storage.saveSeat({
      room: 'hexknights-abc',
      seed,
      beaconLength: 8,
      name: 'Blue bot',
      color: 'blue',
      participant: 2,
      gameId: 'g',
      created: false,
      updatedAt: 0,
    });
    seed.fill(0);
    expect((await storage.loadSeat('hexknights-abc'))?.seed[0]).toBe(7);
    await storage.entries('hexknights-abc').append(0, Uint8Array.of(1, 2));
    expect(await storage.entries('hexknights-abc').load()).toEqual([Uint8Array.of(1, 2)]);
  });
});
