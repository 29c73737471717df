// The audit checks every pass-2 claim (commitment = b·G, point = a^-1·b·previous) in one random linear
// combination. It must say yes to an honest deal and no to any single wrong claim, whichever player,
// deck and position; the audit then names that step (cards.test.ts covers the blame).
import { describe, expect, it } from 'vitest';
import {
  canonicalDecks,
  cardTable,
  deriveSecrets,
  Fn,
  pass1Step,
  pass2Step,
  seededBytes,
  type Decks,
  type Pass2Output,
  type PlayerSecrets,
} from '../../../src/protocol/cards/index.js';
import { pass2HoldsInBatch } from '../../../src/protocol/cards/batchPass2.js';
import { getEngine } from '../../helpers';

const table = cardTable((await getEngine()).progressDecks);

function deal(players: number): { before: Decks; pass2: Pass2Output[]; secrets: PlayerSecrets[] } {
  const random = seededBytes(7);
  const secrets = Array.from({ length: players }, (_, i) => deriveSecrets(new Uint8Array(32).fill(i + 1)));
  let decks = canonicalDecks(table);
  for (const s of secrets) decks = pass1Step(decks, s, random);
  const before = decks;
  const pass2: Pass2Output[] = [];
  for (const s of secrets) {
    const out = pass2Step(decks, s);
    pass2.push(out);
    decks = out.decks;
  }
  return { before, pass2, secrets };
}

const honest = deal(4);
const copy = (): Pass2Output[] => honest.pass2.map((p) => ({ decks: p.decks.map((d) => [...d]), commitments: p.commitments.map((c) => [...c]) }));

describe('pass 2 in one batch', () => {
  it('holds for an honest deal', () => {
    expect(pass2HoldsInBatch(honest.before, honest.pass2, honest.secrets)).toBe(true);
  });

  it('fails for one re-keyed point off by a factor, a swapped pair, a wrong commitment, or a malformed deck', () => {
    const offByFactor = copy();
    offByFactor[2].decks[1][7] = offByFactor[2].decks[1][7].multiply(2n);
    expect(pass2HoldsInBatch(honest.before, offByFactor, honest.secrets)).toBe(false);

    const swapped = copy();
    [swapped[3].decks[0][0], swapped[3].decks[0][1]] = [swapped[3].decks[0][1], swapped[3].decks[0][0]];
    expect(pass2HoldsInBatch(honest.before, swapped, honest.secrets)).toBe(false);

    const commitment = copy();
    commitment[0].commitments[2][17] = commitment[0].commitments[2][17].add(commitment[0].commitments[2][16]);
    expect(pass2HoldsInBatch(honest.before, commitment, honest.secrets)).toBe(false);

    const short = copy();
    short[1].decks[2].pop();
    expect(pass2HoldsInBatch(honest.before, short, honest.secrets)).toBe(false);
  });

  it('fails when one key the seed gives differs from the key the points and commitment were made with', () => {
    const secrets = [...honest.secrets];
    secrets[1] = { ...secrets[1], keys: secrets[1].keys.map((deck, d) => deck.map((b, k) => (d === 0 && k === 3 ? Fn.add(b, 1n) : b))) };
    expect(pass2HoldsInBatch(honest.before, honest.pass2, secrets)).toBe(false);
  });
});
