// The refusal reasons are stored one a line in a utf8Lines() list (assembly/core/errors.ts, ckba/errors.ts,
// core/utf8.ts), text i for code i: a reason lost, split or added out of place would shift every
// later code onto its neighbour's text. Each code the sources name must read as its own reason.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { instantiateEngine, readOut } from '../../src/engine/wasm';

/** `export const E_NAME = code;` of an errors file, in order. */
function codes(file: string): [string, number][] {
  const source = readFileSync(new URL(`../../assembly/${file}`, import.meta.url), 'utf8');
  return [...source.matchAll(/^export const (E_\w+) = (\d+);$/gm)].map((m) => [m[1], Number(m[2])]);
}

describe('refusal texts', () => {
  for (const build of ['full', 'page'] as const) {
    test(`every code has its own one-line reason, and no other code has one (${build} build)`, async () => {
      const x = await instantiateEngine(build);
      const text = (code: number) => readOut(x, x.errorText(code));
      const named = [...codes('core/errors.ts'), ...codes('ckba/errors.ts')];
      expect(named.length).toBeGreaterThan(80);
      const seen = new Map<string, string>();
      for (const [name, code] of named) {
        const reason = text(code);
        expect(reason, name).toMatch(/^[^\n]{6,}$/);
        expect(reason, name).not.toBe('unknown error');
        expect(seen.get(reason), `${name} reads as ${seen.get(reason)}`).toBeUndefined();
        seen.set(reason, name);
      }
      expect(text(0)).toBe('ok');
      // the first code of each table and the last: a shifted table would move these
      expect(text(1)).toBe('unknown action type');
      expect(text(72)).toBe('that offer is made to another player: only they may accept, decline or counter it');
      expect(text(200)).toBe('a new knight needs a free path of the castle hex');
      expect(text(215)).toBe('gold buys and is bought with resources only, not commodities');
      const last = Math.max(...named.filter(([, code]) => code < 200).map(([, code]) => code));
      const lastCkba = Math.max(...named.map(([, code]) => code));
      for (const code of [-1, last + 1, 199, lastCkba + 1, 1000]) expect(text(code), `code ${code}`).toBe('unknown error');
    });
  }

  test("a custom board's shape is refused with its reason and numbers (written, not concatenated)", async () => {
    const x = await instantiateEngine('page');
    expect(readOut(x, x.shapeRows())).toBe('a board needs 1 to 32 rows');
    x.newGame(1, 4, 6, 0, 1, 0, 1);
    for (let r = 0; r < 8; r++) x.setRow(r, r % 2, 16);
    expect(readOut(x, x.shapeRows())).toBe('Cities & Knights boards have at most 254 intersections and paths');
    x.newGame(0, 4, 6, 0, 1, 0, 1);
    for (let r = 0; r < 3; r++) x.setRow(r, 0, 3);
    expect(readOut(x, x.shapeRows())).toBe('row 1 must start an odd number of columns from the row above (ragged rows)');
    x.newGame(0, 4, 6, 0, 1, 0, 1);
    for (let r = 0; r < 3; r++) x.setRow(r, r % 2, 3);
    expect(x.shapeRows()).toBe(0);
  });
});
