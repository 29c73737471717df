// The evidence a stand-in move must carry: that the participant it moves for held its decision past
// the game's turn limit, in the words of every other participant present. Time cannot be checked in
// a log; signatures can, and an honest replica signs only once the limit has passed on its own clock
// (replica/witness.ts), so one honest witness is enough to keep a player inside the limit in the game.
import { verifyIdle, type IdleStatement } from '../../protocol/idle.js';
import type { VerifySignature } from '../../protocol/signatures.js';

export interface IdleClaim {
  gameId: string;
  /** The log position of the stand-in entry: statements are signed for this very position. */
  seq: number;
  idle: number;
  /** Who must sign (GameReplay.idleWitnesses): everyone else present but the host, or the idle one itself. */
  witnesses: number[];
  statements: IdleStatement[];
  publicKeys: Uint8Array[];
  verify: VerifySignature;
}

/** Why participant `idle` is not proven idle at `seq`, or null: one valid statement from each witness, no others. */
export function idleRefusal({ gameId, seq, idle, witnesses, statements, publicKeys, verify }: IdleClaim): string | null {
  if (witnesses.length === 0) {
    return `nobody but the host is present to witness that participant ${idle} is idle: the host's word alone never skips a player`;
  }
  for (const w of witnesses) {
    const s = statements.find((x) => x.for === idle && x.by === w);
    if (!s) return `a stand-in for participant ${idle} needs a signed idle statement from participant ${w} for entry ${seq}`;
    if (!verifyIdle(verify, gameId, seq, s, publicKeys[w])) return `bad idle statement by participant ${w} about participant ${idle} for entry ${seq}`;
  }
  if (statements.length !== witnesses.length) return 'idle statements from participants who are not witnesses';
  return null;
}
