// What a reopened replica (a reload, a crash) rebuilds from its own store. Every stored entry was
// accepted by this replica before it was saved (acceptAndPersist, Follower.conflict), its signatures
// checked then; a reload checks again the chain and every rule (the engine replays each move, the card
// ledger each card message) but not those signatures, which were three quarters of a reload's time
// (issue 40: a tab back at entry 1,500 in under 1 s).
//
// Safe because the store is the player's own: the same IndexedDB holds the identity seed, so whoever
// can write the log can sign as the player anyway, and a tampered log misleads only its owner, since
// every peer checks every entry and head it gets from this replica. Damage is still caught: a changed
// entry breaks the chain at the next one (its prev is the hash of the entry as it was accepted), and
// the last entry, which nothing after it vouches for, is checked whole. On any break the whole log is
// replayed again with every signature checked, and the replica keeps what comes before the first bad
// entry, as it did before.
import type { Engine } from '../../engine/types.js';
import type { VerifySignature } from '../../protocol/signatures.js';
import { GameReplay } from '../log/replay.js';

export interface StoredLog {
  replay: GameReplay;
  /** Why the stored log stops early (its first bad entry and whatever follows it are not kept), else null. */
  damage: string | null;
}

export function replayStored(engine: Engine, verify: VerifySignature, stored: readonly Uint8Array[]): StoredLog {
  const trusted = new GameReplay(engine, verify);
  const last = stored.length - 1;
  let whole = true;
  for (let seq = 0; seq < last && whole; seq++) whole = trusted.acceptChecked(stored[seq]).ok;
  if (whole && (last < 0 || trusted.accept(stored[last]).ok)) return { replay: trusted, damage: null };
  return replayChecked(engine, verify, stored);
}

/** Every entry checked whole, signatures included; stops at the first that fails. */
function replayChecked(engine: Engine, verify: VerifySignature, stored: readonly Uint8Array[]): StoredLog {
  const replay = new GameReplay(engine, verify);
  for (const bytes of stored) {
    const verdict = replay.accept(bytes);
    if (!verdict.ok) return { replay, damage: verdict.reason };
  }
  return { replay, damage: null };
}
