// The keys a player of a finished game brings to its rematch (rematch.ts signs and checks with them;
// a rematch lobby saves them with its seats, lobbySeats.ts). Apart, so the two need not import each other.

/** What a player of the finished game brings to its rematch: its old key, and the old host's. */
export interface RematchKeys {
  /** The finished game's id. */
  gameId: string;
  secretKey: Uint8Array;
  publicKey: string;
  /** The key of the participant who hosted the finished game when it ended. */
  hostKey: string;
}
