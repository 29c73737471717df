// A replica's card work after every accepted entry: post what its participant owes (a deal step, key
// shares, a Spy's look, a dispute, the seed at the end), teach its engine the cards it has learnt, and
// reveal a victory point card at once. One message at a time, like every submission: the next entry
// is signed onto the head this one lands on, and whatever did not land is simply owed again.
// It also watches what the others owe: a due unpaid for CARD_TIMEOUT_MS (a present player's sealed
// discard: the turn limit, if longer) gets this participant's signed overdue claim (departures.ts), so
// a withheld step, key or discard ends in a departure, never a hang.
// But only about a participant that is gone or withholds, judged by what this replica hears itself:
// nothing from it for that long, or its own signed head at or past the position where the due was
// first seen and no submission from it for that long (a player whose card messages the host drops
// sends them to its peers too, so they see it trying and sign nothing; its escrow stays closed).
import type { Action } from '../../engine/types.js';
import { encodeActionBody } from '../../protocol/bodies.js';
import { encodeCardBody, revealToJson } from '../../protocol/cardBodies.js';
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { CardKeeper, cardSeedOf } from './cardKeeper.js';
import { HandKeeper } from './handKeeper.js';
import { handRevealToJson } from '../../protocol/cards/wire.js';
import { handOverToJson } from '../../protocol/handCardBodies.js';
import type { GameReplay } from '../log/replay.js';
import type { Clock } from '../../net/clock.js';
import { type CardMessage, type Due, dueName, isCardBody, parseCardBody } from '../../protocol/cardBodies.js';
import { decodeCanonical } from '../../protocol/canonicalJson.js';
import { decodeEntry } from '../../protocol/entry.js';
import { type SealedCards, VICTORY_CARDS, cardDuties, playsHiddenCard } from './sealedCards.js';
import { winningReveal } from './developmentDeck.js';
import { type RandomBytes, systemRandom } from '../../protocol/cards/random.js';

/** How long a replica waits for a card message another participant owes before it signs an overdue claim. */
export const CARD_TIMEOUT_MS = 60_000;

export interface DutyHost {
  readonly replay: GameReplay;
  readonly participant: number;
  readonly awaitingSubmission: boolean;
  readonly clock: Clock;
  /**
   * May we sign that `who` is overdue with a due first seen at log position `seq`? Only if we heard
   * nothing from it for CARD_TIMEOUT_MS, or its head holds `seq` and it submitted nothing for that long.
   */
  mayClaimOverdue(who: number, seq: number): boolean;
  /** Sign and submit a kind-1 body outside the turn order (card messages are nobody's move). */
  submitCardBody(body: Uint8Array): void;
  act(action: Action): boolean;
}

/** An overdue claim about this replica's participant (CardDuty.claimAbout); `discarding`: its due is a discard only its sealed cards can make. */
export interface ClaimNotice {
  by: number;
  seq: number;
  owes: Due;
  discarding: boolean;
  text: string;
}

export class CardDuty {
  private keeper: CardKeeper | null = null;
  private handKeeper: HandKeeper | null = null;
  private readonly seed: Uint8Array;
  /** Due name -> when (our clock) and at which log position this replica first saw it owed. */
  private readonly seen = new Map<string, { at: number; seq: number }>();

  /** `identitySeed`: the participant's Ed25519 seed; the card seed is derived from it one way. */
  constructor(
    identitySeed: Uint8Array,
    private readonly random: RandomBytes = systemRandom,
  ) {
    this.seed = cardSeedOf(identitySeed);
  }

  private keeperFor(replay: GameReplay, participant: number): CardKeeper | null {
    const cards = replay.cards;
    if (!cards || participant < 0) return null;
    // A replaced replay (takeover, resume) has its own ledger: learn again from its log.
    if (!this.keeper || this.keeper.ledger !== cards.ledger) this.keeper = new CardKeeper(participant, this.seed, cards.ledger, this.random);
    return this.keeper;
  }

