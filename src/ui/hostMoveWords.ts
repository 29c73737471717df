// Who moved for a player at a networked table, said once while it lasts: a stand-in for a player idle
// past the turn limit ("Ben is idle: a stand-in moves for them."), the host for a player the log shows
// away (missing from the last beacon draw: the proxy rule's move). The moves themselves are narrated as
// the player's, after this line; a player's own move ends the stretch, so a later one is said again.
import type { SeatAction } from './entryActions';
import type { LogLine } from './port';
import { t } from './i18n';

/** The seats already told, by kind of move made for them. */
export interface ToldHostMoves {
  idle: ReadonlySet<number>;
  away: ReadonlySet<number>;
}

/**
 * The lines that say who moves for whom in `actions` (one stretch of the log), and what is told after it.
 * `stoodIn`: the seats a stand-in still moves for (the replay's word, which outlasts a stretch).
 */
export function hostMoveLines(
  actions: readonly SeatAction[],
  told: ToldHostMoves,
  stoodIn: readonly number[],
  name: (seat: number) => string,
): { lines: LogLine[]; told: ToldHostMoves } {
  const first = (pick: (a: SeatAction) => boolean | undefined, already: ReadonlySet<number>) => [
    ...new Set(actions.filter((a) => pick(a) && !already.has(a.seat)).map((a) => a.seat)),
  ];
  const idle = first((a) => a.standIn, told.idle);
  const away = first((a) => a.proxy, told.away);
  const lines: LogLine[] = [
    ...idle.map((seat) => ({ text: t('idle.other', { name: name(seat) }), kind: 'system' as const, seat })),
    ...away.map((seat) => ({ text: t('idle.away', { name: name(seat) }), kind: 'system' as const, seat })),
  ];
  // a seat stays told while its latest move in the stretch is the host's (or it made none)
  const latest = new Map(actions.map((a) => [a.seat, a] as const));
  const stillAway = [...told.away, ...away].filter((seat) => !latest.has(seat) || latest.get(seat)!.proxy === true);
  return { lines, told: { idle: new Set([...stoodIn, ...idle]), away: new Set(stillAway) } };
}
