// The rules of the log: one game's entries checked and applied in order. Both a live replica and the
// offline verifier run every entry through `accept`, so "valid in play" and "valid in review" are the
// same judgement. An entry is accepted only if it decodes, continues the chain, is signed by its
// author, comes from someone entitled to act now, and (for actions) the engine applies it. A rejected
// entry leaves the state exactly as it was.
//
// Host entries (kind 2) are a beacon draw, a takeover (a new host starts its term: the only way the
// host changes), a proxy move for a participant who is provably absent (see proxyRule.ts), or a
// stand-in: the same rule's move for a participant every other one present signed idle past the
// game's turn limit (idleEvidence.ts), or the end of a table of two as abandoned (abandonRule.ts).
//
// About 580 lines, one concept: the judgement of an entry against the state the log built. What each
// kind's evidence must show already sits in its own file (silenceEvidence.ts, idleEvidence.ts,
// proxyRule.ts, abandonRule.ts, engineGame.ts, hostTerms.ts for who held the role when); what is left
// here is the state they all read and this class alone writes (the chain, each participant's onion
// layer, seats, the host after every entry), and moving the per-kind `apply` methods out would only
// make that state public for them to write (issue 39 item 7).
import type { Action, Engine, Game, View } from '../../engine/types.js';
import { beaconOutcome, revealMatches } from '../../protocol/beacon.js';
import { parseActionBody, parseHostBody, type BeaconBody, type ProxyBody, type StandInBody, type TakeoverBody } from '../../protocol/bodies.js';
import { bytesEqual, fromHex } from '../../protocol/bytes.js';
import { decodeCanonical, isRecord, type Json } from '../../protocol/canonicalJson.js';
import { decodeEntry, entryHash, signingMessage, ZERO_HASH, type Entry } from '../../protocol/entry.js';
import { dealsSealedCards, parseGenesis, type GenesisBody } from '../../protocol/genesis.js';
import type { VerifySignature } from '../../protocol/signatures.js';
import { isValidRange, MAX_RANGE, permutationFromValues, permutationRanges, valuesForRanges } from '../../protocol/unbiased.js';
import { SETUP_PURPOSE, type PendingDraw } from '../replica/pendingDraw.js';
import { SealedCards } from '../cards/sealedCards.js';
import { AbsentHands } from '../cards/absentHands.js';
import { sealedDeckContents } from '../cards/developmentDeck.js';
import { isCardBody } from '../../protocol/cardBodies.js';
import { abandonRefusal } from './abandonRule.js';
import { PRESENCE_PURPOSE, proxyChoice, sameAction } from './proxyRule.js';
import type { SilenceStatement } from '../../protocol/silence.js';
import { silenceRefusal } from './silenceEvidence.js';
import { idleRefusal } from './idleEvidence.js';
import { gameConfig, nonCanonical } from './engineGame.js';

/** At most this many presence draws follow each other; then a move must come first. */
export const MAX_PRESENCE_STREAK = 3;

export type Verdict = { ok: true; entry: Entry; hash: Uint8Array } | { ok: false; reason: string };

interface RevealState {
  value: Uint8Array;
  draw: number;
}

export class GameReplay {
  private readonly entryBytes: Uint8Array[] = [];
  private readonly hashes: Uint8Array[] = [];
  genesis: GenesisBody | null = null;
  game: Game | null = null;
  /** seatOf[participant] = engine seat; participantAt[seat] = participant. */
  seatOf: number[] = [];
  participantAt: number[] = [];
  draws = 0;
  /** Who appends host entries now: the genesis host, then whoever signed the latest takeover entry. */
  currentHost = 0;
  /** Per participant: participant draws missed (null reveals) so far, for the UI and reports. */
  missedDraws: number[] = [];
  /** A Cities & Knights game's sealed progress decks (null in the base game). */
  cards: SealedCards | null = null;
  /** Per participant: the seq of its latest own move (an action that is not a card message), or -1. */
  private lastMoves: number[] = [];
  /** Participants a stand-in moved for since their own latest entry (the table says they are idle). */
  readonly stoodIn = new Set<number>();
  /** A table of two the host ended as abandoned (abandonRule.ts): where, and whom the game waited for. */
  abandoned: { seq: number; by: number; for: number } | null = null;
  /** The latest beacon draw: where it is and who was missing from it (the evidence of absence). */
  lastDraw: { seq: number; purpose: string; missing: boolean[] } | null = null;
  private publicKeys: Uint8Array[] = [];
  private gameId: Uint8Array = new Uint8Array(0);
  private reveals: RevealState[] = [];
  /** hostAfter[seq]: the host once entry seq was applied (who sequenced it). */
  private hostAfter: number[] = [];
  /** Per participant: seq of the last entry they signed. */
  private lastAuthored: number[] = [];
  /** While rebuilding a prefix of entries already checked, signatures are not checked again. */
  private trusting = false;
  /** Presence draws in a row at the end of the log (capped, so a host cannot burn the beacon with them). */
  private presenceStreak = 0;
  private readonly checkSignature: VerifySignature = (m, s, k) => this.trusting || this.verify(m, s, k);

