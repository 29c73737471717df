// `hexknights soak`'s flags: a wrong one is a usage error that says why, before any game is played.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main';

describe('hexknights soak flags', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [['--rules', 'chess'], /--rules must be base, ck, ckba or all/],
    [['--rules', 'all', '--players', '4'], /--rules all plays its own player counts and layouts/],
    [['--rules', 'ck', '--fault-every-ms', '5'], /--fault-every-ms must be at least 100/],
    [['--rules', 'ck', '--games', 'many'], /--games needs a non-negative integer/],
    [['--rules', 'ck', '--crash'], /unknown flag --crash/],
  ])('soak %j is refused', async (args, message) => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    expect(await main(['soak', ...args])).toBe(2);
    expect(errors.join('\n')).toMatch(message);
  });
});
