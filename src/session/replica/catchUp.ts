// A replica that opens as host with a log (it won the room id after the host left, or the host came
// back) first learns what the others hold, before it sequences anything: the old host may have died
// mid-broadcast, so one guest can hold an entry the claimant lacks. Every guest keeps gossiping its
// signed head to whoever holds the room; for each head we do not hold, we ask that guest (SYNC) and
// take its entries through the Follower: entries that extend our log are plain appends (the longest
// valid chain wins), and a takeover branch may replace a tail of ours nobody acknowledged.
//
// Done when every participant except us and the host we replace has reported and we hold every
// reported head (or gave up on it after a few asks), or after `waitMs` at most: someone who left
// with the old host cannot hold the game up for longer.
import { bytesEqual } from '../../protocol/bytes.js';
import type { Clock } from '../../net/clock.js';
import type { PeerId } from '../../net/transport.js';
import type { Message } from './messages.js';
import type { GameReplay } from '../log/replay.js';

export interface CatchUpHost {
  readonly replay: GameReplay;
  readonly participant: number;
  readonly clock: Clock;
  send(peer: PeerId, message: Message): void;
}

const ASKS = 3;

export class CatchUp {
  private readonly reported = new Map<number, { peer: PeerId; seq: number; hash: Uint8Array }>();
  private readonly asked = new Map<number, { next: number; times: number }>();
  private readonly deadline: number;
  done = false;

  constructor(
    private readonly host: CatchUpHost,
    waitMs: number,
  ) {
    this.deadline = host.clock.now() + waitMs;
  }

  /** A verified head of participant p, as received from `peer`. */
  head(p: number, peer: PeerId, seq: number, hash: Uint8Array): void {
    if (p !== this.host.participant) this.reported.set(p, { peer, seq, hash });
  }

  /** May a takeover branch replace our tail yet? Only once everyone has spoken (their heads make entries final). */
  get adoptAllowed(): boolean {
    return this.allReported() || this.host.clock.now() >= this.deadline;
  }

  /** Called every tick while not done: ask for what we miss. Returns true once finished. */
  tick(): boolean {
    if (this.done) return true;
    const replay = this.host.replay;
    let waiting = false;
    for (const [p, h] of this.reported) {
      const mine = replay.hashAt(h.seq);
      if (mine && bytesEqual(mine, h.hash)) continue; // we hold their head
      const ahead = h.seq >= replay.nextSeq;
      if (!ahead && !this.adoptAllowed) {
        waiting = true; // a branch other than ours: look at it once everyone has spoken
        continue;
      }
      const next = Math.min(h.seq, replay.nextSeq);
      const asked = this.asked.get(p);
      const times = asked && asked.next === next ? asked.times : 0;
      if (times >= ASKS) continue; // no progress from them: give up on their branch
      this.asked.set(p, { next, times: times + 1 });
      this.host.send(h.peer, { type: 'sync', next });
      waiting = true;
    }
    if (this.host.clock.now() >= this.deadline || (this.allReported() && !waiting)) this.done = true;
    return this.done;
  }

  private allReported(): boolean {
    const { replay, participant } = this.host;
    for (let p = 0; p < replay.participants; p++) {
      if (p !== participant && p !== replay.currentHost && !this.reported.has(p)) return false;
    }
    return true;
  }
}