  constructor(
    private readonly engine: Engine,
    private readonly verify: VerifySignature,
  ) {}

  /** A fresh replay holding only entries [0, n) of this one (they were checked when accepted). */
  prefix(n: number): GameReplay {
    const copy = new GameReplay(this.engine, this.verify);
    copy.trusting = true;
    try {
      for (let seq = 0; seq < Math.min(n, this.nextSeq); seq++) {
        const verdict = copy.accept(this.entryBytes[seq]);
        if (!verdict.ok) throw new Error(`cannot rebuild entry ${seq}: ${verdict.reason}`);
      }
    } finally {
      copy.trusting = false;
    }
    return copy;
  }

  /**
   * Accept an entry whose signatures this replica checked when it first accepted it (one it saved in
   * its own store): the chain and every rule are checked again, the signatures not (replica/storedLog.ts).
   */
  acceptChecked(bytes: Uint8Array): Verdict {
    this.trusting = true;
    try {
      return this.accept(bytes);
    } finally {
      this.trusting = false;
    }
  }

  /** The host that sequenced entry seq (the host once it was applied). */
  hostAt(seq: number): number | undefined {
    return this.hostAfter[seq];
  }

  /**
   * Is participant p provably away? They were missing (null reveal) from the latest beacon draw and
   * have signed no entry since. This is what a proxy move for p needs; a participant who revealed at
   * the latest draw, or acted after it, cannot be proxied.
   */
  absent(p: number): boolean {
    const d = this.lastDraw;
    return !!d && d.missing[p] === true && (this.lastAuthored[p] ?? -1) < d.seq;
  }

  /** The seq of participant p's latest own move (not a card message), or -1: what restarts its turn clock. */
  lastMoveOf(p: number): number {
    return this.lastMoves[p] ?? -1;
  }

  /**
   * Who must sign participant p idle for a stand-in by `host`: everyone present at the latest draw but
   * the host and p; when that is nobody (two players), p's own replica, which signs only once its
   * player has let the limit pass: the host's word alone never skips anyone.
   */
  idleWitnesses(host: number, p: number): number[] {
    const present = this.lastDraw?.missing.flatMap((missing, w) => (missing ? [] : [w])) ?? [];
    const others = present.filter((w) => w !== host && w !== p);
    return others.length || p === host || !present.includes(p) ? others : [p];
  }

  /** Why a presence draw (a beacon draw the engine did not ask for) may not be sealed now, or null. */
  presenceRefusal(author: number): string | null {
    if (!this.game || this.finished) return 'a presence draw needs a game in progress';
    if (this.pendingDraw()) return 'a chance draw is pending: no presence draw now';
    if (this.presenceStreak >= MAX_PRESENCE_STREAK) return `more than ${MAX_PRESENCE_STREAK} presence draws in a row`;
    for (let p = 0; p < this.participants; p++) if (p !== author && this.awaited(p)) return null;
    return 'nobody but the host is awaited: no presence draw needed';
  }

  get nextSeq(): number {
    return this.entryBytes.length;
  }

  get head(): Uint8Array {
    return this.hashes.length ? this.hashes[this.hashes.length - 1] : ZERO_HASH;
  }

