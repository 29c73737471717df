// The host's side of a room's lobby: who asked for which seat, and whose signed join line is in.
// A seat goes to the name that asked for it (a rejoining player keeps it) or to the first free index;
// a rematch reserves seats for the players of the finished game by name until the host releases one.
// The whole lobby can be saved and restored (`saved`, `LobbySeats.restore`), so a host's reload
// before the game starts reopens the same room.
import type { GenesisPlayer, Rules } from '../../protocol/genesis.js';

export interface LobbySeat {
  index: number;
  name: string;
  color: string;
  joined: boolean;
  /** Kept by a rematch for a player of the finished game. */
  reserved?: boolean;
}

/** A seat a rematch keeps for a player of the finished game (by name), at its lobby index. */
export interface ReservedSeat {
  index: number;
  name: string;
  color: string;
}

/** A lobby as the host's browser saves it: the room's rules, who asked for which seat, and the signed lines in. */
export interface SavedLobby {
  rules: Rules;
  seats: LobbySeat[];
  lines: (GenesisPlayer | null)[];
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

  /** The seat index for a hello from `name`, or -1 when every seat is taken or kept for someone else. */
  hello(name: string, color: string): number {
    const taken = this.seats.find((s) => s.name === name && !s.joined);
    if (taken) return taken.index;
    const index = this.lines.findIndex((l, i) => l === null && !this.seats.some((s) => s.index === i));
    if (index >= 0) this.seats.push({ index, name, color, joined: false });
    return index;
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
