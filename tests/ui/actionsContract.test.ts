// Issue 38 item 9: every action the engine accepts is in the contract (docs/actions.md names it in a
// table row or its text); commitKnights was accepted but missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

describe('docs/actions.md', () => {
  it("names every action type of the engine's schema", () => {
    const schema = readFileSync(join(root, 'assembly/core/actions.ts'), 'utf8');
    const types = [...new Set([...schema.matchAll(/"type":"([a-zA-Z]+)"/g)].map((m) => m[1]))];
    expect(types.length).toBeGreaterThan(50);
    const doc = readFileSync(join(root, 'docs/actions.md'), 'utf8');
    expect(types.filter((type) => !doc.includes(`\`${type}\``) && !doc.includes(`\`${type} `))).toEqual([]);
  });
});