  hashAt(seq: number): Uint8Array | undefined {
    return this.hashes[seq];
  }

  entryAt(seq: number): Uint8Array | undefined {
    return this.entryBytes[seq];
  }

  get entries(): readonly Uint8Array[] {
    return this.entryBytes;
  }

  get participants(): number {
    return this.genesis?.players.length ?? 0;
  }

  publicKeyOf(participant: number): Uint8Array | undefined {
    return this.publicKeys[participant];
  }

  /** The game is over: someone won, or the host ended a table of two as abandoned (no winner). */
  get finished(): boolean {
    return this.game !== null && (this.abandoned !== null || this.winnerSeat() !== null);
  }

  winnerSeat(): number | null {
    return this.game ? this.game.winner() : null;
  }

  view(seat?: number): View | null {
    return this.game ? this.game.view(seat) : null;
  }

  /** The chance draw the log is waiting for: the setup draw before the game exists, then the engine's. */
  pendingDraw(): PendingDraw | null {
    if (!this.genesis) return null;
    if (!this.game) {
      const ranges = [MAX_RANGE];
      if (this.genesis.rules.seating === 'beacon') ranges.push(...permutationRanges(this.participants));
      return { draw: this.draws + 1, purpose: SETUP_PURPOSE, ranges };
    }
    if (this.finished || this.cards?.reshuffling || this.cards?.privateMoves?.shuffling) return null; // no draw while a pile or a hand is shuffled
    const chance = this.game.pendingChance();
    return chance ? { draw: this.draws + 1, purpose: chance.kind, ranges: chance.ranges } : null;
  }

  /**
   * A participant may act when no draw is pending and the engine offers their seat a legal action
   * (and, with sealed decks, once they are dealt and while no dispute has stopped the game).
   */
  mayAct(participant: number): boolean {
    if (!this.takesMoves()) return false;
    const seat = this.seatOf[participant];
    // The binary list: the same actions as legalActions, without building their JSON just to count them.
    return seat !== undefined && this.game!.legalRecords(seat).count > 0;
  }

  /** The game waits for p: it may act, or it owes a discard only its sealed cards can make (absentHands.ts). */
  awaited(participant: number): boolean {
    return this.mayAct(participant) || (!!this.cards?.ready && this.cards.privateMoves?.absentHands?.needsSealed(participant) === true);
  }

  legalActions(participant: number): Action[] {
    if (!this.mayAct(participant)) return [];
    return this.game!.legalActions(this.seatOf[participant]);
  }

  /**
   * The fixed rule's move for an absent or idle participant, chosen alike by every replica: from its
   * public cards only (its own replica, which has read its sealed cards, would list more).
   */
  proxyChoiceFor(participant: number): Action | null {
    const seat = this.seatOf[participant];
    if (!this.takesMoves() || seat === undefined) return null;
    return proxyChoice(this.game!.publicLegalActions(seat));
  }

  /** The game is under way and waits on no chance outcome and no card message. */
  private takesMoves(): boolean {
    return !!this.game && !this.finished && !this.game.pendingChance() && (!this.cards || this.cards.ready);
  }

  /** Would `reveal` be participant p's correct reveal for draw `draw`? (Cheap; the host checks on receipt.) */
  revealIsValid(participant: number, draw: number, reveal: Uint8Array): boolean {
    const last = this.reveals[participant];
    if (!last || draw <= last.draw || !this.genesis || draw > this.genesis.rules.beaconLength) return false;
    return revealMatches(reveal, last.value, draw - last.draw);
  }

