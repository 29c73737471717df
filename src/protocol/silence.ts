// Silence statements: the evidence that a participant is absent. A beacon draw may leave a
// participant's reveal out, and a proxy move may be made for them, only with one such statement from
// every other participant still present (docs/protocol.md, "Absent players"). Witness w signs
// "at log position seq, participant p was silent" only after waiting out the timeout itself with
// nothing from p; so the host cannot declare a present player absent on its own word, and anyone
// who reads the log can check the signatures.
import { fromHex, toHex, utf8 } from './bytes.js';
import { canonicalJson, isRecord, type Json } from './canonicalJson.js';
import { tagged, type VerifySignature } from './signatures.js';

export const SILENCE_TAG = 'hexknights/silence/v1';

export interface SilenceStatement {
  /** The silent participant. */
  for: number;
  /** The witness who signed. */
  by: number;
  sig: Uint8Array;
}

/** What a silence statement's signature covers: the game, the log position it is for, and who was silent. */
export function silenceMessage(gameId: string, seq: number, participant: number): Uint8Array {
  return tagged(SILENCE_TAG, utf8(canonicalJson({ gameId, participant, seq })));
}

export function verifySilence(verify: VerifySignature, gameId: string, seq: number, s: SilenceStatement, key: Uint8Array): boolean {
  return verify(silenceMessage(gameId, seq, s.for), s.sig, key);
}

/** One spelling only: sorted by silent participant, then witness, no duplicates. */
export function sortSilence(list: readonly SilenceStatement[]): SilenceStatement[] {
  return [...list].sort((a, b) => a.for - b.for || a.by - b.by);
}

export function silenceToJson(list: readonly SilenceStatement[]): Json[] {
  return sortSilence(list).map((s) => ({ for: s.for, by: s.by, sig: toHex(s.sig) }));
}

/**
 * A list of signed statements about participants ({for, by, sig}), in its one spelling. `what` names
 * the kind in errors; idle statements (idle.ts) may be about their own signer (a table of two).
 */
export function parseSilence(value: Json, participants: number, what: 'silence' | 'idle' = 'silence'): SilenceStatement[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`${what} must be a non-empty list of statements`);
  const out = value.map((v) => {
    if (!isRecord(v) || Object.keys(v).length !== 3) throw new Error(`a ${what} statement is {for, by, sig}`);
    const { for: p, by, sig } = v;
    const index = (x: Json) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < participants;
    if (!index(p) || !index(by)) throw new Error(`a ${what} statement names participants`);
    if (what === 'silence' && p === by) throw new Error('a silence statement names two different participants');
    if (typeof sig !== 'string' || !/^[0-9a-f]{128}$/.test(sig)) throw new Error(`a ${what} signature is 64 bytes of hex`);
    return { for: p as number, by: by as number, sig: fromHex(sig) };
  });
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1];
    const b = out[i];
    if (a.for > b.for || (a.for === b.for && a.by >= b.by)) throw new Error(`${what} statements must be sorted and distinct`);
  }
  return out;
}
