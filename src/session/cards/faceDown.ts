// Cards handed over face down in a sealed-hands game (docs/cards.md, "Private resource moves"): a
// Wedding's gift, a Master Merchant's take, a Commercial Harbor's offer and reply. The engine moves
// only counts of sealed cards; which tokens move is named beside the action ("handOver", by id: only
// the chooser can tell their kinds) and checked here before the engine applies it: each held by the
// giver, each once, as many as the engine moves, and no hand shuffle running. A proxy or stand-in hands
// over the giver's first tokens in id order, every replica alike. Once applied the tokens change holder
// (every other participant then boxes its key to the new one), and a Harbor's cards carry their class
// claims ("a resource", "a commodity") for the audit. "No commodity" hands the offered token itself
// back, so a reply's reseal leaves that token out.
import type { Action, Game } from '../../engine/types.js';
import type { TokenId } from '../../protocol/cards/index.js';
import type { HandLedger } from './handLedger.js';

/** Resources in the engine's kinds (brick, lumber, wool, grain, ore). */
export const RESOURCE_KINDS: readonly number[] = [0, 1, 2, 3, 4];
/** Commodities in the engine's kinds (cloth, coin, paper: after the five resources). */
export const COMMODITY_KINDS: readonly number[] = [5, 6, 7];

/** The actions whose face-down forms move sealed cards from one hand to another. */
const FACE_DOWN_TYPES: ReadonlySet<string> = new Set(['giveCards', 'takeCards', 'commercialHarborOffer', 'commercialHarborReply']);

/** A Commercial Harbor answered "no commodity": its offered card comes back by itself. */
export const noCommodity = (action: Action): boolean => action.type === 'commercialHarborReply' && typeof action.kind !== 'string' && action.faceDown !== true;

interface Moving {
  seq: number;
  type: string;
  giver: number;
  receiver: number;
  ids: TokenId[];
  claim: { kinds: readonly number[]; what: string } | null;
}

export class FaceDownMoves {
  /** A Commercial Harbor's offered token, its giver and its receiver, until the reply. */
  private offer: { token: TokenId; from: number; to: number } | null = null;
  /** The move being judged: the tokens that change holder once the engine applies it. */
  private moving: Moving | null = null;

  constructor(
    private readonly game: Game,
    private readonly participantAt: readonly number[],
    private readonly ledger: () => HandLedger,
  ) {}

  /** Tokens a reseal of `owner`'s hand leaves out: the Harbor card offered to it, which may go back by its id. */
  keptOutOfReseal(owner: number): TokenId[] {
    return this.offer?.to === owner ? [this.offer.token] : [];
  }

  /**
   * Before the engine applies `action` of `seat` at entry `seq`: the tokens it hands over, named by its
   * author (`named`, from the body; `byAuthor` false for a proxy or stand-in, which hands over the first
   * tokens in id order). Null when it may go on (the engine then judges the action itself).
   */
  prepare(seq: number, seat: number, action: Action, named: TokenId[] | undefined, byAuthor: boolean): string | null {
    this.moving = null;
    if (!FACE_DOWN_TYPES.has(action.type)) return named ? `${action.type} hands over no card face down ("handOver")` : null;
    const moved = this.trial(seat, action);
    if (!moved) return named ? `${action.type} hands over no sealed card here ("handOver")` : null;
    const giver = this.participantAt[moved.from];
    const receiver = this.participantAt[moved.to];
    let ids: TokenId[];
    if (noCommodity(action)) {
      if (named) return 'a Commercial Harbor answered "no commodity" gives back the offered card itself: no "handOver"';
      if (this.offer?.to !== giver || this.offer.from !== receiver) return `participant ${giver} holds no Commercial Harbor card of participant ${receiver}'s`;
      ids = [this.offer.token];
    } else if (named) ids = named;
    else if (byAuthor) return `${action.type} hands over ${moved.count} sealed cards face down: name them ("handOver")`;
    else ids = this.firstTokens(giver, moved.count);
    if (ids.length !== moved.count) return `${action.type} hands over ${moved.count} sealed cards, not ${ids.length}`;
    const wrong = this.ledger().checkHandOver(giver, ids);
    if (wrong) return `handOver: ${wrong}`;
    this.moving = { seq, type: action.type, giver, receiver, ids, claim: named ? claimOf(action) : null };
    return null;
  }

  /**
   * The tokens the fixed rule hands over for a face-down `action` of `seat` (its giver's first, in id
   * order): a stand-in's or proxy's, and a player's own face-down choice that names no kinds. Null when
   * the action hands no token over by name (not face down, refused, or a Harbor's "no commodity").
   */
  tokensByRule(seat: number, action: Action): TokenId[] | null {
    if (!FACE_DOWN_TYPES.has(action.type) || noCommodity(action)) return null;
    const moved = this.trial(seat, action);
    return moved ? this.firstTokens(this.participantAt[moved.from], moved.count) : null;
  }

  private firstTokens(giver: number, count: number): TokenId[] {
    return this.ledger().tokensOf(giver).slice(0, count);
  }

  /** The engine applied the action prepared: its tokens change holder, and its claims are recorded. */
  applied(): void {
    const m = this.moving;
    this.moving = null;
    if (!m) return;
    const ledger = this.ledger();
    ledger.handOver(m.giver, m.receiver, m.ids);
    if (m.claim) for (const id of m.ids) ledger.claimClass(m.seq, m.giver, id, m.claim.kinds, m.claim.what);
    if (m.type === 'takeCards') ledger.endLook(m.receiver);
    if (m.type === 'commercialHarborOffer') this.offer = { token: m.ids[0], from: m.giver, to: m.receiver };
    if (m.type === 'commercialHarborReply') this.offer = null;
  }

  /** The action was refused: nothing moves. */
  refused(): void {
    this.moving = null;
  }

  /** Which seat's sealed cards the engine would move to which, and how many (null: it refuses, or none move). */
  private trial(seat: number, action: Action): { from: number; to: number; count: number } | null {
    const game = this.game;
    const seats = this.participantAt.length;
    const before = Array.from({ length: seats }, (_, s) => game.sealedResources(s));
    const state = game.snapshot();
    let after: number[];
    try {
      if (!game.apply(seat, action).ok) return null;
      after = Array.from({ length: seats }, (_, s) => game.sealedResources(s));
    } catch {
      return null; // the real application reports the engine's failure
    } finally {
      game.restore(state);
    }
    const from = after.findIndex((n, s) => n < before[s]);
    const to = after.findIndex((n, s) => n > before[s]);
    if (from < 0 || to < 0) return null;
    return { from, to, count: before[from] - after[from] };
  }
}

/** What a Harbor's card is said to be, for the audit: an offer is a resource, a reply a commodity. */
function claimOf(action: Action): { kinds: readonly number[]; what: string } | null {
  if (action.type === 'commercialHarborOffer') return { kinds: RESOURCE_KINDS, what: 'a resource' };
  if (action.type === 'commercialHarborReply') return { kinds: COMMODITY_KINDS, what: 'a commodity' };
  return null;
}
