// Bodies of the non-genesis entry kinds, as canonical JSON:
//   action: {"action": {"type": ..., ...args}}   signed by the acting participant
//   beacon: {"draw": d, "purpose": kind, "reveals": [hex | null per participant]}   signed by the host
// The parsers check shape only; meaning (is it this player's turn, is the reveal right) is the
// session's job, because it needs the game state.
import { fromHex, toHex } from './bytes.js';
import { encodeCanonical, isRecord, type Json } from './canonicalJson.js';
import { HASH_BYTES } from './hash.js';

export interface ActionBody {
  action: { type: string; [arg: string]: Json };
}

export interface BeaconBody {
  draw: number;
  purpose: string;
  reveals: (Uint8Array | null)[];
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

export function encodeBeaconBody(b: BeaconBody): Uint8Array {
  return encodeCanonical({ draw: b.draw, purpose: b.purpose, reveals: b.reveals.map((r) => (r ? toHex(r) : null)) });
}

export function parseBeaconBody(body: Json, participants: number): BeaconBody {
  if (!isRecord(body) || Object.keys(body).length !== 3) throw new Error('beacon body must have draw, purpose, reveals');
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
  return { draw, purpose, reveals: parsed };
}
