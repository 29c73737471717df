// Idle statements: the evidence that a participant who is here has held a decision past the game's
// turn limit (genesis rules.turnLimitMs). Witness w signs "at log position seq, participant p is
// idle" only when its own clock says the limit has passed since it received the entry that gave p
// the move, with no entry of p's and no submission of p's seen since (replica/witness.ts). A stand-in
// move for p needs one such statement from every other participant present (log/idleEvidence.ts), so
// the host cannot use the clock to skip a player who is still inside the limit. The statements have
// the shape of silence statements (silence.ts) under their own tag: one can never pass for the other.
import { utf8 } from './bytes.js';
import { canonicalJson } from './canonicalJson.js';
import { tagged, type VerifySignature } from './signatures.js';
import type { SilenceStatement } from './silence.js';

export const IDLE_TAG = 'hexknights/idle/v1';

/** `by` signed that `for` was idle past the turn limit at a log position. */
export type IdleStatement = SilenceStatement;

/** What an idle statement's signature covers: the game, the log position it is for, and who is idle. */
export function idleMessage(gameId: string, seq: number, participant: number): Uint8Array {
  return tagged(IDLE_TAG, utf8(canonicalJson({ gameId, participant, seq })));
}

export function verifyIdle(verify: VerifySignature, gameId: string, seq: number, s: IdleStatement, key: Uint8Array): boolean {
  return verify(idleMessage(gameId, seq, s.for), s.sig, key);
}
