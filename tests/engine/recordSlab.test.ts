// legalRecords promises a copy that stays valid after later calls (types.ts). Copies are cut from a
// shared block (src/engine/recordSlab.ts): no later copy, not even one that fills the block, may
// overwrite an earlier one.
import { describe, expect, it } from 'vitest';
import { RecordSlab } from '../../src/engine/recordSlab';
import { newGame } from '../helpers';

describe('legal records are copies', () => {
  it('keeps every copy intact across later copies and a full block', () => {
    const slab = new RecordSlab();
    const source = new Int32Array(100_000);
    const copies: [Int32Array, number][] = [];
    for (let i = 0; i < 12; i++) {
      // 1.2 million ints: more than one block
      source.fill(i);
      copies.push([slab.copy(source, source.length), i]);
    }
    for (const [copy, value] of copies) expect(copy.every((v) => v === value)).toBe(true);
  });

  it('legalRecords from an earlier turn still hold what was legal then', async () => {
    const game = await newGame({ mode: 'base', players: 4, seed: 3 });
    const first = game.legalRecords(0);
    const before = Array.from(first.records);
    for (let step = 0; step < 40; step++) {
      const p = game.status().awaiting[0];
      const records = game.legalRecords(p);
      expect(game.apply(p, records.decode(step % records.count)).ok).toBe(true);
    }
    expect(Array.from(first.records)).toEqual(before);
  });
});
