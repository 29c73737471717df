// The card messages of private resource moves (docs/cards.md, "Private resource moves"), inside the
// same {"cards": {...}} body as the deal's (cardBodies.ts):
//   {"cards": {"hand": {"round", "points", "commitments"?}}}        one participant's hand-shuffle step
//   {"cards": {"handShares": {"to": p, "boxes": [{"at": [shuffle, position], "box": hex}]}}}
//                                                                  the author's keys of p's new tokens
//   {"cards": {"monopoly": [reveal...]}}     a Monopoly answer: every sealed card of the kind, shown
//   {"cards": {"handDispute": {"from": p, "at": [shuffle, position], "key": hex}}}   p's box to the
//                      author for that token held a wrong key: `key` (the pair's box key) opens it for all
// and beside an action that spends sealed cards, {"action", "hand": [reveal...]}, where a reveal is
// {"at": [shuffle, position], "kind", "keys": [scalar hex x n]} (wire.ts); beside a face-down action
// (a Wedding's gift, a Master Merchant's take, a Commercial Harbor's offer or reply), {"action",
// "handOver": [[shuffle, position]...]}, the tokens that change holder, named by id only. Shape only:
// the hand ledger judges meaning (a step's size needs the running shuffle, so it stays JSON here).
import { fromHex, toHex } from './bytes.js';
import { isRecord, type Json } from './canonicalJson.js';
import { type HandReveal, handRevealFromJson, handRevealToJson, MAX_HAND_CARDS, SEALED_HAND_SHARE_BYTES, type TokenId } from './cards/index.js';

export interface HandBox {
  at: TokenId;
  box: Uint8Array;
}

export type HandCardMessage =
  | { kind: 'hand'; step: Json }
  | { kind: 'handShares'; to: number; boxes: HandBox[] }
  | { kind: 'monopoly'; reveals: HandReveal[] }
  | { kind: 'handDispute'; from: number; at: TokenId; key: Uint8Array };

export const HAND_MESSAGES: ReadonlySet<string> = new Set(['hand', 'handShares', 'monopoly', 'handDispute']);

export function handBodyToJson(m: HandCardMessage): Json {
  switch (m.kind) {
    case 'hand':
      return m.step;
    case 'handShares':
      return { to: m.to, boxes: m.boxes.map((b) => ({ at: [b.at.shuffle, b.at.position], box: toHex(b.box) })) };
    case 'monopoly':
      return m.reveals.map(handRevealToJson);
    case 'handDispute':
      return { from: m.from, at: [m.at.shuffle, m.at.position], key: toHex(m.key) };
  }
}

const isIndex = (v: unknown, n: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < n;

function tokenFromJson(v: Json): TokenId {
  if (!Array.isArray(v) || v.length !== 2 || !isIndex(v[0], 2 ** 32) || !isIndex(v[1], MAX_HAND_CARDS)) throw new Error('a token is [shuffle, position]');
  return { shuffle: v[0], position: v[1] };
}

/** Reveals beside an action or in a Monopoly answer: 1 to MAX_HAND_CARDS of them (a Monopoly answer may be empty). */
export function handRevealsFromJson(json: Json, participants: number, mayBeEmpty = false): HandReveal[] {
  if (!Array.isArray(json) || json.length > MAX_HAND_CARDS || (!mayBeEmpty && json.length === 0))
    throw new Error('hand reveals are a list of 1 or more reveals');
  return json.map((r) => handRevealFromJson(r, participants));
}

/** The tokens a face-down action hands over: 1 to MAX_HAND_CARDS ids (whose they are and how many the engine moves is the ledger's to judge). */
export function handOverFromJson(json: Json): TokenId[] {
  if (!Array.isArray(json) || json.length === 0 || json.length > MAX_HAND_CARDS)
    throw new Error(`handOver is a list of 1 to ${MAX_HAND_CARDS} tokens [shuffle, position]`);
  return json.map(tokenFromJson);
}

export function handOverToJson(ids: readonly TokenId[]): Json {
  return ids.map((t) => [t.shuffle, t.position]);
}

export function parseHandBody(kind: string, m: Json, participants: number): HandCardMessage {
  switch (kind) {
    case 'hand':
      return { kind, step: m };
    case 'handShares': {
      if (!isRecord(m) || Object.keys(m).length !== 2 || !isIndex(m.to, participants) || !Array.isArray(m.boxes)) {
        throw new Error('handShares is {"to": participant, "boxes": [...]}');
      }
      if (m.boxes.length === 0 || m.boxes.length > MAX_HAND_CARDS) throw new Error(`handShares carries 1 to ${MAX_HAND_CARDS} boxes`);
      const boxes = m.boxes.map((b) => {
        if (!isRecord(b) || Object.keys(b).length !== 2 || typeof b.box !== 'string' || b.box.length !== SEALED_HAND_SHARE_BYTES * 2) {
          throw new Error('a hand share box is {"at": [shuffle, position], "box": hex}');
        }
        return { at: tokenFromJson(b.at), box: fromHex(b.box) };
      });
      return { kind, to: m.to, boxes };
    }
    case 'monopoly':
      return { kind, reveals: handRevealsFromJson(m, participants, true) };
    case 'handDispute': {
      if (!isRecord(m) || Object.keys(m).length !== 3 || !isIndex(m.from, participants) || typeof m.key !== 'string' || m.key.length !== 64) {
        throw new Error('handDispute is {"from": participant, "at": [shuffle, position], "key": hex}');
      }
      return { kind, from: m.from, at: tokenFromJson(m.at), key: fromHex(m.key) };
    }
    default:
      throw new Error(`unknown hand message "${kind}"`);
  }
}
