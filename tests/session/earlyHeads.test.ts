// Issue 17 item 6: honest replicas logged "dropped a head with a bad signature" from honest peers in the
// browser suite. The cause: a guest opens its replica before it holds the genesis entry, so it knew
// neither the game id nor the key a gossiped head is signed over, and called every such head forged.
// A head that cannot be checked yet is "early", not bad; once genesis is in, the same head verifies.
import { describe, expect, it } from 'vitest';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { GameReplay } from '../../src/session/log/replay.js';
import { HeadWatch } from '../../src/session/replica/headWatch.js';
import { headMessage } from '../../src/session/replica/messages.js';
import { LogBuilder } from './logBuilder.js';

describe('heads gossiped before the genesis entry arrives', () => {
  it('are early, not forged, and verify once the genesis entry is in', async () => {
    const b = await LogBuilder.create(3);
    const replay = new GameReplay(b.engine, fastVerify);
    const watch = new HeadWatch(
      () => replay,
      fastVerify,
      () => replay.genesis?.gameId ?? '',
      2,
    );
    const gameId = b.replay.genesis!.gameId;
    const sig = fastSign(headMessage(gameId, 0, 0, b.replay.head), b.identities[0].keyPair.secretKey);
    expect(watch.observe(0, 0, b.replay.head, sig)).toBe('early');
    expect(replay.accept(b.entries[0]).ok).toBe(true);
    expect(watch.observe(0, 0, b.replay.head, sig)).toBe(null);
    const wrong = sig.slice();
    wrong[5] ^= 1;
    expect(watch.observe(1, 0, b.replay.head, wrong)).toBe('forged');
  });
});
