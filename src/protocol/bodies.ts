// Bodies of the non-genesis entry kinds, as canonical JSON:
//   action (kind 1): {"action": {"type": ..., ...args}}   signed by the acting participant
//   host entries (kind 2, "beacon"), signed by the host; the body's shape says which:
//     beacon draw: {"draw": d, "purpose": kind, "reveals": [hex | null per participant], "silence"?: [...]}
//     takeover:    {"takeover": {"from": h}}        a new host starts its term (h: the host it replaces)
//     proxy:       {"proxy": {"for": p, "action": {...}, "silence": [...]}}   the fixed choice for an absent participant
//     stand-in:    {"standIn": {"for": p, "action": {...}, "idle": [...]}}    the same choice for one idle past the turn limit
//     abandon:     {"abandon": {"for": p}}           a table of two ends with no winner: the game waited for p past the limit
//   `silence` lists the signed statements that make an absence checkable (silence.ts); a beacon draw
//   carries it only when a reveal is null. `idle` lists the signed statements that p held its decision
//   past the game's turn limit (idle.ts).
// The parsers check shape only; meaning (is it this player's turn, is the reveal right, is the proxy
// the rule's pick) is the session's job, because it needs the game state.
import { fromHex, toHex } from './bytes.js';
import { encodeCanonical, isRecord, type Json } from './canonicalJson.js';
import { HASH_BYTES } from './hash.js';
import { parseSilence, silenceToJson, type SilenceStatement } from './silence.js';
import type { IdleStatement } from './idle.js';

export interface ActionBody {
  action: { type: string; [arg: string]: Json };
}

export interface BeaconBody {
  draw: number;
  purpose: string;
  reveals: (Uint8Array | null)[];
  /** Evidence for every null reveal (empty when there is none). */
  silence: SilenceStatement[];
}

export function encodeActionBody(action: { type: string; [arg: string]: unknown }): Uint8Array {
  return encodeCanonical({ action });
}

export function parseActionBody(body: Json): ActionBody {
  if (!isRecord(body) || Object.keys(body).length !== 1) throw new Error('action body must be {"action": {...}}');
  const action = body.action;
  if (!isRecord(action) || typeof action.type !== 'string' || action.type.length === 0 || action.type.length > 40) {
    throw new Error('action must be an object with a type');
  }
  return body as unknown as ActionBody;
}

export function encodeBeaconBody(b: Omit<BeaconBody, 'silence'> & { silence?: SilenceStatement[] }): Uint8Array {
  const body: Record<string, Json> = { draw: b.draw, purpose: b.purpose, reveals: b.reveals.map((r) => (r ? toHex(r) : null)) };
  if (b.silence?.length) body.silence = silenceToJson(b.silence);
  return encodeCanonical(body);
}

export function parseBeaconBody(body: Json, participants: number): BeaconBody {
  const keys = isRecord(body) ? Object.keys(body).length : 0;
  if (!isRecord(body) || !(keys === 3 || (keys === 4 && 'silence' in body))) {
    throw new Error('beacon body must have draw, purpose, reveals and, for absent participants, silence');
  }
  const { draw, purpose, reveals } = body;
  if (typeof draw !== 'number' || !Number.isInteger(draw) || draw < 1) throw new Error('beacon draw must be a positive integer');
  if (typeof purpose !== 'string' || purpose.length > 40) throw new Error('beacon purpose must be a short string');
  if (!Array.isArray(reveals) || reveals.length !== participants) throw new Error(`beacon must list ${participants} reveals`);
  const parsed = reveals.map((r, i) => {
    if (r === null) return null;
    if (typeof r !== 'string' || r.length !== HASH_BYTES * 2) throw new Error(`reveal ${i} must be 32 bytes of hex or null`);
    try {
      return fromHex(r);
    } catch {
      throw new Error(`reveal ${i} is not hex`);
    }
  });
  return { draw, purpose, reveals: parsed, silence: 'silence' in body ? parseSilence(body.silence, participants) : [] };
}