  /** In a sealed-hands game, this participant's side of its private resource moves (handKeeper.ts). */
  private handKeeperFor(replay: GameReplay, participant: number): HandKeeper | null {
    const moves = replay.cards?.privateMoves;
    const keeper = this.keeperFor(replay, participant);
    if (!moves || !keeper || !replay.cards!.ledger.dealt) return null;
    if (this.handKeeper?.moves !== moves) this.handKeeper = new HandKeeper(participant, keeper.secrets, moves, this.random);
    return this.handKeeper;
  }

  /** What this participant's sealed resource cards post now, having read every key that reached it and taught its engine. */
  private handMessages(replay: GameReplay, participant: number): CardMessage[] {
    const hands = this.handKeeperFor(replay, participant);
    if (!hands || replay.finished || replay.cards!.ledger.fault) return [];
    const seat = replay.seatOf[participant];
    const dispute = hands.learn();
    hands.teach(replay.game!, seat);
    const answer = hands.monopolyAnswer(replay.game!, seat);
    return [dispute, hands.step(), ...hands.owedShares(), answer].filter((m) => m !== null);
  }

  /** The cards this participant knows, by token (its hand, a Spy's look), for the UI. */
  known(replay: GameReplay, participant: number, tokens: readonly number[]): Map<number, string> {
    const keeper = this.keeperFor(replay, participant);
    const out = new Map<number, string>();
    for (const at of tokens) {
      const card = keeper?.cardAt(at);
      if (card) out.set(at, card);
    }
    return out;
  }

  run(host: DutyHost): void {
    const { replay, participant } = host;
    const game = replay.game;
    const keeper = this.keeperFor(replay, participant);
    if (!keeper || !game || !replay.cards) return;
    const { messages, mine } = cardDuties(replay.cards, keeper, game.view(), replay.participantAt, replay.finished);
    messages.push(...this.handMessages(replay, participant));
    for (const at of mine) {
      const card = keeper.cardAt(at);
      if (card) game.learnCard(at, card); // only my own hand: what my replica offers others must not depend on it
    }
    if (host.awaitingSubmission) return;
    const claim = this.overdueClaim(host, replay.cards, participant, replay.finished, host.clock.now());
    if (messages.length || claim) {
      host.submitCardBody(encodeCardBody(messages[0] ?? claim!));
      return;
    }
    const reveal = this.victoryReveal(replay, participant);
    if (reveal) host.act(reveal);
    else {
      const claim = winningReveal(game, replay.seatOf[participant]);
      if (claim) host.act(claim);
    }
  }

  /**
   * The play that reveals a victory point card in our hand whose keys the log has brought us and that
   * nobody has seen: it goes before any move of ours (Replica.signAndSubmit), since the audit condemns
   * a move made while holding it (sealedCards.ts). Learns first a card whose last key just arrived.
   */
  victoryReveal(replay: GameReplay, participant: number): Action | null {
    const keeper = this.keeperFor(replay, participant);
    const game = replay.game;
    if (!keeper || !game || !replay.cards?.ledger.dealt) return null;
    const mine = replay.cards.hands().find((h) => h.participant === participant)?.tokens ?? [];
    keeper.learn(mine);
    const at = mine.find((t) => VICTORY_CARDS.has(keeper.cardAt(t) ?? '') && game.publicCard(t) === null);
    return at === undefined ? null : { type: 'playProgress', card: keeper.cardAt(at), at };
  }

  /** The first due of another participant that has waited CARD_TIMEOUT_MS and that I have not claimed yet. */
  private overdueClaim(host: DutyHost, cards: SealedCards, me: number, gameOver: boolean, now: number): CardMessage | null {
    const { departures } = cards;
    if (departures.gone[me]) return null;
    const hands = cards.hands();
    const current = new Set<string>();
    let claim: CardMessage | null = null;
    for (let who = 0; who < cards.participants; who++) {
      if (who === me) continue;
      for (const owes of departures.dues(who, hands, gameOver)) {
        const key = departures.dueKey(who, owes);
        current.add(key);
        const since = this.seen.get(key) ?? { at: now, seq: host.replay.nextSeq - 1 };
        this.seen.set(key, since);
        if (claim || now - since.at < this.patience(host.replay, who, owes) || departures.hasClaimed(me, who, owes)) continue;
        if (host.mayClaimOverdue(who, since.seq)) claim = { kind: 'overdue', who, owes };
      }
    }
    for (const key of this.seen.keys()) if (!current.has(key)) this.seen.delete(key);
    return claim;
  }