  accept(bytes: Uint8Array): Verdict {
    let entry: Entry;
    try {
      entry = decodeEntry(bytes);
    } catch (e) {
      return { ok: false, reason: `malformed entry: ${(e as Error).message}` };
    }
    const where = `entry ${entry.seq}`;
    if (entry.seq < this.nextSeq) {
      return bytesEqual(bytes, this.entryBytes[entry.seq])
        ? { ok: false, reason: `${where}: replayed entry (already accepted at seq ${entry.seq})` }
        : { ok: false, reason: `${where}: conflicts with the accepted entry at seq ${entry.seq}` };
    }
    if (entry.seq > this.nextSeq) return { ok: false, reason: `${where}: out of order, expected seq ${this.nextSeq}` };
    if (!bytesEqual(entry.prev, this.head)) {
      return { ok: false, reason: `${where}: broken chain, prev is not the hash of entry ${entry.seq - 1}` };
    }
    let body: Json;
    try {
      body = decodeCanonical(entry.body);
    } catch (e) {
      return { ok: false, reason: `${where}: ${(e as Error).message}` };
    }
    const hash = entryHash(bytes);
    const reason = entry.kind === 'genesis' ? this.acceptGenesis(entry, body, bytes) : this.acceptMove(entry, body, bytes);
    if (reason) return { ok: false, reason: `${where}: ${reason}` };
    this.entryBytes.push(bytes.slice());
    this.hashes.push(hash);
    this.hostAfter.push(this.currentHost);
    this.lastAuthored[entry.author] = entry.seq;
    this.cards?.afterEntry(entry.seq); // a seen card back in its pile is re-shuffled before it is dealt again
    if (this.lastDraw?.seq !== entry.seq || this.lastDraw.purpose !== PRESENCE_PURPOSE) this.presenceStreak = 0;
    return { ok: true, entry, hash };
  }

  /**
   * Is `entry` (decoded from `bytes`) signed by the participant it names as author? Only such an entry
   * can be evidence against anyone: a copy with a broken signature proves nothing.
   */
  signedByItsAuthor(entry: Entry, bytes: Uint8Array): boolean {
    const key = this.publicKeyOf(entry.author);
    return key !== undefined && this.signatureValid(entry, bytes, key);
  }

  private signatureValid(entry: Entry, bytes: Uint8Array, publicKey: Uint8Array): boolean {
    const unsigned = bytes.subarray(0, bytes.length - entry.sig.length);
    return this.checkSignature(signingMessage(unsigned), entry.sig, publicKey);
  }

  private acceptGenesis(entry: Entry, body: Json, bytes: Uint8Array): string | null {
    if (entry.seq !== 0) return 'a genesis entry may only open the log';
    let genesis: GenesisBody;
    try {
      genesis = parseGenesis(body, this.checkSignature);
    } catch (e) {
      return (e as Error).message;
    }
    if (entry.author !== genesis.host) return `genesis must be signed by the host (participant ${genesis.host})`;
    const keys = genesis.players.map((p) => fromHex(p.publicKey));
    if (!this.signatureValid(entry, bytes, keys[genesis.host])) return 'bad signature by the host';
    try {
      // Make sure the engine can play these rules before anyone commits a move to them.
      this.engine.newGame(gameConfig(genesis, 0));
    } catch (e) {
      return `the engine refuses the rules: ${(e as Error).message}`;
    }
    this.genesis = genesis;
    this.currentHost = genesis.host;
    this.publicKeys = keys;
    this.gameId = fromHex(genesis.gameId);
    this.reveals = genesis.players.map((p) => ({ value: fromHex(p.commitment), draw: 0 }));
    this.missedDraws = genesis.players.map(() => 0);
    return null;
  }

  private acceptMove(entry: Entry, body: Json, bytes: Uint8Array): string | null {
    if (!this.genesis) return 'the first entry must be the genesis entry';
    const key = this.publicKeys[entry.author];
    if (!key) return `author ${entry.author} is not a participant`;
    if (!this.signatureValid(entry, bytes, key)) return `bad signature (not signed by participant ${entry.author})`;
    // Card messages go on after the game ends: the seeds for the audit come then.
    if (entry.kind === 'action' && isCardBody(body)) {
      return this.cards ? this.cards.acceptMessage(entry.seq, entry.author, body, this.finished) : 'this game has no sealed progress decks';
    }
    if (this.finished) return 'the game is over';
    return entry.kind === 'action' ? this.applyAction(entry, body) : this.applyHostEntry(entry, body);
  }

