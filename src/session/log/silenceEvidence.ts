// The evidence a beacon entry must carry for every reveal it leaves out. Without it the host could
// claim anyone absent and draw without them; with it, absence is something others can check.
import { verifySilence, type SilenceStatement } from '../../protocol/silence.js';
import type { VerifySignature } from '../../protocol/signatures.js';

export interface SilenceClaim {
  gameId: string;
  /** The log position of the beacon entry: statements are signed for this very position. */
  seq: number;
  /** Participants whose reveal the entry leaves out. */
  silent: number[];
  /** Participants who revealed, the host excepted: they must witness every absence. */
  witnesses: number[];
  statements: SilenceStatement[];
  publicKeys: Uint8Array[];
  verify: VerifySignature;
}

/**
 * Why an absence is not proven, or null. Valid only with a statement signed by every witness (each
 * other participant present, never the host alone) for each silent participant, and exactly those
 * statements, no others, so the entry has one spelling.
 */
export function silenceRefusal({ gameId, seq, silent, witnesses, statements, publicKeys, verify }: SilenceClaim): string | null {
  if (silent.length === 0) return statements.length ? 'silence statements without an absent participant' : null;
  if (witnesses.length === 0) {
    return `nobody but the host is present to witness the absence of participant ${silent.join(', ')}: the game waits`;
  }
  const expected = silent.flatMap((p) => witnesses.filter((w) => w !== p).map((w) => ({ for: p, by: w })));
  for (const { for: p, by: w } of expected) {
    const s = statements.find((x) => x.for === p && x.by === w);
    if (!s) return `participant ${p}'s absence needs a signed statement of silence from participant ${w}`;
    if (!verifySilence(verify, gameId, seq, s, publicKeys[w])) {
      return `bad silence statement by participant ${w} about participant ${p}`;
    }
  }
  if (statements.length !== expected.length) return 'silence statements from participants who are not witnesses';
  return null;
}