  /**
   * How long a due waits before we claim it: a present player's discard that only its sealed cards can
   * make is its decision, held past the turn limit before we claim it (absentHands.ts), as an idle statement is.
   */
  private patience(replay: GameReplay, who: number, owes: Due): number {
    const limit = replay.genesis?.rules.turnLimitMs ?? 0;
    const discard = owes.kind === 'hand' && !replay.absent(who) && replay.cards?.privateMoves?.absentHands?.needsSealed(who) === true;
    return discard ? Math.max(CARD_TIMEOUT_MS, limit) : CARD_TIMEOUT_MS;
  }

  /**
   * The claim entry `bytes` makes about `participant` (the player must learn it before the others'
   * claims add up and its escrow is opened), or null: who signed it where and what for, for the page
   * to word in the player's language (src/ui/claimWords.ts), and in English for the log.
   */
  static claimAbout(bytes: Uint8Array, participant: number, participants: number, discarding = false): ClaimNotice | null {
    try {
      const entry = decodeEntry(bytes);
      const body = decodeCanonical(entry.body);
      if (entry.kind !== 'action' || !isCardBody(body)) return null;
      const m = parseCardBody(body, participants);
      if (m.kind !== 'overdue' || m.who !== participant) return null;
      const notice = { by: entry.author, seq: entry.seq, owes: m.owes, discarding: discarding && m.owes.kind === 'hand' };
      const head = `Participant ${entry.author} signed at entry ${entry.seq} that you owe`;
      if (notice.discarding) {
        return {
          ...notice,
          text: `${head} your discard, which only your sealed cards can make, past the turn limit. Discard now: if every other player signs the same, your cards are shown to all from your escrow and a stand-in discards for you.`,
        };
      }
      return {
        ...notice,
        text: `${head} ${dueName(m.owes)}. Your client sends it as soon as it can; if every other player signs the same, your card keys are opened from your escrow.`,
      };
    } catch {
      return null;
    }
  }

  /** What this participant saw of the hand it looks at as a Master Merchant's player (by kind), or null. */
  lookedHand(replay: GameReplay, participant: number): { participant: number; cards: Record<string, number>; sealed: number } | null {
    return this.handKeeperFor(replay, participant)?.lookedHand() ?? null;
  }

  /**
   * An action's body: the play of a card nobody has seen carries its keys, sealed resource cards it
   * spends their reveals, and a kind-based intent for a face-down move becomes that move with the
   * tokens of those kinds ("handOver").
   */
  actionBody(replay: GameReplay, participant: number, action: Action): Uint8Array {
    const hands = this.handKeeperFor(replay, participant);
    const faceDown = hands?.faceDownFor(action);
    if (faceDown) return encodeCanonical({ action: faceDown.action, handOver: handOverToJson(faceDown.handOver) });
    // the face-down form chosen as such (no kinds named): a Harbor's card of its class, otherwise the fixed rule's tokens
    const byRule = hands && replay.game ? hands.moves.faceDown.tokensByRule(replay.seatOf[participant], action) : null;
    if (byRule) return encodeCanonical({ action, handOver: handOverToJson(hands!.tokensForFaceDown(action, byRule)) });
    const shown = hands && replay.game ? hands.revealsFor(replay.game, replay.seatOf[participant], action) : [];
    if (shown.length) {
      if (playsHiddenCard(replay.game!, action)) throw new Error('a card play spends no resource card');
      return encodeCanonical({ action, hand: shown.map(handRevealToJson) });
    }
    if (!replay.game || !playsHiddenCard(replay.game, action)) return encodeActionBody(action);
    const at = action.at;
    const shares = this.keeperFor(replay, participant)?.revealShares(at);
    if (!shares) throw new Error(`the keys of token ${at} are not all here yet`);
    return encodeCanonical({ action, reveal: revealToJson(shares) });
  }
}
