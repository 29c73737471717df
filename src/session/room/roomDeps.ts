// What a NetworkRoom is opened with: the engine, where seats and logs are kept, how to reach peers,
// the clock, and the replica's timings.
import type { Engine } from '../../engine/types.js';
import type { Clock } from '../../net/clock.js';
import type { PeerId, Transport } from '../../net/transport.js';
import type { VerifySignature } from '../../protocol/signatures.js';
import type { EntryStore } from '../log/entryStore.js';
import type { SavedSeat } from '../log/indexedDbStore.js';

export interface RoomStorage {
  entries(room: string): EntryStore;
  saveSeat(seat: SavedSeat): Promise<void>;
  loadSeat(room: string): Promise<SavedSeat | null>;
}

export interface RoomDeps {
  engine: Engine;
  storage: RoomStorage;
  connect(id: PeerId, dial: PeerId[]): Promise<Transport>;
  clock: Clock;
  randomBytes?: (n: number) => Uint8Array;
  log?: (line: string) => void;
  tickMs?: number;
  revealTimeoutMs?: number;
  /** How long a page asking to join or watch dials a room id that never answers before it gives up (noRoom.ts). */
  noRoomAfterMs?: number;
  /** How long a guest waits without the host before the first claim. */
  hostGraceMs?: number;
  /** Extra wait per participant index, so claims are staggered. */
  claimStaggerMs?: number;
  /** A new host's wait for the guests' heads before it sequences (Replica `catchUpMs`). */
  catchUpMs?: number;
  /** Silence after which the host makes proxy moves for an awaited player (Replica `proxyAfterMs`). */
  proxyAfterMs?: number;
  /** Writers at one log position take turns this far apart (Replica `answerSlotMs`); `answerMoves`: moves too (bots). */
  answerSlotMs?: number;
  answerMoves?: boolean;
  /** A synchronous verifier (tests on virtual time); without one, the replica uses the reference verifier. */
  verify?: VerifySignature;
}
