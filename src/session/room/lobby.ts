// Building the genesis entry. In the browser each player makes their own signed line (their join
// statement) and the host collects them; in simulations and tests all identities live in one place,
// so this file offers both halves.
import { toHex, ZERO_HASH } from '../../protocol/index.js';
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { encodeEntry, signingMessage, unsignedBytes } from '../../protocol/entry.js';
import { joinMessage, makeGenesisPlayer, PROTOCOL_NAME, weakPublicKey, type GenesisBody, type GenesisPlayer, type Rules } from '../../protocol/genesis.js';
import { fromHex } from '../../protocol/bytes.js';
import { naclSign, naclVerify, type SignMessage, type VerifySignature } from '../../protocol/signatures.js';
import type { PlayerIdentity } from './identity.js';

export interface Seat {
  identity: PlayerIdentity;
  name: string;
  color: string;
}

/** One participant's line, signed with their own key. */
export function joinLine(gameId: string, rules: Rules, index: number, seat: Seat, sign: SignMessage = naclSign): GenesisPlayer {
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
export function createGenesis(gameId: string, rules: Rules, seats: Seat[], host = 0, sign: SignMessage = naclSign): Uint8Array {
  const lines = seats.map((s, i) => joinLine(gameId, rules, i, s, sign));
  return genesisEntry(gameId, rules, lines, host, seats[host].identity.keyPair.secretKey, sign);
}

const hex = (v: unknown, bytes: number): v is string => typeof v === 'string' && v.length === bytes * 2 && /^[0-9a-f]*$/.test(v);

/**
 * Why the host refuses a guest's join line for seat `index` (the genesis entry would be refused, or
 * the line is not the guest's own signature over this game, rules and seat), or null if it fits.
 */
export function joinLineProblem(gameId: string, rules: Rules, index: number, line: unknown, verify: VerifySignature = naclVerify): string | null {
  if (typeof line !== 'object' || line === null || Array.isArray(line)) return 'the join line is not an object';
  const { name, color, publicKey, commitment, joinSig } = line as Record<string, unknown>;
  if (Object.keys(line).length !== 5) return 'the join line has unknown fields';
  if (typeof name !== 'string' || name.length === 0 || name.length > 40) return 'the name must be 1 to 40 characters';
  if (typeof color !== 'string' || color.length > 20) return 'the colour is not a short string';
  if (!hex(publicKey, 32)) return 'the public key must be 32 bytes of hex';
  if (!hex(commitment, 32)) return 'the beacon commitment must be 32 bytes of hex';
  if (!hex(joinSig, 64)) return 'the join signature must be 64 bytes of hex';
  const weak = weakPublicKey(publicKey);
  if (weak) return `the public key ${weak}`;
  const statement = { gameId, rules, index, name, color, publicKey, commitment };
  return verify(joinMessage(statement), fromHex(joinSig), fromHex(publicKey)) ? null : 'the join signature does not sign this game, its rules and this seat';
}