  private applyHostEntry(entry: Entry, body: Json): string | null {
    let parsed;
    try {
      parsed = parseHostBody(body, this.participants);
    } catch (e) {
      return (e as Error).message;
    }
    if (parsed.kind === 'takeover') return this.applyTakeover(entry, parsed);
    if (entry.author !== this.currentHost) {
      const what = { beacon: 'beacon draws', proxy: 'proxy moves', standIn: 'stand-in moves', abandon: 'the end of an abandoned game' }[parsed.kind];
      return `only the host (participant ${this.currentHost}) may append ${what}`;
    }
    if (parsed.kind === 'abandon') {
      const refusal = abandonRefusal(this, entry.author, parsed);
      if (refusal === null) this.abandoned = { seq: entry.seq, by: entry.author, for: parsed.for };
      return refusal;
    }
    if (parsed.kind === 'standIn') return this.applyStandIn(entry, parsed);
    return parsed.kind === 'beacon' ? this.applyBeacon(entry, parsed) : this.applyProxy(entry, parsed);
  }

  /**
   * A new host starts its term. Only the room's holder can get an entry to the other replicas (guests
   * take entries from the room id alone, and hosts append only submitted actions), so the log records
   * who held the room from here on; the host it replaces is named so the entry fits one place only.
   */
  private applyTakeover(entry: Entry, t: TakeoverBody): string | null {
    if (entry.author === this.currentHost) return `participant ${entry.author} is the host already`;
    if (t.from !== this.currentHost) return `takeover from participant ${t.from}, but the host is participant ${this.currentHost}`;
    this.currentHost = entry.author;
    return null;
  }

  private applyProxy(entry: Entry, proxy: ProxyBody): string | null {
    const p = proxy.for;
    if (p === entry.author) return 'the host cannot make proxy moves for itself';
    const pending = this.pendingDraw();
    if (pending) return `not the time to act: waiting for beacon draw ${pending.draw} (${pending.purpose})`;
    if (!this.mayAct(p)) return `participant ${p} has nothing to decide now`;
    if (!this.absent(p)) {
      return `participant ${p} is not shown absent: a proxy needs them missing from the latest beacon draw with no entry of theirs since`;
    }
    // The host's word that p is gone is not enough: everyone else present at the latest draw signs it.
    const present = this.lastDraw!.missing.flatMap((missing, w) => (missing || w === entry.author || w === p ? [] : [w]));
    const refusal = this.silenceRefusal(entry.seq, [p], present, proxy.silence);
    if (refusal) return refusal;
    const choice = this.proxyChoiceFor(p);
    if (!sameAction(choice, proxy.action)) {
      return `a proxy for participant ${p} must make the rule's choice ${JSON.stringify(choice)}, not ${JSON.stringify(proxy.action)}`;
    }
    return this.applyForSeat(entry.seq, this.seatOf[p], proxy.action as Action);
  }

  /**
   * A move for a participant who is here but held its decision past the turn limit: only in a game
   * whose genesis sets a limit, only with every other present participant's idle statement for this
   * very position, and only the fixed rule's pick, as for an absent player. The host may be the idle
   * one: its own replica moves for it once the others have signed.
   */
  private applyStandIn(entry: Entry, standIn: StandInBody): string | null {
    const p = standIn.for;
    const limit = this.genesis!.rules.turnLimitMs;
    if (limit === undefined) return `this game has no turn limit: no stand-in moves for participant ${p}`;
    const pending = this.pendingDraw();
    if (pending) return `not the time to act: waiting for beacon draw ${pending.draw} (${pending.purpose})`;
    if (!this.mayAct(p)) return `participant ${p} has nothing to decide now`;
    const witnesses = this.idleWitnesses(entry.author, p);
    const refusal = idleRefusal({
      gameId: this.genesis!.gameId,
      seq: entry.seq,
      idle: p,
      witnesses,
      statements: standIn.idle,
      publicKeys: this.publicKeys,
      verify: this.checkSignature,
    });
    if (refusal) return refusal;
    const choice = this.proxyChoiceFor(p);
    if (!sameAction(choice, standIn.action)) {
      return `a stand-in for participant ${p} must make the rule's choice ${JSON.stringify(choice)}, not ${JSON.stringify(standIn.action)}`;
    }
    const refused = this.applyForSeat(entry.seq, this.seatOf[p], standIn.action as Action);
    if (!refused) this.stoodIn.add(p);
    return refused;
  }

