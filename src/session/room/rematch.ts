// A rematch with the same seats: a new room whose lobby keeps a seat for every player of the finished
// game, with the name and colour the table showed. The host of the finished game creates it (as its
// participant 0) and names it to the finished game's participants (NetworkRoom.offerRematch), signed
// with its key of that game; each guest joins it with one click or declines, and the host seats a bot
// in a declined or empty seat (NetworkRoom.release). Keys of the finished game bind both ends: a guest
// claims its kept seat by signing with its old key (never by name), and takes a seat only in a room
// whose host signs with the old host's key, so an outsider who registers the room id gets nobody.
// The new room has its own game id, genesis, keys and beacon commitments: the dice and the deal come
// from the same commit-reveal among all players, and the finished game's log stays where it was.
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { fromHex, toHex } from '../../protocol/bytes.js';
import type { GenesisBody } from '../../protocol/genesis.js';
import { naclSign, naclVerify, tagged } from '../../protocol/signatures.js';
import type { ReservedSeat } from './lobbySeats.js';
import type { RematchKeys } from './rematchKeys.js';

export const DECLINE_TAG = 'hexknights/rematch-decline/v1';
export const OFFER_TAG = 'hexknights/rematch-offer/v1';
export const SEAT_TAG = 'hexknights/rematch-seat/v1';
export const HOST_TAG = 'hexknights/rematch-host/v1';

export type { RematchKeys } from './rematchKeys.js';

const HEX_SIG = /^[0-9a-f]{128}$/;

function verifyHex(message: Uint8Array, sig: unknown, publicKey: string): boolean {
  if (typeof sig !== 'string' || !HEX_SIG.test(sig) || !/^[0-9a-f]{64}$/.test(publicKey)) return false;
  try {
    return naclVerify(message, fromHex(sig), fromHex(publicKey));
  } catch {
    return false;
  }
}

const offerBytes = (gameId: string, code: string) => tagged(OFFER_TAG, encodeCanonical({ gameId, code }));
const seatBytes = (gameId: string, room: string, peer: string) => tagged(SEAT_TAG, encodeCanonical({ gameId, room, peer }));
const hostBytes = (gameId: string, room: string, peer: string, newGameId: string) => tagged(HOST_TAG, encodeCanonical({ gameId, room, peer, newGameId }));

/** The host's signed offer of a rematch in room `code` (its key of the finished game). */
export function signOffer(gameId: string, code: string, hostSecretKey: Uint8Array): string {
  return toHex(naclSign(offerBytes(gameId, code), hostSecretKey));
}

export function offerIsGenuine(gameId: string, code: string, sig: unknown, hostKey: string): boolean {
  return verifyHex(offerBytes(gameId, code), sig, hostKey);
}

/** A guest's claim of its kept seat: its old key signs the new room and its own peer id (not replayable by another peer). */
export function signSeatClaim(keys: RematchKeys, room: string, peer: string): { publicKey: string; sig: string } {
  return { publicKey: keys.publicKey, sig: toHex(naclSign(seatBytes(keys.gameId, room, peer), keys.secretKey)) };
}

export function seatClaimIsGenuine(gameId: string, room: string, peer: string, claim: { publicKey?: unknown; sig?: unknown }): boolean {
  return typeof claim.publicKey === 'string' && verifyHex(seatBytes(gameId, room, peer), claim.sig, claim.publicKey);
}

/** The rematch host's proof to a guest that it holds the finished game's host key. */
export function signHostProof(gameId: string, room: string, peer: string, newGameId: string, hostSecretKey: Uint8Array): string {
  return toHex(naclSign(hostBytes(gameId, room, peer, newGameId), hostSecretKey));
}

export function hostProofIsGenuine(keys: RematchKeys, room: string, peer: string, newGameId: string, sig: unknown): boolean {
  return verifyHex(hostBytes(keys.gameId, room, peer, newGameId), sig, keys.hostKey);
}

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
export function rematchSeats(players: readonly { name: string; publicKey: string }[], colors: readonly string[], host: number): ReservedSeat[] {
  const order = [host, ...players.map((_, i) => i).filter((i) => i !== host)];
  return order.map((p, index) => ({ index, name: players[p].name, color: colors[p] ?? 'white', publicKey: players[p].publicKey }));
}
