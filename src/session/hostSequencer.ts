// The host's extra duties: append valid submissions in one order, and run each beacon draw (collect
// every participant's reveal, seal them into a signed beacon entry, or seal without the players who
// did not reveal in time). The host can delay and exclude, never forge: reveals are checked against
// the onion commitments, and every replica re-checks everything the host appends.
import { encodeBeaconBody } from '../protocol/bodies.js';
import { bytesEqual } from '../protocol/bytes.js';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes } from '../protocol/entry.js';
import type { SignMessage } from '../protocol/signatures.js';
import type { CancelTimer, Clock } from '../net/clock.js';
import type { PeerId } from '../net/transport.js';
import type { PlayerIdentity } from './identity.js';
import type { Message } from './messages.js';
import type { GameReplay, Verdict } from './replay.js';

/** What the sequencer needs from its replica. */
export interface SequencerHost {
  readonly replay: GameReplay;
  readonly participant: number;
  readonly identity: PlayerIdentity;
  readonly clock: Clock;
  readonly sign: SignMessage;
  readonly revealTimeoutMs: number;
  acceptAndPersist(bytes: Uint8Array): Promise<Verdict>;
  broadcast(message: Message): void;
  send(peer: PeerId, message: Message): void;
  rejected(seq: number, reason: string, from: string): void;
  warn(text: string): void;
  advanced(): void;
}

export class HostSequencer {
  private draw = 0;
  private collected = new Map<number, Uint8Array>();
  private timer: CancelTimer | null = null;
  /** Participants who missed a draw: later draws do not wait for them (they are disconnected). */
  private readonly absent = new Set<number>();

  constructor(private readonly host: SequencerHost) {}

  get absentParticipants(): number[] {
    return [...this.absent].sort();
  }

  /** A signed entry from a guest (or from the host's own player). */
  async submit(bytes: Uint8Array, from: PeerId, local: boolean): Promise<void> {
    const { replay } = this.host;
    let seq = -1;
    try {
      const entry = decodeEntry(bytes);
      seq = entry.seq;
      // Only the host seals draws: a guest's beacon (e.g. one leaving the host's reveal out, which
      // would pass as a takeover) is never appended.
      if (!local && entry.kind !== 'action') {
        this.reject(seq, from, local, `only actions may be submitted, not ${entry.kind} entries`);
        return;
      }
    } catch {
      // accept() below names the decoding problem
    }
    const existing = seq >= 0 ? replay.entryAt(seq) : undefined;
    if (existing && !local && bytesEqual(existing, bytes)) {
      this.host.send(from, { type: 'entry', bytes: existing }); // the guest missed our broadcast of it
      return;
    }
    const verdict = await this.host.acceptAndPersist(bytes);
    if (!verdict.ok) {
      this.reject(Math.max(seq, 0), from, local, verdict.reason);
      return;
    }
    this.host.broadcast({ type: 'entry', bytes });
    this.host.advanced();
  }

  private reject(seq: number, from: PeerId, local: boolean, reason: string): void {
    this.host.rejected(seq, reason, from);
    if (!local) this.host.send(from, { type: 'reject', seq, reason });
  }

  /** Called after every accepted entry: open a new draw if the log now waits for one. */
  async advanced(): Promise<void> {
    const pending = this.host.replay.pendingDraw();
    if (!pending || pending.draw === this.draw) return;
    this.timer?.();
    this.draw = pending.draw;
    this.collected = new Map();
    if (pending.draw > this.host.identity.onion.length) return; // exhausted: accept() will say so
    this.collected.set(this.host.participant, this.host.identity.onion.revealFor(pending.draw));
    const draw = pending.draw;
    this.timer = this.host.clock.setTimer(this.host.revealTimeoutMs, () => void this.timeout(draw));
    await this.sealIfComplete();
  }

  async reveal(participant: number, draw: number, reveal: Uint8Array): Promise<void> {
    if (draw !== this.draw || this.collected.has(participant)) return;
    if (!this.host.replay.revealIsValid(participant, draw, reveal)) {
      this.host.warn(`participant ${participant} sent a wrong reveal for draw ${draw}; ignored`);
      return;
    }
    this.collected.set(participant, reveal);
    this.absent.delete(participant);
    await this.sealIfComplete();
  }

  private async sealIfComplete(): Promise<void> {
    const n = this.host.replay.participants;
    for (let p = 0; p < n; p++) if (!this.collected.has(p) && !this.absent.has(p)) return;
    await this.seal();
  }

  private async timeout(draw: number): Promise<void> {
    if (draw !== this.draw) return;
    const n = this.host.replay.participants;
    for (let p = 0; p < n; p++) {
      if (!this.collected.has(p) && !this.absent.has(p)) {
        this.absent.add(p);
        this.host.warn(`participant ${p} did not reveal for draw ${draw} in time; treated as disconnected`);
      }
    }
    await this.seal();
  }

  private async seal(): Promise<void> {
    const { replay } = this.host;
    const pending = replay.pendingDraw();
    if (!pending || pending.draw !== this.draw) return;
    this.timer?.();
    this.timer = null;
    const reveals = Array.from({ length: replay.participants }, (_, p) => this.collected.get(p) ?? null);
    // Taking over from a host that still reveals (it lost the room but not the game) needs its reveal left out.
    if (replay.currentHost !== this.host.participant) reveals[replay.currentHost] = null;
    const unsigned = {
      seq: replay.nextSeq,
      prev: replay.head,
      author: this.host.participant,
      kind: 'beacon' as const,
      body: encodeBeaconBody({ draw: pending.draw, purpose: pending.purpose, reveals }),
    };
    const sig = this.host.sign(signingMessage(unsignedBytes(unsigned)), this.host.identity.keyPair.secretKey);
    const bytes = encodeEntry({ ...unsigned, sig });
    const verdict = await this.host.acceptAndPersist(bytes);
    if (!verdict.ok) {
      this.host.warn(`could not seal draw ${pending.draw}: ${verdict.reason}`);
      return;
    }
    this.host.broadcast({ type: 'entry', bytes });
    this.host.advanced();
  }
}
