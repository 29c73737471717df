// A rematch with the same seats: a new room whose lobby keeps a seat for every player of the finished
// game, by the name and colour the table showed. The host of the finished game creates it (as its
// participant 0) and names it to everyone (NetworkRoom.offerRematch); each guest joins it with one
// click or declines, and the host seats a bot in a declined or empty seat (NetworkRoom.release). The
// new room has its own game id, genesis, keys and beacon commitments: the dice and the deal come from
// the same commit-reveal among all players, and the finished game's log stays where it was.
import type { ReservedSeat } from './lobbySeats.js';

/**
 * The seats of a rematch, the new host first (index 0), then every other participant of the finished
 * game in their order. `players` and `colors` are by participant (genesis order); `host` is the
 * participant who starts the rematch (after a host change it need not be participant 0).
 */
export function rematchSeats(players: readonly { name: string }[], colors: readonly string[], host: number): ReservedSeat[] {
  const order = [host, ...players.map((_, i) => i).filter((i) => i !== host)];
  return order.map((p, index) => ({ index, name: players[p].name, color: colors[p] ?? 'white' }));
}
