// Withholding and leaving, judged from the log alone. Every participant owes card messages (its deal
// step, its key for each card in another hand, its release of a departed player's escrow, its seed
// once the game is over). A
// participant who waits too long for one signs an `overdue` claim naming who owes what; the claim is
// accepted only while that really is owed. Once every other participant still here has claimed the
// same due, the debtor has left for good (signed evidence anyone can check in the log) and the game
// goes on without it:
// - during the deal, a public stand-in seed takes its place (the deal restarts if its secret pass-1
//   layer is already in the decks): the others' layers still hide the order;
// - after the deal, every other participant publishes the pair key that opens its part of the
//   debtor's escrow (escrow.ts); the parts rebuild the debtor's seed, checked against its
//   commitment, and its keys are known to all from then on.
// A card whose keys can still never come (two participants gone before either's escrow was opened,
// an escrow that does not open or rebuild) stops the game with that blame: see docs/cards.md.
import { type Due, dueName, dueToJson } from '../../protocol/cardBodies.js';
import { canonicalJson } from '../../protocol/canonicalJson.js';
import { SEED_BYTES, combineSeed, disputeKey, openEscrowPart, seedMismatch, standInSeed } from '../../protocol/cards/index.js';
import type { Holding } from './cardKeeper.js';
import type { CardLedger } from './cardLedger.js';

/** What a departed participant owed when its hand due was its discard on a 7 that only its sealed cards could make. */
export const SEALED_DISCARD_OWED = 'its discard on a 7 (only its sealed cards could make it)';

export interface Claim {
  by: number;
  seq: number;
}

/** The evidence that a participant left: what it owed, since which entry, and who signed the claims where. */
export interface Departure {
  who: number;
  owed: string;
  since: number;
  claims: Claim[];
}

export class Departures {
  readonly gone: boolean[];
  readonly departed: Departure[] = [];
  private readonly claims = new Map<string, Claim[]>();
  /** parts[r][j]: holder j's opened part of r's escrow (r's own slot holds zeros, which XOR to nothing). */
  private readonly parts = new Map<number, (Uint8Array | null)[]>();

  /**
   * A sealed-hands game's dues (sealedHands.ts): since which entry `p` has owed a hand-shuffle step, a
   * boxed key or a Monopoly answer, or null. The entry names the due, so claims about an earlier one never add up to this one.
   */
  handOwedSince: ((p: number) => number | null) | null = null;
  /** Whether `p`'s hand due is a discard on a 7 only its sealed cards can make (absentHands.ts): its departure names that. */
  owesSealedDiscard: ((p: number) => boolean) | null = null;

  constructor(private readonly ledger: CardLedger) {
    this.gone = new Array<boolean>(ledger.participants).fill(false);
  }

  /** Everything `p` owes the others now (a step of a running re-shuffle counts as a deal step). */
  dues(p: number, hands: readonly Holding[], gameOver: boolean): Due[] {
    const ledger = this.ledger;
    if (this.gone[p] || ledger.fault) return [];
    const out: Due[] = [];
    if (ledger.dueStep() === p) out.push({ kind: 'deal' });
    if (ledger.dealt && gameOver && !ledger.seeds[p]) out.push({ kind: 'seed' });
    if (ledger.dealt && !gameOver) {
      for (const { participant: to, tokens } of hands) {
        if (to === p || this.gone[to]) continue;
        for (const at of tokens) if (!ledger.hasKey(to, at, p)) out.push({ kind: 'key', at, to });
      }
    }
    for (const of of this.awaitingRelease(p)) out.push({ kind: 'release', of });
    if (ledger.dealt && !gameOver && (this.handOwedSince?.(p) ?? null) !== null) out.push({ kind: 'hand' });
    return out;
  }

  /** The departed participants whose escrow part held by `holder` is still closed. */
  awaitingRelease(holder: number): number[] {
    return [...this.parts].filter(([, parts]) => parts[holder] === null).map(([of]) => of);
  }

  /** One name per due: a deal step's names the step (each step is a new due); a key or a release is owed once. */
  dueKey(who: number, owes: Due): string {
    const deal = owes.kind === 'deal' ? `${this.ledger.dealDueSince}/${this.ledger.restarts}` : owes.kind === 'hand' ? `${this.handOwedSince?.(who)}` : '';
    return `${who}|${canonicalJson(dueToJson(owes))}|${deal}`;
  }

  hasClaimed(author: number, who: number, owes: Due): boolean {
    return this.claims.get(this.dueKey(who, owes))?.some((c) => c.by === author) ?? false;
  }

