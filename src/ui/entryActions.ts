// The actions a stretch of a networked game's log carried, read back from its accepted entries: a
// player's own move, or a proxy or stand-in move the host made for an absent or idle player. The networked table narrates
// from view differences, which cannot see a trade or a development card (they leave the board as it
// was); with these it says them as a local game does (narrate.ts).
import type { Action } from '../engine/types';
import { parseActionBody, parseHostBody } from '../protocol/bodies';
import { isCardBody } from '../protocol/cardBodies';
import { decodeCanonical, isRecord } from '../protocol/canonicalJson';
import { decodeEntry } from '../protocol/entry';
import type { GameReplay } from '../session/log/replay';

export interface SeatAction {
  seat: number;
  action: Action;
  /** Made by a stand-in for a player idle past the turn limit (the proxy rule's pick). */
  standIn?: true;
  /** Made by the host for a player the log shows away (the proxy rule's pick). */
  proxy?: true;
}

/** The actions of entries `from` up to (not including) `to`, in log order, with the seat that made each. */
export function entryActions(replay: GameReplay, from: number, to: number): SeatAction[] {
  const out: SeatAction[] = [];
  for (let seq = Math.max(from, 1); seq < to; seq++) {
    const bytes = replay.entryAt(seq);
    if (!bytes) continue;
    try {
      const entry = decodeEntry(bytes);
      const body = decodeCanonical(entry.body);
      if (entry.kind === 'action') {
        if (isCardBody(body)) continue; // the card protocol's own messages, no move
        const { reveal: _reveal, hand: _hand, handOver: _handOver, ...plain } = isRecord(body) ? body : {}; // a card's keys, sealed resource cards shown, tokens handed over face down
        const seat = replay.seatOf[entry.author];
        if (seat !== undefined) out.push({ seat, action: parseActionBody(plain).action as Action });
      } else if (entry.kind !== 'genesis') {
        const host = parseHostBody(body, replay.participants);
        const seat = host.kind === 'proxy' || host.kind === 'standIn' ? replay.seatOf[host.for] : undefined;
        if ((host.kind === 'proxy' || host.kind === 'standIn') && seat !== undefined) {
          out.push({ seat, action: host.action as Action, ...(host.kind === 'standIn' ? { standIn: true as const } : { proxy: true as const }) });
        }
      }
    } catch {
      // an accepted entry always reads back; if one did not, the view differences still tell the rest
    }
  }
  return out;
}
