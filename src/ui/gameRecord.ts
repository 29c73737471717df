// A local game's record (the page's "Download log" of a game against bots): its config, the seats'
// names and colours, and every move (`p` the seat), the scenario file of DESIGN.md that
// `hexknights scenario FILE` replays. It is not signed (no network, no keys), so the verify page checks
// what a record can show: every move is legal under the rules, with the dice and cards the game's
// seed gives, and the game ends as recorded. It cannot show who made each move, nor that the seed was
// not chosen to suit someone: the page says both. Plain data only: the verify worker's chunk imports it.
import type { Action, Engine, GameConfig, View } from '../engine/types';
import type { RulesReport } from '../session/log/rulesReport';
import { PLAYER_COLORS, type PlayerColor } from './port';

export interface GameRecordFile extends GameConfig {
  actions: (Action & { p: number })[];
  /** Names and colours as the table showed them, by engine seat (records before issue 38 have none). */
  seats?: { name: string; color: string }[];
}

export interface RecordReport {
  /** Moves in the file, and those the engine accepted before the first it refused (all, when none was refused). */
  moves: number;
  applied: number;
  /** The first refused move (0-based) and the engine's reason, or null. */
  rejected: { index: number; error: string } | null;
  finished: boolean;
  winner: number | null;
  winnerName: string | null;
  rules: RulesReport;
  turns: number;
  players: { seat: number; name: string; vp: number | null }[];
}

/** A game record rather than a signed log: a config (players) with a list of moves and no log format. */
export function isGameRecord(file: unknown): file is GameRecordFile {
  if (typeof file !== 'object' || file === null) return false;
  const f = file as Record<string, unknown>;
  return f.format === undefined && !Array.isArray(f.entries) && Number.isInteger(f.players) && Array.isArray(f.actions);
}

/** Replay a record on a new game: the report, the board it reaches, and the seats' names and colours. */
export function checkRecord(engine: Engine, file: GameRecordFile): { record: RecordReport; view: View; names: string[]; colors: PlayerColor[] } {
  const { actions, seats, ...config } = file;
  const game = engine.newGame(config);
  let rejected: RecordReport['rejected'] = null;
  let applied = 0;
  for (const [index, step] of actions.entries()) {
    const { p, ...action } = (step ?? {}) as Action & { p: number };
    const result = Number.isInteger(p) ? game.apply(p, action as Action) : { ok: false as const, error: 'the move names no seat' };
    if (!result.ok) {
      rejected = { index, error: result.error };
      break;
    }
    applied++;
  }
  const view = game.view();
  const names = view.players.map((_: unknown, seat: number) =>
    typeof seats?.[seat]?.name === 'string' && seats[seat].name ? seats[seat].name.slice(0, 40) : `Seat ${seat + 1}`,
  );
  const colors = view.players.map((_: unknown, seat: number) => {
    const asked = seats?.[seat]?.color;
    return (PLAYER_COLORS as readonly unknown[]).includes(asked) ? (asked as PlayerColor) : PLAYER_COLORS[seat % PLAYER_COLORS.length];
  });
  const record: RecordReport = {
    moves: actions.length,
    applied,
    rejected,
    finished: view.winner !== null,
    winner: view.winner,
    winnerName: view.winner === null ? null : names[view.winner],
    rules: {
      mode: config.mode ?? 'ck',
      layout: config.layout ?? (config.board ? 'custom' : 'standard'),
      players: config.players,
      variants: [
        ...(config.variants ?? []),
        ...Object.entries(config.options ?? {})
          .filter(([, on]) => on)
          .map(([name]) => name),
      ],
    },
    turns: view.turn,
    players: view.players.map((p: { vp?: unknown }, seat: number) => ({ seat, name: names[seat], vp: typeof p.vp === 'number' ? p.vp : null })),
  };
  return { record, view, names, colors };
}
