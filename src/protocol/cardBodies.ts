// Bodies of the card messages (kind-1 entries signed by their author, told apart by the "cards" key):
//   {"cards": {"pass1": {"keys": {boxKey, seedCommitment}, "decks": [[point x18] x3]}}}   deal, pass 1
//   {"cards": {"pass2": {"commitments": [...], "decks": [...]}}}                          deal, pass 2
//   {"cards": {"shares": {"to": p, "boxes": [{"at": token, "of": q, "box": hex}]}}}      key shares
//   {"cards": {"seed": hex}}                                                               end of game
//   {"cards": {"dispute": {"from": p, "at": token, "key": hex}}}   a box from p held a wrong key: `key`
//                                 (nacl.box.before of the pair) lets anyone open that box and see
//   {"cards": {"escrow": [hex | null x n]}}       deal, after pass 1: the author's seed parts, boxed to each
//                                                 other participant (null at its own index)
//   {"cards": {"overdue": {"who": p, "owes": "deal"}}}                        p's deal step is overdue
//   {"cards": {"overdue": {"who": p, "owes": "key", "at": token, "to": q}}}   p's key for q's card
//   {"cards": {"overdue": {"who": p, "owes": "release", "of": r}}}            p's release of r's escrow
//   {"cards": {"overdue": {"who": p, "owes": "seed"}}}                        p's seed, the game being over
//   {"cards": {"overdue": {"who": p, "owes": "hand"}}}      p's hand-shuffle step, boxed keys or Monopoly answer (sealed hands)
//   {"cards": {"release": {"of": r, "key": hex}}}   r is gone: the pair key that opens r's escrow box to the author
//   {"cards": {"reshuffle": {"round": "strip" | "mix", "points": [point...]}}}     a re-shuffle step
//   {"cards": {"reshuffle": {"round": "rekey", "points": [...], "commitments": [...]}}}  (reshuffle.ts)
// and the hand messages of private resource moves (handCardBodies.ts: "hand", "handShares", "monopoly"),
// and a card play, which is an action body with the played token's key shares, one per participant:
//   {"action": {"type": "playProgress", "card", "at", ...}, "reveal": [scalar hex x n]}
// `of` is whose key a box holds: the sender's own, or (a Spy's look) one the sender received.
// Parsers check shape only; the card ledger judges meaning.
import { fromHex, toHex } from './bytes.js';
import { encodeCanonical, isRecord, type Json } from './canonicalJson.js';
import {
  DECK_SIZE,
  type Decks,
  type Pass2Output,
  type PlayerPublic,
  type Point,
  type ReshuffleRound,
  type Scalar,
  SEALED_ESCROW_BYTES,
  pointFromHex,
  pointToHex,
  SEALED_SHARE_BYTES,
  SEED_BYTES,
  pass1FromJson,
  pass1ToJson,
  pass2FromJson,
  pass2ToJson,
  playerPublicFromJson,
  playerPublicToJson,
  sharesFromJson,
  sharesToJson,
} from './cards/index.js';
import { HAND_MESSAGES, type HandCardMessage, handBodyToJson, parseHandBody } from './handCardBodies.js';

export const CARD_TOKENS = 54;

export interface ShareBox {
  at: number;
  of: number;
  box: Uint8Array;
}

export type CardMessage =
  | { kind: 'pass1'; keys: PlayerPublic; decks: Decks }
  | { kind: 'pass2'; step: Pass2Output }
  | { kind: 'shares'; to: number; boxes: ShareBox[] }
  | { kind: 'seed'; seed: Uint8Array }
  | { kind: 'dispute'; from: number; at: number; key: Uint8Array }
  | { kind: 'escrow'; boxes: (Uint8Array | null)[] }
  | { kind: 'overdue'; who: number; owes: Due }
  | { kind: 'release'; of: number; key: Uint8Array }
  | { kind: 'reshuffle'; round: ReshuffleRound; points: Point[]; commitments: Point[] | null }
  | HandCardMessage;

/** Something a participant owes the others: its deal step, its key for a card in `to`'s hand, its release of `of`'s escrow. */
export type Due = { kind: 'deal' } | { kind: 'key'; at: number; to: number } | { kind: 'release'; of: number } | { kind: 'seed' } | { kind: 'hand' };

