// The host's side of a room's lobby: who was given which seat, and whose signed join line is in.
// Someone the host let in takes the first free seat; a rematch keeps seats for the players of the
// finished game, each claimed by that player's key of the finished game (or by name, for the host's own
// bots), until the host releases one.
// The whole lobby can be saved and restored (`saved`, `LobbySeats.restore`), so a host's reload
// before the game starts reopens the same room.
import type { GenesisPlayer, Rules } from '../../protocol/genesis.js';
import type { RematchKeys } from './rematchKeys.js';

export interface LobbySeat {
  index: number;
  name: string;
  color: string;
  joined: boolean;
  /** Kept by a rematch for a player of the finished game. */
  reserved?: boolean;
  /** A kept seat's player's key in the finished game: its claim must be signed with it (rematch.ts). */
  publicKey?: string;
  /** The peer the host gave this seat to (its join line must come from there); never published. */
  peer?: string;
}

/** A seat a rematch keeps for a player of the finished game, at its lobby index. */
export interface ReservedSeat {
  index: number;
  name: string;
  color: string;
  /** The player's key in the finished game: its claim must be signed with it (rematch.ts). */
  publicKey?: string;
}

/** A lobby as the host's browser saves it: the room's rules, who asked for which seat, and the signed lines in. */
export interface SavedLobby {
  rules: Rules;
  seats: LobbySeat[];
  lines: (GenesisPlayer | null)[];
  /** A rematch's: the finished game's keys, without which a reloaded lobby could neither prove its host nor check a claim. */
  rematchOf?: RematchKeys;
}

export class LobbySeats {
  private seats: LobbySeat[];
  private lines: (GenesisPlayer | null)[];

  constructor(players: number, host: { name: string; color: string; line: GenesisPlayer }, reserved: ReservedSeat[] = []) {
    this.lines = Array.from({ length: players }, () => null);
    this.lines[0] = host.line;
    this.seats = [
      { index: 0, name: host.name, color: host.color, joined: true },
      ...reserved.filter((s) => s.index > 0 && s.index < players).map((s) => ({ ...s, joined: false, reserved: true })),
    ];
  }

  /** The lobby a host saved, as it was (null if the saved value is not one of ours). */
  static restore(saved: SavedLobby): LobbySeats | null {
    const players = saved.rules?.players;
    if (!Array.isArray(saved.lines) || !Array.isArray(saved.seats) || saved.lines.length !== players || !saved.lines[0]) return null;
    const lobby = new LobbySeats(players, { name: '', color: '', line: saved.lines[0] });
    lobby.lines = saved.lines.slice();
    lobby.seats = saved.seats.map((s) => ({ ...s }));
    return lobby;
  }

  saved(rules: Rules): SavedLobby {
    return { rules, seats: this.list(), lines: this.lines.slice() };
  }

  /**
   * A seat for someone the host let in: the one kept under `name` if `byName` (the host's own bots), else
   * the first free one; -1 when every seat is taken or kept for someone else.
   */
  hello(name: string, color: string, byName = false): number {
    const kept = byName ? this.seats.find((s) => s.name === name && !s.joined) : undefined;
    if (kept) return kept.index;
    const index = this.lines.findIndex((l, i) => l === null && !this.seats.some((s) => s.index === i));
    if (index >= 0) this.seats.push({ index, name, color, joined: false });
    return index;
  }

  /** The host gave seat `index` to `peer`. */
  give(index: number, peer: string): void {
    const seat = this.seats.find((s) => s.index === index);
    if (seat) seat.peer = peer;
  }

  /** The seat given to `peer`, or -1. */
  seatOf(peer: string): number {
    return this.seats.find((s) => s.peer === peer)?.index ?? -1;
  }

  /** The kept seat of the finished game's player with this key, if it is still open, else -1. */
  claim(publicKey: string): number {
    return this.seats.find((s) => s.reserved && s.publicKey === publicKey && !s.joined)?.index ?? -1;
  }

  /** A key already in a join line (the genesis refuses two players with one key). */
  hasKey(publicKey: string): boolean {
    return this.lines.some((l) => l?.publicKey === publicKey);
  }

  /** A signed join line for a seat still open; false if that seat already has one. */
  line(index: number, line: GenesisPlayer): boolean {
    if (this.lines[index] !== null) return false;
    this.lines[index] = line;
    const s = this.seats.find((x) => x.index === index);
    if (s) s.joined = true;
    return true;
  }

  /** Free a seat asked for or reserved but not joined, so someone else (a bot) may take it. */
  release(index: number): boolean {
    const at = this.seats.findIndex((s) => s.index === index && !s.joined);
    if (at < 0 || this.lines[index] !== null) return false;
    this.seats.splice(at, 1);
    return true;
  }

  /** Every line once all seats have joined, else null. */
  complete(): GenesisPlayer[] | null {
    return this.lines.some((l) => l === null) ? null : (this.lines as GenesisPlayer[]);
  }

  list(): LobbySeat[] {
    return [...this.seats].sort((a, b) => a.index - b.index);
  }
}