  /**
   * An action that spends sealed resource cards shows them first ("hand"), one that hands cards over face
   * down names their tokens ("handOver", cards/sealedHands.ts); refused, the game is as before.
   */
  private applyAction(entry: Entry, body: Json): string | null {
    const { hand, handOver, ...rest } = isRecord(body) ? body : { hand: undefined, handOver: undefined };
    const hands = this.cards?.privateMoves;
    if (!hands) return hand === undefined && handOver === undefined ? this.applyPlainAction(entry, body) : 'this game has no sealed hands';
    const before = this.game!.snapshot();
    const refused = hands.show(entry.seq, entry.author, hand, handOver) ?? this.applyPlainAction(entry, rest);
    if (refused) {
      this.game!.restore(before);
      hands.discard();
    } else hands.commit();
    this.cards!.gameChanged();
    return refused;
  }

  private applyPlainAction(entry: Entry, body: Json): string | null {
    let action: Action;
    // A card play may carry its reveal beside the action (sealedCards.ts).
    const { reveal, ...plain } = isRecord(body) ? body : { reveal: undefined };
    try {
      action = parseActionBody(plain).action as Action;
    } catch (e) {
      return (e as Error).message;
    }
    const pending = this.pendingDraw();
    if (pending) return `not the time to act: waiting for beacon draw ${pending.draw} (${pending.purpose})`;
    const spelling = nonCanonical(this.game!, action);
    if (spelling) return spelling;
    const seat = this.seatOf[entry.author];
    // A sealed victory point card is revealed at any moment; only its holder's replica knows it can be.
    const anyTime = this.cards?.isVictoryReveal(action) ?? false;
    if (!anyTime && !this.mayAct(entry.author)) return `not participant ${entry.author}'s turn (seat ${seat} has no legal action now)`;
    if (this.cards) {
      const refused = this.cards.checkAction(entry.seq, entry.author, this.game!, action, reveal);
      if (refused) return refused;
    } else if (reveal !== undefined) return 'a reveal belongs to a sealed card';
    const refused = this.applyForSeat(entry.seq, seat, action);
    if (!refused) {
      this.cards?.recordAction();
      this.lastMoves[entry.author] = entry.seq;
      this.stoodIn.delete(entry.author); // its own move: it plays on (card messages are its replica's, not its own)
    }
    return refused;
  }

  /** The engine applies `action` for `seat` at entry `seq`; in a sealed-hands game a face-down move's tokens are checked first and change holder with it. */
  private applyForSeat(seq: number, seat: number, action: Action): string | null {
    const game = this.game!;
    const moves = this.cards?.privateMoves;
    const wrong = moves?.prepare(seq, seat, action);
    if (wrong) return wrong;
    const before = game.snapshot();
    try {
      const result = game.apply(seat, action);
      if (!result.ok) {
        moves?.faceDown.refused();
        return `illegal action ${action.type}: ${result.error}`;
      }
    } catch (e) {
      game.restore(before); // a trapped engine call must not leave half a move behind
      moves?.faceDown.refused();
      return `illegal action ${action.type}: engine failed (${(e as Error).message})`;
    } finally {
      this.cards?.gameChanged();
    }
    moves?.faceDown.applied();
    return null;
  }

