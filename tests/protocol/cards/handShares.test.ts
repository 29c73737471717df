// Keys of a stolen card on their way to the thief (handShares.ts): boxed to the holder only, checked
// against each sender's commitment, refused for another token, audited with the seeds.
import { describe, expect, it } from 'vitest';
import {
  Fn,
  HAND_KINDS,
  type HandRekeyOutput,
  type HandShuffleSpec,
  type Point,
  ResourceCardTable,
  type SentHandShare,
  auditHandShareBoxes,
  deriveSecrets,
  disputeKey,
  handInput,
  handKey,
  handMixStep,
  handRekeyStep,
  openHandShareWithKey,
  openHandToken,
  openShareWithKey,
  pickPosition,
  receiveHandShare,
  sealHandShare,
  sealShare,
  seededBytes,
} from '../../../src/protocol/cards/index.js';
import { sha256 } from '../../../src/protocol/hash.js';

const PLAYERS = 4;
const THIEF = 0;
const VICTIM = 1;
const OBSERVER = 2;
const random = seededBytes(3636);
const secrets = Array.from({ length: PLAYERS }, () => deriveSecrets(random(32)));
const seeds = secrets.map((s) => s.seed);
const players = secrets.map((s) => s.public);

// the victim's public hand: 3 grain, 1 ore
const spec: HandShuffleSpec = { shuffle: 4, known: Array.from({ length: HAND_KINDS }, (_, k) => (k === 3 ? 3 : k === 4 ? 1 : 0)), sealed: [] };
let points: Point[] = handInput(spec, []);
for (const s of seeds) points = handMixStep(points, spec, s, random);
const rekey: HandRekeyOutput[] = [];
for (const s of seeds) rekey.push(handRekeyStep(points, spec, s)), (points = rekey.at(-1)!.points);
const picked = pickPosition(sha256(Uint8Array.of(9)), points.length);
const at = { shuffle: spec.shuffle, position: picked };
const token = { ciphertext: points[picked], commitments: rekey.map((r) => r.commitments[picked]) };
const commitment = (from: number, t: typeof at) => rekey[from].commitments[t.position];
const boxesToThief: SentHandShare[] = [1, 2, 3].map((from) => ({
  from,
  to: THIEF,
  at,
  sealed: sealHandShare({ at, scalar: handKey(seeds[from], spec.shuffle, picked) }, secrets[from].box.secretKey, secrets[THIEF].box.publicKey, random),
}));
const pairKey = (from: number, to: number) => disputeKey(players[from].boxPublicKey, secrets[to].box.secretKey);

describe('the keys of a stolen card', () => {
  it('reach the thief, who reads the card; an observer holding the same boxes reads nothing', () => {
    const table = new ResourceCardTable();
    table.add(spec);
    const keys = seeds.map((s, p) =>
      p === THIEF
        ? handKey(s, spec.shuffle, picked)
        : receiveHandShare({ sealed: boxesToThief[p - 1].sealed, from: p, at, sharedKey: pairKey(p, THIEF), commitment: commitment(p, at) }),
    );
    expect([3, 4]).toContain(openHandToken(table, at, token, keys));
    // the boxes are in the public log; the observer's keys open none of them
    for (const b of boxesToThief) {
      if (b.from !== OBSERVER) expect(openHandShareWithKey(b.sealed, pairKey(b.from, OBSERVER))).toBeNull();
    }
    expect(openHandShareWithKey(boxesToThief[0].sealed, pairKey(VICTIM, THIEF))).not.toBeNull();
  });

  it("refuse a key other than the sender committed, and a box holding another token's key, blaming the sender", () => {
    const wrong = sealHandShare(
      { at, scalar: Fn.add(handKey(seeds[2], spec.shuffle, picked), 1n) },
      secrets[2].box.secretKey,
      secrets[THIEF].box.publicKey,
      random,
    );
    expect(() => receiveHandShare({ sealed: wrong, from: 2, at, sharedKey: pairKey(2, THIEF), commitment: commitment(2, at) })).toThrow(
      expect.objectContaining({ step: 'share', player: 2 }),
    );
    const other = { shuffle: spec.shuffle, position: (picked + 1) % 4 };
    const replayed = sealHandShare(
      { at: other, scalar: handKey(seeds[3], spec.shuffle, other.position) },
      secrets[3].box.secretKey,
      secrets[THIEF].box.publicKey,
      random,
    );
    expect(() => receiveHandShare({ sealed: replayed, from: 3, at, sharedKey: pairKey(3, THIEF), commitment: commitment(3, at) })).toThrow(
      /holds the key of token/,
    );
  });

  it("never open as a progress card's share, nor a progress share as theirs", () => {
    expect(openShareWithKey(boxesToThief[0].sealed, pairKey(1, THIEF))).toBeNull();
    const progress = sealShare({ deck: 0, position: 3, scalar: 5n }, secrets[1].box.secretKey, secrets[THIEF].box.publicKey, random);
    expect(openHandShareWithKey(progress, pairKey(1, THIEF))).toBeNull();
  });

  it('are audited with the seeds: honest boxes pass, a wrong key sent privately names its sender', () => {
    expect(() => auditHandShareBoxes(players, seeds, boxesToThief, commitment)).not.toThrow();
    const lie: SentHandShare = {
      from: 3,
      to: THIEF,
      at,
      sealed: sealHandShare({ at, scalar: 77n }, secrets[3].box.secretKey, secrets[THIEF].box.publicKey, random),
    };
    expect(() => auditHandShareBoxes(players, seeds, [...boxesToThief, lie], commitment)).toThrow(expect.objectContaining({ step: 'share', player: 3 }));
    const badSeed = seeds.map((s, p) => (p === 2 ? random(32) : s));
    expect(() => auditHandShareBoxes(players, badSeed, boxesToThief, commitment)).toThrow(expect.objectContaining({ step: 'seed', player: 2 }));
  });
});
