// The audit's batched claims (claimBatch.ts) and the deal audit's names, which come from the pass-1
// matching proved in one batch with pass 2 instead of from decrypting each final position.
import { describe, expect, it } from 'vitest';
import {
  auditDeal,
  canonicalDecks,
  cardIndexOf,
  cardPoint,
  cardTable,
  deriveSecrets,
  Fn,
  pass1Step,
  pass2Step,
  Point,
  productOf,
  seededBytes,
  type Decks,
  type Pass2Output,
} from '../../../src/protocol/cards/index.js';
import { ClaimBatch } from '../../../src/protocol/cards/claimBatch.js';
import { getEngine } from '../../helpers';

const CONTENTS = (await getEngine()).progressDecks;
const table = cardTable(CONTENTS);

describe('a batch of claims', () => {
  const p = cardPoint(0, 1);
  const q = cardPoint(1, 2);
  const f = 1234567n;

  it('holds when every claim does, a point shared between claims included', () => {
    const batch = new ClaimBatch(seededBytes(1));
    const fp = p.multiply(f);
    batch.scaled(fp, f, p);
    batch.scaled(fp.multiply(7n), 7n, fp); // fp enters twice: once as an output, once as an input
    batch.committed(Point.BASE.multiply(f), f);
    batch.scaled(q.multiply(Fn.inv(f)), Fn.inv(f), q);
    expect(batch.holds()).toBe(true);
  });

  it('fails on one false claim among true ones, scaled or committed', () => {
    const scaled = new ClaimBatch(seededBytes(2));
    scaled.scaled(p.multiply(f), f, p);
    scaled.scaled(q.multiply(f + 1n), f, q);
    expect(scaled.holds()).toBe(false);
    const committed = new ClaimBatch(seededBytes(3));
    committed.scaled(p.multiply(f), f, p);
    committed.committed(Point.BASE.multiply(f), f + 1n);
    expect(committed.holds()).toBe(false);
  });

  it('fails in the Pippenger range too (many claims)', () => {
    const batch = new ClaimBatch(seededBytes(4));
    for (let i = 1; i <= 80; i++) batch.scaled(cardPoint(2, i % 18).multiply(BigInt(i)), BigInt(i), cardPoint(2, i % 18));
    expect(batch.holds()).toBe(true);
    batch.committed(Point.BASE, 2n);
    expect(batch.holds()).toBe(false);
  });
});

describe('the deal audit', () => {
  function deal(players: number, swapFinal = false) {
    const random = seededBytes(players + 10);
    const secrets = Array.from({ length: players }, () => deriveSecrets(random(32)));
    const pass1: Decks[] = [];
    let decks = canonicalDecks(table);
    for (let i = 0; i < players; i++) pass1.push((decks = pass1Step(decks, secrets[i], random)));
    const pass2: Pass2Output[] = [];
    for (let i = 0; i < players; i++) {
      const out = pass2Step(decks, secrets[i]);
      pass2.push(out);
      decks = out.decks;
    }
    if (swapFinal) {
      // the last player swaps two final positions of deck 0: its pass-2 claims there fail, and the audit
      // must name it, not return names from the pass-1 matching
      const last = pass2[players - 1];
      [last.decks[0][0], last.decks[0][1]] = [last.decks[0][1], last.decks[0][0]];
    }
    return { secrets, transcript: { players: secrets.map((s) => s.public), pass1, pass2 }, seeds: secrets.map((s) => s.seed.slice()) };
  }

  it("names every final position's card as decrypting it with every player's key does", () => {
    const d = deal(4);
    const names = auditDeal(table, d.transcript, d.seeds);
    const final = d.transcript.pass2[3].decks;
    const decrypted = final.map((deck, k) =>
      deck.map((c, pos) => {
        const key = productOf(d.secrets.map((s) => s.keys[k][pos]));
        return CONTENTS[k][cardIndexOf(table, k, c.multiply(Fn.inv(key)))!];
      }),
    );
    expect(names).toEqual(decrypted);
  });

  it('blames the last player for swapped final positions', () => {
    const d = deal(3, true);
    let error: unknown = null;
    try {
      auditDeal(table, d.transcript, d.seeds);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ step: 'pass2', player: 2, deck: 0, position: 0 });
  });
});