export function dueToJson(d: Due): { [key: string]: Json } {
  switch (d.kind) {
    case 'deal':
      return { owes: 'deal' };
    case 'key':
      return { owes: 'key', at: d.at, to: d.to };
    case 'release':
      return { owes: 'release', of: d.of };
    case 'seed':
      return { owes: 'seed' };
    case 'hand':
      return { owes: 'hand' };
  }
}

/** A due in words, for blame. */
export function dueName(d: Due): string {
  switch (d.kind) {
    case 'deal':
      return 'its deal step';
    case 'key':
      return `its key for token ${d.at} in participant ${d.to}'s hand`;
    case 'release':
      return `its release of participant ${d.of}'s escrow`;
    case 'seed':
      return 'its card seed for the audit';
    case 'hand':
      return 'its hand-shuffle step, its keys of sealed resource cards or its Monopoly answer';
  }
}

export function encodeCardBody(m: CardMessage): Uint8Array {
  switch (m.kind) {
    case 'pass1':
      return encodeCanonical({ cards: { pass1: { keys: playerPublicToJson(m.keys), ...pass1ToJson(m.decks) } } });
    case 'pass2':
      return encodeCanonical({ cards: { pass2: pass2ToJson(m.step) } });
    case 'shares':
      return encodeCanonical({ cards: { shares: { to: m.to, boxes: m.boxes.map((b) => ({ at: b.at, of: b.of, box: toHex(b.box) })) } } });
    case 'seed':
      return encodeCanonical({ cards: { seed: toHex(m.seed) } });
    case 'dispute':
      return encodeCanonical({ cards: { dispute: { from: m.from, at: m.at, key: toHex(m.key) } } });
    case 'escrow':
      return encodeCanonical({ cards: { escrow: m.boxes.map((b) => (b ? toHex(b) : null)) } });
    case 'overdue':
      return encodeCanonical({ cards: { overdue: { who: m.who, ...dueToJson(m.owes) } } });
    case 'release':
      return encodeCanonical({ cards: { release: { of: m.of, key: toHex(m.key) } } });
    case 'reshuffle': {
      const commitments = m.commitments ? { commitments: m.commitments.map(pointToHex) } : {};
      return encodeCanonical({ cards: { reshuffle: { round: m.round, points: m.points.map(pointToHex), ...commitments } } });
    }
    default:
      return encodeCanonical({ cards: { [m.kind]: handBodyToJson(m) } });
  }
}

export function isCardBody(body: Json): boolean {
  return isRecord(body) && Object.keys(body).length === 1 && 'cards' in body;
}

