// What a Replica is opened with, and what it reports when it refuses something.
import type { Engine } from '../../engine/types.js';
import type { SignMessage, VerifySignature } from '../../protocol/signatures.js';
import type { Clock } from '../../net/clock.js';
import type { PeerId, Transport } from '../../net/transport.js';
import type { PlayerIdentity } from '../room/identity.js';
import type { EntryStore } from '../log/entryStore.js';
import type { RandomBytes } from '../../protocol/cards/random.js';

export interface ReplicaOptions {
  engine: Engine;
  store: EntryStore;
  transport: Transport;
  clock: Clock;
  hostPeer: PeerId;
  /** This replica's participant index in the genesis entry, with its secrets; null for a spectator. */
  participant: number | null;
  identity: PlayerIdentity | null;
  /** Host only, first start: the genesis entry that opens the log. */
  genesis?: Uint8Array;
  /** Default: the protocol's rule on the WebAssembly accelerator (acceleratedVerify.ts); Node passes node:crypto's. */
  verify?: VerifySignature;
  sign?: SignMessage;
  /** Randomness for this participant's card work (shuffle permutations, box nonces, escrow parts).
   *  Default: the platform's CSPRNG. Only simulations and tests seed it, so their runs repeat. */
  cardRandom?: RandomBytes;
  tickMs?: number;
  revealTimeoutMs?: number;
  /** Host: how long to wait for the guests' heads before sequencing on an existing log (default 10 s). */
  catchUpMs?: number;
  /** Host: silence after which an awaited participant gets proxy moves (default 60 s; Infinity: never). */
  proxyAfterMs?: number;
  /**
   * Writers at one log position take turns, one slot apart (answerOrder.ts), instead of racing for it:
   * card messages always; moves too unless `answerMoves` is false (people, whose clicks go out at once).
   */
  answerSlotMs?: number;
  answerMoves?: boolean;
  log?: (line: string) => void;
}

export interface Rejection {
  seq: number;
  reason: string;
  from: string;
}
