// Issue 35 item 9: a table of two whose guest stops froze for good (nobody but the host can witness,
// and the host's word alone never skips a player). Past the signed turn limit the host may instead end
// the game as abandoned: an entry it signs, with no winner, so it gains nothing it could not get by
// closing its tab, and nothing it does alone plays the guest's turns. The log cannot show time; the
// host's replica offers it only once the limit has passed on its own clock (Replica.mayAbandon). Until
// the host ends it, the guest coming back simply resumes.
import type { AbandonBody } from '../../protocol/bodies.js';
import type { Rules } from '../../protocol/genesis.js';

/** What the rule reads of the game so far: the replay's own fields, named here so this file needs no replay.ts. */
export interface AbandonPosition {
  readonly participants: number;
  readonly genesis: { readonly rules: Pick<Rules, 'turnLimitMs'> } | null | undefined;
  readonly game: unknown;
  pendingDraw(): unknown;
  mayAct(participant: number): boolean;
}

/** Why the host `author` may not end the game as abandoned for participant `body.for` now, or null. */
export function abandonRefusal(replay: AbandonPosition, author: number, body: AbandonBody): string | null {
  if (replay.participants !== 2) return 'only a table of two may be ended as abandoned (a larger one has witnesses for stand-ins)';
  if (replay.genesis?.rules.turnLimitMs === undefined) return 'this game has no turn limit: it cannot be ended as abandoned';
  if (body.for === author) return 'the host cannot end the game as abandoned by itself';
  if (!replay.game) return 'the game has not started';
  if (!replay.pendingDraw() && !replay.mayAct(body.for)) return `the game does not wait for participant ${body.for}`;
  return null;
}