const isIndex = (v: unknown, n: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < n;

function hexBytes(v: Json, length: number, what: string): Uint8Array {
  if (typeof v !== 'string' || v.length !== length * 2) throw new Error(`${what} must be ${length} bytes of hex`);
  return fromHex(v);
}

export function parseCardBody(body: Json, participants: number): CardMessage {
  const cards = isRecord(body) ? body.cards : undefined;
  if (!isRecord(cards) || Object.keys(cards).length !== 1) throw new Error('a card body is {"cards": {one message}}');
  const [kind] = Object.keys(cards);
  const m = cards[kind];
  if (HAND_MESSAGES.has(kind)) return parseHandBody(kind, m, participants);
  switch (kind) {
    case 'pass1': {
      if (!isRecord(m) || Object.keys(m).length !== 2) throw new Error('pass1 is {"keys", "decks"}');
      return { kind, keys: playerPublicFromJson(m.keys), decks: pass1FromJson({ decks: m.decks }) };
    }
    case 'pass2':
      return { kind, step: pass2FromJson(m) };
    case 'shares': {
      if (!isRecord(m) || Object.keys(m).length !== 2 || !isIndex(m.to, participants) || !Array.isArray(m.boxes)) {
        throw new Error('shares is {"to": participant, "boxes": [...]}');
      }
      if (m.boxes.length === 0 || m.boxes.length > CARD_TOKENS * participants) throw new Error('shares must carry 1 to 54·n boxes');
      const boxes = m.boxes.map((b) => {
        if (!isRecord(b) || Object.keys(b).length !== 3 || !isIndex(b.at, CARD_TOKENS) || !isIndex(b.of, participants)) {
          throw new Error('a share box is {"at": token, "of": participant, "box": hex}');
        }
        return { at: b.at, of: b.of, box: hexBytes(b.box, SEALED_SHARE_BYTES, 'box') };
      });
      return { kind, to: m.to, boxes };
    }
    case 'seed':
      return { kind, seed: hexBytes(m, SEED_BYTES, 'seed') };
    case 'dispute': {
      if (!isRecord(m) || Object.keys(m).length !== 3 || !isIndex(m.from, participants) || !isIndex(m.at, CARD_TOKENS)) {
        throw new Error('dispute is {"from": participant, "at": token, "key": hex}');
      }
      return { kind, from: m.from, at: m.at, key: hexBytes(m.key, 32, 'key') };
    }
    case 'escrow': {
      if (!Array.isArray(m) || m.length !== participants) throw new Error('escrow is one entry per participant');
      return { kind, boxes: m.map((b) => (b === null ? null : hexBytes(b, SEALED_ESCROW_BYTES, 'escrow box'))) };
    }
    case 'overdue':
      return { kind, ...parseOverdue(m, participants) };
    case 'release': {
      if (!isRecord(m) || Object.keys(m).length !== 2 || !isIndex(m.of, participants)) throw new Error('release is {"of": participant, "key": hex}');
      return { kind, of: m.of, key: hexBytes(m.key, 32, 'key') };
    }
    case 'reshuffle':
      return { kind, ...parseReshuffle(m) };
    default:
      throw new Error(`unknown card message "${kind}"`);
  }
}

function pointList(v: Json | undefined, what: string): Point[] {
  if (!Array.isArray(v) || v.length === 0 || v.length > DECK_SIZE) throw new Error(`${what}: 1 to ${DECK_SIZE} points`);
  return v.map((p) => {
    if (typeof p !== 'string') throw new Error(`${what}: a point is hex`);
    return pointFromHex(p);
  });
}

function parseReshuffle(m: Json): { round: ReshuffleRound; points: Point[]; commitments: Point[] | null } {
  const shape = 'reshuffle is {"round": "strip" | "mix", "points"} or {"round": "rekey", "points", "commitments"}';
  if (!isRecord(m) || (m.round !== 'strip' && m.round !== 'mix' && m.round !== 'rekey')) throw new Error(shape);
  const rekey = m.round === 'rekey';
  if (Object.keys(m).length !== (rekey ? 3 : 2)) throw new Error(shape);
  const points = pointList(m.points, 'reshuffle');
  const commitments = rekey ? pointList(m.commitments, 'reshuffle commitments') : null;
  if (commitments && commitments.length !== points.length) throw new Error('reshuffle: one commitment per point');
  return { round: m.round, points, commitments };
}

function parseOverdue(m: Json, participants: number): { who: number; owes: Due } {
  const shape = 'overdue is {"who", "owes": "deal" | "seed" | "hand"} or {"who", "owes": "key", "at", "to"} or {"who", "owes": "release", "of"}';
  if (!isRecord(m) || !isIndex(m.who, participants)) throw new Error(shape);
  const keys = Object.keys(m).length;
  if (m.owes === 'deal' && keys === 2) return { who: m.who, owes: { kind: 'deal' } };
  if (m.owes === 'seed' && keys === 2) return { who: m.who, owes: { kind: 'seed' } };
  if (m.owes === 'hand' && keys === 2) return { who: m.who, owes: { kind: 'hand' } };
  if (m.owes === 'key' && keys === 4 && isIndex(m.at, CARD_TOKENS) && isIndex(m.to, participants)) {
    return { who: m.who, owes: { kind: 'key', at: m.at, to: m.to } };
  }
  if (m.owes === 'release' && keys === 3 && isIndex(m.of, participants)) return { who: m.who, owes: { kind: 'release', of: m.of } };
  throw new Error(shape);
}

/** A card play's reveal: the played token's key shares, one per participant. */
export function parseReveal(json: Json, participants: number): Scalar[] {
  return sharesFromJson(json, participants);
}

export function revealToJson(shares: readonly Scalar[]): string[] {
  return sharesToJson(shares);
}
