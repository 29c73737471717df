// Building the genesis entry. In the browser each player makes their own signed line (their join
// statement) and the host collects them; in simulations and tests all identities live in one place,
// so this file offers both halves.
import { toHex, ZERO_HASH } from '../../protocol/index.js';
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { encodeEntry, signingMessage, unsignedBytes } from '../../protocol/entry.js';
import { makeGenesisPlayer, PROTOCOL_NAME, type GenesisBody, type GenesisPlayer, type Rules } from '../../protocol/genesis.js';
import { naclSign, type SignMessage } from '../../protocol/signatures.js';
import type { PlayerIdentity } from './identity.js';

export interface Seat {
  identity: PlayerIdentity;
  name: string;
  color: string;
}

/** One participant's line, signed with their own key. */
export function joinLine(
  gameId: string,
  rules: Rules,
  index: number,
  seat: Seat,
  sign: SignMessage = naclSign,
): GenesisPlayer {
  return makeGenesisPlayer(
    {
      gameId,
      rules,
      index,
      name: seat.name,
      color: seat.color,
      publicKey: toHex(seat.identity.keyPair.publicKey),
      commitment: toHex(seat.identity.onion.commitment),
    },
    (m) => sign(m, seat.identity.keyPair.secretKey),
  );
}

/** The host's signed genesis entry over everyone's lines. */
export function genesisEntry(
  gameId: string,
  rules: Rules,
  lines: GenesisPlayer[],
  host: number,
  hostSecretKey: Uint8Array,
  sign: SignMessage = naclSign,
): Uint8Array {
  const body: GenesisBody = { protocol: PROTOCOL_NAME, gameId, host, rules, players: lines };
  const unsigned = { seq: 0, prev: ZERO_HASH, author: host, kind: 'genesis' as const, body: encodeCanonical(body) };
  const sig = sign(signingMessage(unsignedBytes(unsigned)), hostSecretKey);
  return encodeEntry({ ...unsigned, sig });
}

/** Everything at once, for simulations and tests where one process holds every identity. */
export function createGenesis(
  gameId: string,
  rules: Rules,
  seats: Seat[],
  host = 0,
  sign: SignMessage = naclSign,
): Uint8Array {
  const lines = seats.map((s, i) => joinLine(gameId, rules, i, s, sign));
  return genesisEntry(gameId, rules, lines, host, seats[host].identity.keyPair.secretKey, sign);
}