  private applyBeacon(entry: Entry, beacon: BeaconBody): string | null {
    const genesis = this.genesis!;
    // Reveals are self-verifying, so the host's only power is leaving reveals out (claiming a timeout).
    let pending = this.pendingDraw();
    if (!pending && beacon.purpose === PRESENCE_PURPOSE) {
      // A presence draw: the engine asked for nothing; the host checks who is still here.
      const refusal = this.presenceRefusal(entry.author);
      if (refusal) return refusal;
      pending = { draw: this.draws + 1, purpose: PRESENCE_PURPOSE, ranges: [] };
    }
    if (!pending) return 'no chance draw is pending';
    if (beacon.draw !== pending.draw) return `beacon draw ${beacon.draw}, expected draw ${pending.draw}`;
    if (beacon.purpose !== pending.purpose) return `beacon purpose ${beacon.purpose}, expected ${pending.purpose}`;
    if (pending.draw > genesis.rules.beaconLength) return `beacon exhausted (${genesis.rules.beaconLength} draws)`;
    if (!pending.ranges.every(isValidRange)) return `the engine asked for impossible ranges ${JSON.stringify(pending.ranges)}`;
    // The host cannot leave itself out: its reveal is secret until this entry, so nobody else can know
    // the outcome before it is sealed, and the host, who sees every reveal, cannot drop its own.
    if (!beacon.reveals[entry.author]) return `the host's own reveal (participant ${entry.author}) is missing`;
    for (let p = 0; p < beacon.reveals.length; p++) {
      const r = beacon.reveals[p];
      if (r && !this.revealIsValid(p, pending.draw, r)) return `wrong beacon reveal by participant ${p} for draw ${pending.draw}`;
    }
    // Every reveal left out needs a signed statement of silence from every other participant who revealed.
    const missing = beacon.reveals.flatMap((r, p) => (r ? [] : [p]));
    const present = beacon.reveals.flatMap((r, p) => (r && p !== entry.author ? [p] : []));
    const refusal = this.silenceRefusal(entry.seq, missing, present, beacon.silence);
    if (refusal) return refusal;
    const seed = beaconOutcome(this.gameId, pending.draw, beacon.reveals);
    const values = valuesForRanges(seed, pending.ranges);
    const failure = pending.purpose === PRESENCE_PURPOSE ? null : this.game ? this.supply(values) : this.startGame(values);
    if (failure) return failure;
    const draw = pending.draw;
    beacon.reveals.forEach((r, p) => {
      if (r) this.reveals[p] = { value: r, draw };
      else this.missedDraws[p]++;
    });
    this.draws = draw;
    this.lastDraw = { seq: entry.seq, purpose: pending.purpose, missing: beacon.reveals.map((r) => r === null) };
    if (pending.purpose === PRESENCE_PURPOSE) this.presenceStreak++;
    return null;
  }

  /** The evidence for leaving out `silent` at log position `seq` (silenceEvidence.ts). */
  private silenceRefusal(seq: number, silent: number[], witnesses: number[], statements: SilenceStatement[]): string | null {
    const gameId = this.genesis!.gameId;
    return silenceRefusal({ gameId, seq, silent, witnesses, statements, publicKeys: this.publicKeys, verify: this.checkSignature });
  }

  private supply(values: number[]): string | null {
    const game = this.game!;
    const before = game.snapshot();
    this.cards?.gameChanged();
    try {
      const result = game.supplyChance(values);
      if (!result.ok) {
        game.restore(before);
        return `the engine refused the draw: ${result.error}`;
      }
      this.cards?.privateMoves?.chanceSupplied(values); // a steal's value picks the thief's token
    } catch (e) {
      game.restore(before);
      return `the engine failed on the draw (${(e as Error).message})`;
    }
    return null;
  }

  private startGame(values: number[]): string | null {
    const genesis = this.genesis!;
    const n = this.participants;
    const order = genesis.rules.seating === 'beacon' ? permutationFromValues(n, values.slice(1)) : [...Array(n).keys()];
    try {
      this.game = this.engine.newGame(gameConfig(genesis, values[0]));
    } catch (e) {
      return `the engine refused to start the game (${(e as Error).message})`;
    }
    this.participantAt = order;
    this.seatOf = new Array(n);
    order.forEach((participant, seat) => (this.seatOf[participant] = seat));
    if (dealsSealedCards(genesis.rules)) {
      const hands = genesis.rules.hands === 'sealed';
      this.cards = new SealedCards(n, sealedDeckContents(this.game, this.engine.progressDecks), order, this.game, this.nextSeq, hands);
      this.cards.followChanges(); // applyForSeat and supply report every change of the game's state
      const moves = this.cards.privateMoves;
      // a present player's sealed discard may be claimed too where a turn limit is signed: its claimants wait it out (cardDuty.ts)
      const claimable = (p: number) => this.absent(p) || genesis.rules.turnLimitMs !== undefined;
      if (moves) moves.absentHands = new AbsentHands(moves, this.game, order, claimable);
    }
    return null;
  }
}