  claim(author: number, who: number, owes: Due, seq: number, hands: readonly Holding[], gameOver: boolean): string | null {
    if (author === who) return 'an overdue claim about oneself';
    if (this.gone[author]) return `participant ${author} has left: it claims nothing`;
    if (this.gone[who]) return `participant ${who} has left already`;
    const key = this.dueKey(who, owes);
    if (!this.dues(who, hands, gameOver).some((d) => this.dueKey(who, d) === key)) return `participant ${who} does not owe ${dueName(owes)} now`;
    const list = this.claims.get(key) ?? [];
    if (list.some((c) => c.by === author)) return `participant ${author} has claimed that already`;
    list.push({ by: author, seq });
    this.claims.set(key, list);
    const stillHere = this.gone.flatMap((g, j) => (g || j === who ? [] : [j]));
    if (stillHere.every((j) => list.some((c) => c.by === j))) this.depart(who, owes, list);
    return null;
  }

  private depart(who: number, owes: Due, claims: Claim[]): void {
    const ledger = this.ledger;
    this.gone[who] = true;
    const since = owes.kind === 'deal' ? ledger.dealDueSince : owes.kind === 'hand' ? (this.handOwedSince?.(who) ?? claims[0].seq) : claims[0].seq;
    const owed = owes.kind === 'hand' && this.owesSealedDiscard?.(who) ? SEALED_DISCARD_OWED : dueName(owes);
    this.departed.push({ who, owed, since, claims: [...claims] });
    if (!ledger.dealt) {
      // No card is out yet: every departed participant without a known seed gets a public stand-in.
      // Its secret pass-1 layer (if any) is in the decks and could never be removed, so deal again.
      const leaving = this.gone.flatMap((g, p) => (g && !ledger.known[p] ? [p] : []));
      ledger.dealDueSince = claims[claims.length - 1].seq; // the next deal step is due from here
      if (leaving.some((p) => ledger.pass1.length > p)) ledger.restartDeal();
      for (const p of leaving) ledger.know(p, standInSeed(p));
      return;
    }
    const waiting = this.gone.flatMap((g, p) => (g && !ledger.known[p] && p !== who ? [p] : []));
    if (waiting.length) {
      ledger.fault = `participants ${waiting[0]} and ${who} both left before either's escrow was opened: each holds a part of the other's seed, so their keys can never come`;
      return;
    }
    const parts = Array.from({ length: ledger.participants }, (_, j) => (j === who ? new Uint8Array(SEED_BYTES) : null));
    this.parts.set(who, parts);
    this.openKnownParts();
  }

  /** `author` publishes the pair key for its part of `of`'s escrow; anyone can now open that box. */
  release(author: number, of: number, key: Uint8Array): string | null {
    const parts = this.parts.get(of);
    if (!parts) return `participant ${of}'s escrow is not awaited`;
    if (parts[author] !== null) return `participant ${author}'s part of participant ${of}'s escrow is open already`;
    const part = openEscrowPart(this.ledger.escrows[of][author]!, key, of, author);
    if (!part) {
      // Either the key or the box is false; only the holder's seed settles which (the audit).
      this.ledger.fault = `participant ${of}'s escrow box to participant ${author} does not open with the key ${author} released`;
      return null;
    }
    parts[author] = part;
    this.rebuild(of);
    return null;
  }

  /** Parts held by participants whose seed is known can be opened by anyone. */
  private openKnownParts(): void {
    const ledger = this.ledger;
    for (const [of, parts] of this.parts) {
      parts.forEach((part, holder) => {
        const secrets = ledger.known[holder];
        if (part !== null || !secrets) return;
        const key = disputeKey(ledger.keys[of].boxPublicKey, secrets.box.secretKey);
        const opened = openEscrowPart(ledger.escrows[of][holder]!, key, of, holder);
        // A holder's own seed opens its box, so a box that does not open was sealed false by its owner.
        if (!opened) ledger.fault = `participant ${of}'s escrow box to participant ${holder} does not open`;
        parts[holder] = opened ?? new Uint8Array(SEED_BYTES);
      });
      if (!ledger.fault) this.rebuild(of);
    }
  }

  private rebuild(of: number): void {
    const parts = this.parts.get(of)!;
    if (parts.some((p) => p === null)) return;
    const ledger = this.ledger;
    const seed = combineSeed(parts as Uint8Array[]);
    const wrong = seedMismatch(seed, ledger.keys[of]);
    this.parts.delete(of);
    if (wrong) {
      ledger.fault = `participant ${of}'s escrow does not rebuild the seed it announced (${wrong})`;
      return;
    }
    ledger.know(of, seed);
    this.openKnownParts();
  }
}
