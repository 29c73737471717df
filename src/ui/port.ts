// The one thing the table UI talks to. The session layer (a networked replica) and the in-page local
// table (engine + bots) both implement it, so the UI never knows about the protocol or the network.
// Rules are never re-decided here: everything the player may do comes from `legal` (the engine's
// legalActions for `me`), and `act` reports the engine's (or the host's) verdict.
import type { ReadonlySignal } from '@preact/signals';
import type { Action, View } from '../engine/types';

export type { Action, View };

/** Piece colours a seat can take; the lobby offers them, the board paints with them. */
export const PLAYER_COLORS = ['red', 'blue', 'white', 'orange', 'green', 'brown', 'purple', 'teal'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export interface SeatInfo {
  name: string;
  color: PlayerColor;
  /** 'you' is this browser's seat; 'neutral' a Catan-for-Two seat that owns pieces but never acts. */
  kind: 'you' | 'human' | 'bot' | 'neutral';
  /** A bot's level (src/bots/levels.ts); easy when absent. */
  level?: 'easy' | 'normal' | 'hard';
  /** false while a networked player is away (the session's reveal timeout, a dropped link). */
  connected?: boolean;
}

export type LogKind = 'roll' | 'build' | 'trade' | 'robber' | 'card' | 'turn' | 'award' | 'win' | 'system' | 'error';

export interface LogLine {
  /** Words a player reads: "Blue rolled 8". */
  text: string;
  /** The seat the line is about (its name is coloured), if any. */
  seat: number | null;
  kind: LogKind;
  /** A roll's dice total, for the end-of-game statistics (the text is in the reader's language). */
  rolled?: number;
  /** Cards a roll's production gave the line's seat, for the same statistics. */
  produced?: number;
}

export interface ChatPort {
  /** Oldest first; `seat` is the author's engine seat. */
  readonly lines: ReadonlySignal<{ seat: number; text: string }[]>;
  send(text: string): void;
}

export type ActResult = { ok: true } | { ok: false; error: string };

export interface TablePort {
  /** What seat `me` may know (the engine's view(me)); updated after every accepted action. */
  readonly view: ReadonlySignal<View>;
  /** This browser's engine seat; -1 for a spectator. */
  readonly me: number;
  readonly seats: ReadonlySignal<SeatInfo[]>;
  /** The engine's legalActions(me) at the current position; empty while it is not our move. */
  readonly legal: ReadonlySignal<Action[]>;
  /** The game so far, in words, oldest first. */
  readonly log: ReadonlySignal<LogLine[]>;
  /** A line about the connection or the dice beacon ("waiting for Blue's reveal"), or null. */
  readonly status: ReadonlySignal<string | null>;
  /** Networked games: the table chat (signed lines, never in the game log). */
  readonly chat?: ChatPort;
  /** Networked games: the signed turn limit, past which the others may let a stand-in move for an idle player (the turn timer shows it); none when off. */
  readonly turnLimitMs?: number;
  /** Networked games: the engine seats a stand-in moved for since their own last move (idle past the turn limit). */
  readonly standIns?: ReadonlySignal<number[]>;
  /** Networked games, at the host: the engine seats whose page this one lost its link to (a closed tab), at once. */
  readonly away?: ReadonlySignal<number[]>;
  /** Networked games: false while a reopened seat may still show a stale state (the prompt says "Catching up"). */
  readonly caughtUp?: ReadonlySignal<boolean>;
  /** Networked table of two: the engine seat the game waited for when the host ended it as abandoned (no winner), else null. */
  readonly abandoned?: ReadonlySignal<number | null>;
  /** Networked table of two, the host: the seat it may end the game for as abandoned now (idle past the turn limit), else null. Time passes without a signal: ask again. */
  abandonable?(): number | null;
  /** The host ends the game as abandoned, if abandonable() allows it; false if not. */
  abandon?(): boolean;
  /** Sealed hands: the hand this seat looks at for a Master Merchant's take, by kind as far as its keys have come (`sealed`: cards still unread); null when none. */
  readonly looked?: ReadonlySignal<{ cards: Record<string, number>; sealed: number } | null>;
  /** Resolves once the action is applied (locally) or accepted/refused (by the host). */
  act(action: Action): Promise<ActResult>;
  /** Stop bots, timers and connections. */
  close(): void;
}
