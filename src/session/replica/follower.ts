// Taking entries from another replica: a guest from its host, and a new host from every guest while it
// catches up (catchUp.ts). Entries that arrive early are buffered per sender; an entry that does not
// chain onto ours makes us ask for earlier ones until we find where the two logs part.
//
// Where they part, the other log may replace ours only under the takeover rule (docs/protocol.md):
// its entry there is a takeover (a new host starting its term) and our entry there is not final
// (no participant other than the host that sequenced it has acknowledged it, see headWatch.ts). Then
// we cut our log back, persist the takeover and follow the new host: this is how a host that wrote
// an entry nobody else received comes back as a guest without a fork. Anything else from our host is
// a fork: we record the evidence and halt.
import { bytesEqual, toHex } from '../../protocol/bytes.js';
import { decodeCanonical } from '../../protocol/canonicalJson.js';
import { parseHostBody } from '../../protocol/bodies.js';
import { decodeEntry, entryHash, ZERO_HASH, type Entry } from '../../protocol/entry.js';
import type { Clock } from '../../net/clock.js';
import type { PeerId } from '../../net/transport.js';
import type { ForkEvidence, HeadWatch } from './headWatch.js';
import type { Message } from './messages.js';
import type { GameReplay, Verdict } from '../log/replay.js';
import type { EntryStore } from '../log/entryStore.js';

export interface FollowerHost {
  readonly replay: GameReplay;
  readonly clock: Clock;
  readonly heads: HeadWatch;
  readonly store: EntryStore;
  acceptAndPersist(bytes: Uint8Array): Promise<Verdict>;
  /** Our log was cut back and replaced: take `replay` as the new state. */
  replaced(replay: GameReplay, from: number): void;
  send(peer: PeerId, message: Message): void;
  rejected(seq: number, reason: string, from: string): void;
  warn(text: string): void;
  forked(evidence: ForkEvidence): void;
  advanced(): void;
}

export interface FollowMode {
  /** From our host: a conflict we may not resolve is a fork. From a peer (catching up): just ignored. */
  strict: boolean;
  /** Whether a takeover from this sender may replace our non-final tail now. */
  adopt: boolean;
}

const MAX_BUFFERED = 512;
/**
 * An early entry asks its sender for what we miss, but the same request to the same sender goes out at
 * most this often: a sync is answered with up to 64 entries, and when every one of them that came early
 * asked again, a replica catching up from a reordering link flooded it without end (the soak's stall, issue 40).
 */
const SYNC_AGAIN_MS = 250;

export class Follower {
  private readonly buffers = new Map<PeerId, Map<number, Uint8Array>>();
  /** Per sender: the lowest seq we asked for while looking for where our logs part, and the next step. */
  private readonly walks = new Map<PeerId, { below: number; step: number }>();
  /** Per sender: the last sync an early entry made us send, and when. */
  private readonly asked = new Map<PeerId, { next: number; at: number }>();

  constructor(private readonly host: FollowerHost) {}

  async receive(from: PeerId, bytes: Uint8Array, mode: FollowMode): Promise<void> {
    let entry: Entry;
    try {
      entry = decodeEntry(bytes);
    } catch (e) {
      this.host.rejected(-1, `malformed entry from ${from}: ${(e as Error).message}`, from);
      return;
    }
    const replay = this.host.replay;
    const seq = entry.seq;
    if (seq > replay.nextSeq) {
      this.buffer(from, seq, bytes);
      this.askFor(from, replay.nextSeq);
      return;
    }
    if (seq < replay.nextSeq && bytesEqual(replay.entryAt(seq)!, bytes)) return; // a duplicate
    const prev = seq === 0 ? ZERO_HASH : replay.hashAt(seq - 1)!;
    if (!bytesEqual(entry.prev, prev)) {
      if (seq === replay.nextSeq) this.buffer(from, seq, bytes);
      this.walkBack(from, seq, bytes, entry, mode);
      return;
    }
    if (seq < replay.nextSeq) {
      await this.conflict(from, seq, bytes, entry, mode);
      return;
    }
    await this.drain(from, bytes);
  }

