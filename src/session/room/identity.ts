// A player's secrets for one game: an Ed25519 key pair and the seed of their beacon onion.
// Made fresh per game (DESIGN: identities are per game and kept in the browser's storage).
import nacl from '../../protocol/nacl.js';
import { HashOnion } from '../../protocol/beacon.js';
import { keyPairFromSeed, type KeyPair } from '../../protocol/signatures.js';

export interface PlayerIdentity {
  keyPair: KeyPair;
  onionSeed: Uint8Array;
  onion: HashOnion;
}

/** `seedBytes` (64 bytes: key seed, onion seed) makes identities reproducible in simulations. */
export function createIdentity(beaconLength: number, seedBytes: Uint8Array = nacl.randomBytes(64)): PlayerIdentity {
  if (seedBytes.length !== 64) throw new Error('identity seed must be 64 bytes');
  const onionSeed = seedBytes.slice(32, 64);
  return {
    keyPair: keyPairFromSeed(seedBytes.slice(0, 32)),
    onionSeed,
    onion: HashOnion.fromSeed(onionSeed, beaconLength),
  };
}
