// `npm start` and `npm test` on a fresh clone (issue 25 item 1): scripts/ensureInstalled.mjs runs
// `npm ci` when node_modules lacks a locked package, not when everything is in place, and with
// --browser says what the browser tests need when no Chromium is found. A fake `npm` on PATH records
// what it was asked to do.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const lock = {
  name: 'x',
  lockfileVersion: 3,
  packages: { '': {}, 'node_modules/peer': { version: '1.0.2' }, 'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true } },
};

function clone(): { dir: string; calls: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hexknights-fresh-'));
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, 'tests', 'e2e'), { recursive: true });
  copyFileSync(join(ROOT, 'scripts', 'ensureInstalled.mjs'), join(dir, 'scripts', 'ensureInstalled.mjs'));
  copyFileSync(join(ROOT, 'tests', 'e2e', 'harness.mjs'), join(dir, 'tests', 'e2e', 'harness.mjs'));
  writeFileSync(join(dir, 'package.json'), '{"name":"x"}');
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
  const bin = join(dir, 'fakebin');
  mkdirSync(bin);
  const calls = join(dir, 'npm-calls');
  // the fake npm installs what the lock names (without the other platforms' optional packages)
  writeFileSync(
    join(bin, 'npm'),
    `#!/bin/sh\necho "$@" >> ${calls}\nmkdir -p node_modules\necho '{"packages":{"node_modules/peer":{"version":"1.0.2"}}}' > node_modules/.package-lock.json\n`,
  );
  chmodSync(join(bin, 'npm'), 0o755);
  return { dir, calls };
}

const run = (dir: string, args: string[] = [], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(dir, 'scripts', 'ensureInstalled.mjs'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(dir, 'fakebin')}:${process.env.PATH}`, ...env },
  });

describe('ensureInstalled (prestart, pretest)', () => {
  it('installs on a fresh clone, then not again; again when a locked version is missing', () => {
    const { dir, calls } = clone();
    expect(run(dir).status).toBe(0);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual(['ci --no-audit --no-fund']);
    expect(run(dir).status).toBe(0);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(1);
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ ...lock, packages: { ...lock.packages, 'node_modules/peer': { version: '1.0.3' } } }));
    expect(run(dir).stderr).toMatch(/peer 1\.0\.3 is not installed: running npm ci/);
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('with --browser, says what the browser tests need when the named Chromium is missing', () => {
    const { dir } = clone();
    run(dir);
    const r = run(dir, ['--browser'], { HEXKNIGHTS_CHROMIUM: join(dir, 'no-such-chromium') });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/HEXKNIGHTS_CHROMIUM=.*no such file/);
    expect(r.stderr).toMatch(/apt-get install -y chromium/);
    expect(run(dir, ['--browser'], { HEXKNIGHTS_CHROMIUM: join(dir, 'no-such-chromium'), HEXKNIGHTS_SKIP_E2E: '1' }).status).toBe(0);
    expect(existsSync(join(dir, 'node_modules'))).toBe(true);
  });
});
