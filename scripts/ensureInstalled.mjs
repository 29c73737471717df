#!/usr/bin/env node
// Run by npm before `npm start` and `npm test` (prestart, pretest), so each works on a fresh clone by
// itself: installs the dependencies when node_modules is missing or lacks a package at the version
// package-lock.json locks (`npm ci`, exactly the locked versions), and with --browser says at once, before
// the long build, what the browser tests need when no Chromium is found.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (file) => join(root, file);
const lockedPackages = (file) => JSON.parse(readFileSync(at(file), 'utf8')).packages ?? {};

/**
 * Why an install is needed, or null. npm records what it installed in node_modules/.package-lock.json:
 * every package package-lock.json requires on this machine must be there at its locked version.
 */
function installReason() {
  if (!existsSync(at('node_modules/.package-lock.json'))) return 'node_modules is missing';
  if (!existsSync(at('package-lock.json'))) return null;
  const installed = lockedPackages('node_modules/.package-lock.json');
  for (const [path, wanted] of Object.entries(lockedPackages('package-lock.json'))) {
    // the root, and optional packages for other platforms (esbuild's), are never installed here
    if (!path.startsWith('node_modules/') || wanted.optional) continue;
    if (installed[path]?.version !== wanted.version) return `${path.slice('node_modules/'.length)} ${wanted.version} is not installed`;
  }
  return null;
}

const reason = installReason();
if (reason) {
  const command = existsSync(at('package-lock.json')) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  process.stderr.write(`hexknights: ${reason}: running npm ${command[0]} (once)\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, command, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`hexknights: npm ${command[0]} failed (exit ${r.status ?? r.error?.message}); nothing else can run without the dependencies.\n`);
    process.exit(1);
  }
}

if (process.argv.includes('--browser') && process.env.HEXKNIGHTS_SKIP_E2E !== '1') {
  const { chromiumMissing } = await import('../tests/e2e/harness.mjs');
  const missing = chromiumMissing();
  if (missing) {
    process.stderr.write(`\nnpm test runs browser tests as its last step.\n${missing.join('\n')}\n\n`);
    process.exit(1);
  }
}