  /** Accept `first` (it chains onto our head) and whatever this sender sent after it. */
  private async drain(from: PeerId, first: Uint8Array | undefined): Promise<void> {
    const buffer = this.buffers.get(from);
    let next = first ?? buffer?.get(this.host.replay.nextSeq);
    let progressed = false;
    while (next) {
      const at = this.host.replay.nextSeq;
      const verdict = await this.host.acceptAndPersist(next);
      if (!verdict.ok) {
        buffer?.delete(at);
        this.host.rejected(at, `${from} sent an invalid entry: ${verdict.reason}`, from);
        break;
      }
      progressed = true;
      next = buffer?.get(this.host.replay.nextSeq);
    }
    if (buffer) for (const s of buffer.keys()) if (s < this.host.replay.nextSeq) buffer.delete(s);
    if (progressed) {
      this.walks.delete(from);
      this.host.advanced();
    }
  }

  private askFor(from: PeerId, next: number): void {
    const now = this.host.clock.now();
    const last = this.asked.get(from);
    if (last && last.next === next && now - last.at < SYNC_AGAIN_MS) return;
    this.asked.set(from, { next, at: now });
    this.host.send(from, { type: 'sync', next });
  }

  private buffer(from: PeerId, seq: number, bytes: Uint8Array): void {
    let buffer = this.buffers.get(from);
    if (!buffer) this.buffers.set(from, (buffer = new Map()));
    if (buffer.size < MAX_BUFFERED || buffer.has(seq)) buffer.set(seq, bytes);
  }

  /** Their entry at seq does not chain onto ours: ask for earlier entries, but never below our final ones. */
  private walkBack(from: PeerId, seq: number, bytes: Uint8Array, entry: Entry, mode: FollowMode): void {
    const walk = this.walks.get(from) ?? { below: Number.POSITIVE_INFINITY, step: 1 };
    if (seq > walk.below) return; // an answer to a request we already went further back than
    const floor = Math.max(1, this.host.heads.finalSeq() + 1);
    const next = Math.max(floor, seq - walk.step);
    if (next >= seq) {
      // They part from us at a final entry: no takeover can explain that (if they signed it).
      const replay = this.host.replay;
      if (!replay.signedByItsAuthor(entry, bytes)) return this.host.rejected(seq, `${from} sent entry ${seq} with a bad signature`, from);
      const evidence = { seq: seq - 1, participant: null, mine: toHex(replay.hashAt(seq - 1) ?? ZERO_HASH), theirs: toHex(entry.prev) };
      if (mode.strict) this.host.forked(evidence);
      return;
    }
    if (!mode.adopt) return;
    this.walks.set(from, { below: next, step: walk.step * 2 });
    this.host.send(from, { type: 'sync', next });
  }

  /** Their entry at seq chains onto our entry seq-1 but differs from our entry at seq. */
  private async conflict(from: PeerId, seq: number, bytes: Uint8Array, entry: Entry, mode: FollowMode): Promise<void> {
    const replay = this.host.replay;
    // a forged or damaged copy is no second history: refused like any bad entry, and we go on
    if (!replay.signedByItsAuthor(entry, bytes)) return this.host.rejected(seq, `${from} sent entry ${seq} with a bad signature`, from);
    const evidence = { seq, participant: null, mine: toHex(replay.hashAt(seq)!), theirs: toHex(entryHash(bytes)) };
    const refuse = (why: string) => {
      if (mode.strict) {
        this.host.warn(`the host's log parts from ours at entry ${seq}: ${why}`);
        this.host.forked(evidence);
      }
    };
    if (seq <= this.host.heads.finalSeq()) return refuse('our entry there is final (acknowledged)');
    if (!isTakeover(entry, replay.participants)) return refuse('theirs is not a takeover');
    if (!mode.adopt) return;
    const store = this.host.store;
    const trial = replay.prefix(seq);
    const verdict = trial.accept(bytes);
    if (!verdict.ok) {
      this.host.rejected(seq, `${from} sent an invalid takeover: ${verdict.reason}`, from);
      return;
    }
    const dropped = replay.nextSeq - seq;
    await store.truncate(seq);
    await store.append(seq, bytes);
    this.host.replaced(trial, seq);
    this.walks.delete(from);
    this.host.warn(
      `participant ${entry.author} took over as host at entry ${seq}: dropped our last ${dropped} entr${dropped === 1 ? 'y' : 'ies'}, ` +
        'which no other player had acknowledged',
    );
    await this.drain(from, undefined);
    this.host.advanced();
  }
}

function isTakeover(entry: Entry, participants: number): boolean {
  if (entry.kind !== 'beacon') return false;
  try {
    return parseHostBody(decodeCanonical(entry.body), participants).kind === 'takeover';
  } catch {
    return false;
  }
}
