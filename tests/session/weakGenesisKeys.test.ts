// Issue 23 item 5: a key of small order signs for anyone. With the identity point as a player's key,
// R = S·B verifies for every message, so a host could seat such a "player" and then sign its join
// line, its moves and its reveals itself. The genesis entry refuses small-order and non-canonical keys.
import { describe, expect, it } from 'vitest';
import { toHex, ZERO_HASH } from '../../src/protocol/index.js';
import { encodeCanonical } from '../../src/protocol/canonicalJson.js';
import { encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry.js';
import { PROTOCOL_NAME, type GenesisPlayer, type Rules } from '../../src/protocol/genesis.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { createIdentity } from '../../src/session/room/identity.js';
import { joinLine } from '../../src/session/room/lobby.js';
import { GameReplay } from '../../src/session/log/replay.js';
import { sharedEngine } from './logBuilder.js';

const GAME = '00112233445566778899aabbccddeeff';
const rules: Rules = { mode: 'base', players: 2, seating: 'fixed', beaconLength: 64, cards: 'sealed' };
/** R = identity, S = 0: valid for any message under the identity key (S·B - h·O = O). */
const ANY_SIGNATURE = new Uint8Array(64);
ANY_SIGNATURE[0] = 1;

function genesisWith(weakKey: Uint8Array): Uint8Array {
  const host = createIdentity(rules.beaconLength, new Uint8Array(64).fill(3));
  const outsider = createIdentity(rules.beaconLength, new Uint8Array(64).fill(4));
  const weak: GenesisPlayer = {
    name: 'nobody',
    color: 'blue',
    publicKey: toHex(weakKey),
    commitment: toHex(outsider.onion.commitment),
    joinSig: toHex(ANY_SIGNATURE),
  };
  const lines = [joinLine(GAME, rules, 0, { identity: host, name: 'host', color: 'red' }, fastSign), weak];
  const body = encodeCanonical({ protocol: PROTOCOL_NAME, gameId: GAME, host: 0, rules, players: lines });
  const unsigned = { seq: 0, prev: ZERO_HASH, author: 0, kind: 'genesis' as const, body };
  return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), host.keyPair.secretKey) });
}

describe('genesis keys', () => {
  const identity = new Uint8Array(32);
  identity[0] = 1;
  const nonCanonicalIdentity = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0xee : i === 31 ? 0x7f : 0xff)); // p + 1
  const orderTwo = Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? 0xec : i === 31 ? 0x7f : 0xff)); // p - 1

  it('the forged signature really verifies under the identity key (what the check prevents)', () => {
    expect(referenceVerify(new TextEncoder().encode('any move'), ANY_SIGNATURE, identity)).toBe(true);
  });

  for (const [name, key, reason] of [
    ['the identity point', identity, /small order/],
    ['a non-canonical encoding of it', nonCanonicalIdentity, /not canonically encoded/],
    ['the point of order two', orderTwo, /small order/],
  ] as const) {
    it(`a genesis entry seating ${name} as a player is refused`, async () => {
      const replay = new GameReplay(await sharedEngine(), fastVerify);
      const verdict = replay.accept(genesisWith(key));
      expect(verdict.ok).toBe(false);
      expect(!verdict.ok && verdict.reason).toMatch(reason);
    });
  }
});
