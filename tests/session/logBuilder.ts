// Builds real signed logs step by step without a network, so adversarial tests can take a valid
// prefix and append exactly the bad entry they want to prove is caught.
import { createEngine } from '../../src/engine/index.js';
import type { Action, Engine } from '../../src/engine/types.js';
import { encodeActionBody, encodeBeaconBody } from '../../src/protocol/bodies.js';
import { silenceMessage, type SilenceStatement } from '../../src/protocol/silence.js';
import { encodeEntry, signingMessage, unsignedBytes, type EntryKind } from '../../src/protocol/entry.js';
import type { Rules } from '../../src/protocol/genesis.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { seededRandom } from '../../src/net/random.js';
import { createIdentity, type PlayerIdentity } from '../../src/session/room/identity.js';
import { createGenesis } from '../../src/session/room/lobby.js';
import { GameReplay } from '../../src/session/log/replay.js';

let enginePromise: Promise<Engine> | null = null;
export function sharedEngine(): Promise<Engine> {
  enginePromise ??= createEngine();
  return enginePromise;
}

export class LogBuilder {
  readonly entries: Uint8Array[] = [];
  readonly replay: GameReplay;
  private readonly random: () => number;

  private constructor(
    readonly engine: Engine,
    readonly identities: PlayerIdentity[],
    readonly genesis: Uint8Array,
  ) {
    this.replay = new GameReplay(engine, fastVerify);
    this.random = seededRandom(99);
    this.push(genesis);
  }

  static async create(players = 4, rules: Partial<Rules> = {}): Promise<LogBuilder> {
    const engine = await sharedEngine();
    const full: Rules = { mode: 'base', players, seating: 'beacon', beaconLength: 512, ...rules };
    const identities = Array.from({ length: players }, (_, i) => createIdentity(full.beaconLength, new Uint8Array(64).fill(i + 1)));
    const seats = identities.map((identity, i) => ({ identity, name: `player${i}`, color: 'red' }));
    const genesis = createGenesis('00112233445566778899aabbccddeeff', full, seats, 0, fastSign);
    return new LogBuilder(engine, identities, genesis);
  }

  /** A signed entry on the current head (not yet accepted). */
  entry(author: number, kind: EntryKind, body: Uint8Array, opts: { seq?: number; prev?: Uint8Array; signer?: number } = {}): Uint8Array {
    const unsigned = { seq: opts.seq ?? this.replay.nextSeq, prev: opts.prev ?? this.replay.head, author, kind, body };
    const secret = this.identities[opts.signer ?? author].keyPair.secretKey;
    return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), secret) });
  }

  action(participant: number, action: Action, opts: { signer?: number } = {}): Uint8Array {
    return this.entry(participant, 'action', encodeActionBody(action), opts);
  }

  /**
   * The host's beacon entry for the pending draw; `reveals` overrides the honest ones. Each null reveal
   * carries the statements of silence of every other participant who revealed (honest witnesses who
   * did not get it), unless `witnesses` names who signed.
   */
  beacon(reveals?: (Uint8Array | null)[], author = 0, witnesses?: number[]): Uint8Array {
    const pending = this.replay.pendingDraw()!;
    const honest = this.identities.map((id) => id.onion.revealFor(pending.draw));
    const list = reveals ?? honest;
    const missing = list.flatMap((r, p) => (r ? [] : [p]));
    const present = witnesses ?? list.flatMap((r, p) => (r && p !== author ? [p] : []));
    const silence = this.silence(missing, present);
    return this.entry(author, 'beacon', encodeBeaconBody({ draw: pending.draw, purpose: pending.purpose, reveals: list, silence }));
  }

  /** Statements that each of `silent` was silent at the next log position, signed by each of `witnesses`. */
  silence(silent: number[], witnesses: number[], seq = this.replay.nextSeq): SilenceStatement[] {
    const gameId = this.replay.genesis!.gameId;
    return silent.flatMap((p) =>
      witnesses.filter((w) => w !== p).map((w) => ({ for: p, by: w, sig: fastSign(silenceMessage(gameId, seq, p), this.identities[w].keyPair.secretKey) })),
    );
  }

  push(bytes: Uint8Array): void {
    const verdict = this.replay.accept(bytes);
    if (!verdict.ok) throw new Error(`builder entry rejected: ${verdict.reason}`);
    this.entries.push(bytes);
  }

  /** Who may act now (the first such participant), or -1. */
  actor(): number {
    for (let p = 0; p < this.identities.length; p++) if (this.replay.mayAct(p)) return p;
    return -1;
  }

  /** An action that moves the game towards the next dice roll (first legal ones can loop forever, e.g. trades). */
  progressAction(p: number): Action {
    const actions = this.replay.legalActions(p);
    return actions.find((a) => a.type === 'roll') ?? actions.find((a) => a.type === 'endTurn') ?? actions[0];
  }

  /** Play honestly (beacon draws, first legal or random action) until `done` or `max` entries. */
  playUntil(done: (b: LogBuilder) => boolean, max = 5000): void {
    while (!done(this) && this.entries.length < max && !this.replay.finished) {
      if (this.replay.pendingDraw()) {
        this.push(this.beacon());
        continue;
      }
      const p = this.actor();
      if (p < 0) throw new Error('nobody can act');
      const actions = this.replay.legalActions(p);
      this.push(this.action(p, actions[Math.floor(this.random() * actions.length)]));
    }
  }

  /** A fresh replay that has accepted every entry so far. */
  replayCopy(): GameReplay {
    const r = new GameReplay(this.engine, fastVerify);
    for (const e of this.entries) {
      const v = r.accept(e);
      if (!v.ok) throw new Error(v.reason);
    }
    return r;
  }
}