export interface TakeoverBody {
  from: number;
}

export interface ProxyBody {
  for: number;
  action: { type: string; [arg: string]: Json };
  /** Every other present participant's statement that `for` has been silent (silence.ts). */
  silence: SilenceStatement[];
}

export interface StandInBody {
  for: number;
  action: { type: string; [arg: string]: Json };
  /** Every other present participant's statement that `for` is idle past the turn limit (idle.ts). */
  idle: IdleStatement[];
}

export interface AbandonBody {
  /** The participant the game waited for. */
  for: number;
}

export type HostBody =
  | ({ kind: 'beacon' } & BeaconBody)
  | ({ kind: 'abandon' } & AbandonBody)
  | ({ kind: 'takeover' } & TakeoverBody)
  | ({ kind: 'proxy' } & ProxyBody)
  | ({ kind: 'standIn' } & StandInBody);

export function encodeTakeoverBody(b: TakeoverBody): Uint8Array {
  return encodeCanonical({ takeover: { from: b.from } });
}

export function encodeAbandonBody(b: AbandonBody): Uint8Array {
  return encodeCanonical({ abandon: { for: b.for } });
}

export function encodeProxyBody(b: { for: number; action: { type: string; [arg: string]: unknown }; silence: SilenceStatement[] }): Uint8Array {
  return encodeCanonical({ proxy: { for: b.for, action: b.action as Json, silence: silenceToJson(b.silence) } });
}

export function encodeStandInBody(b: { for: number; action: { type: string; [arg: string]: unknown }; idle: IdleStatement[] }): Uint8Array {
  return encodeCanonical({ standIn: { for: b.for, action: b.action as Json, idle: silenceToJson(b.idle) } });
}

const isIndex = (v: unknown, participants: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < participants;

/** A kind-2 body: a beacon draw, a takeover, a proxy move or a stand-in, told apart by their keys. */
export function parseHostBody(body: Json, participants: number): HostBody {
  if (isRecord(body) && Object.keys(body).length === 1 && 'takeover' in body) {
    const t = body.takeover;
    if (!isRecord(t) || Object.keys(t).length !== 1 || !isIndex(t.from, participants)) {
      throw new Error('takeover body must be {"takeover": {"from": participant}}');
    }
    return { kind: 'takeover', from: t.from };
  }
  if (isRecord(body) && Object.keys(body).length === 1 && 'abandon' in body) {
    const a = body.abandon;
    if (!isRecord(a) || Object.keys(a).length !== 1 || !isIndex(a.for, participants)) throw new Error('abandon body must be {"abandon": {"for": participant}}');
    return { kind: 'abandon', for: a.for };
  }
  if (isRecord(body) && Object.keys(body).length === 1 && 'proxy' in body) {
    const p = body.proxy;
    if (!isRecord(p) || Object.keys(p).length !== 3 || !isIndex(p.for, participants)) {
      throw new Error('proxy body must be {"proxy": {"for": participant, "action": {...}, "silence": [...]}}');
    }
    const { action } = parseActionBody({ action: p.action });
    return { kind: 'proxy', for: p.for, action, silence: parseSilence(p.silence as Json, participants) };
  }
  if (isRecord(body) && Object.keys(body).length === 1 && 'standIn' in body) {
    const p = body.standIn;
    if (!isRecord(p) || Object.keys(p).length !== 3 || !isIndex(p.for, participants)) {
      throw new Error('stand-in body must be {"standIn": {"for": participant, "action": {...}, "idle": [...]}}');
    }
    const { action } = parseActionBody({ action: p.action });
    return { kind: 'standIn', for: p.for, action, idle: parseSilence(p.idle as Json, participants, 'idle') };
  }
  return { kind: 'beacon', ...parseBeaconBody(body, participants) };
}
