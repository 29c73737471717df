// A rematch with the same seats: a new room whose lobby keeps a seat for every player of the finished
// game, by the name and colour the table showed. The host of the finished game creates it (as its
// participant 0) and names it to everyone (NetworkRoom.offerRematch); each guest joins it with one
// click or declines, and the host seats a bot in a declined or empty seat (NetworkRoom.release). The
// new room has its own game id, genesis, keys and beacon commitments: the dice and the deal come from
// the same commit-reveal among all players, and the finished game's log stays where it was.
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { fromHex, toHex } from '../../protocol/bytes.js';
import type { GenesisBody } from '../../protocol/genesis.js';
import { naclSign, naclVerify, tagged } from '../../protocol/signatures.js';
import type { ReservedSeat } from './lobbySeats.js';

export const DECLINE_TAG = 'hexknights/rematch-decline/v1';

/** A guest's "no thanks" to the rematch in room `code`, signed with its key of the finished game. */
export interface Decline {
  participant: number;
  sig: string;
}

function declineBytes(gameId: string, code: string, participant: number): Uint8Array {
  return tagged(DECLINE_TAG, encodeCanonical({ gameId, code, p: participant }));
}

export function signDecline(gameId: string, code: string, participant: number, secretKey: Uint8Array): Decline {
  return { participant, sig: toHex(naclSign(declineBytes(gameId, code, participant), secretKey)) };
}

/**
 * The name of the player who declined, if `d` is that player's signature over this rematch (so no
 * other peer can give someone's seat away), else null.
 */
export function declinedBy(genesis: GenesisBody, code: string, d: Partial<Decline>): string | null {
  const p = d.participant;
  const player = typeof p === 'number' && Number.isInteger(p) ? genesis.players[p] : undefined;
  if (!player || typeof d.sig !== 'string' || !/^[0-9a-f]{128}$/.test(d.sig)) return null;
  return naclVerify(declineBytes(genesis.gameId, code, p!), fromHex(d.sig), fromHex(player.publicKey)) ? player.name : null;
}

/**
 * The seats of a rematch, the new host first (index 0), then every other participant of the finished
 * game in their order. `players` and `colors` are by participant (genesis order); `host` is the
 * participant who starts the rematch (after a host change it need not be participant 0).
 */
export function rematchSeats(players: readonly { name: string }[], colors: readonly string[], host: number): ReservedSeat[] {
  const order = [host, ...players.map((_, i) => i).filter((i) => i !== host)];
  return order.map((p, index) => ({ index, name: players[p].name, color: colors[p] ?? 'white' }));
}
