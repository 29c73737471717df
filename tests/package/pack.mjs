#!/usr/bin/env node
// The npm package as a user gets it (issue 39): `npm pack`, the tarball installed into an empty folder
// (dependencies from the local npm cache where it has them, else the npm registry; nothing else), and
// the installed command line's verify, simulate and serve run from there. It catches a runtime import
// of a devDependency (the CLI is bundled with every package left external), a file the CLI needs that
// package.json "files" leaves out, and a path that only resolves inside the repository.
//
// Needs the build: npm test runs build:wasm and build:cli first; this builds the site (vite, a few
// seconds) when dist/ is older than its sources, since `npm pack` ships it and prepack refuses a stale one.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Packages the CLI imports only in commands that need the repository, each with why. */
const REPOSITORY_ONLY = { vite: '`hexknights bench page` builds the site from the sources (npm run bench)' };
let failures = 0;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures++;
};
/** Run a command and return its stdout; a failure throws with its output. */
/**
 * The environment of a user's shell: without the npm_* variables `npm test` sets for its scripts (its
 * prefix, its package's name), which would point npm in the empty folder back at this repository.
 */
const USER_ENV = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))), npm_config_update_notifier: 'false' };
const run = (command, args, cwd) => {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: USER_ENV });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
};

if (spawnSync(process.execPath, [join(ROOT, 'scripts', 'checkPackable.mjs')], { cwd: ROOT }).status !== 0) {
  console.log('building the site (vite build) for the package');
  run(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], ROOT);
}

const work = mkdtempSync(join(tmpdir(), 'hexknights-pack-'));
try {
  const [packed] = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', work], ROOT));
  const files = new Set(packed.files.map((f) => f.path));
  check(
    [
      'bin/hexknights.js',
      'build/cli/main.js',
      'build/engine.wasm',
      'build/ristretto.wasm',
      'dist/index.html',
      'dist/licenses.txt',
      'LICENSE',
      'README.md',
      'package.json',
    ].every((f) => files.has(f)),
    `the tarball has the CLI, its WebAssembly, the site, the notices and the licence (${packed.files.length} files, ${(packed.size / 1024).toFixed(0)} KB)`,
  );
  check(![...files].some((f) => /^(src|tests|assembly|scripts)\//.test(f)), 'the tarball has no sources or tests');

  // every package the compiled CLI imports is a dependency of its own (not one that happens to come
  // with another: express arrives with peer, but serve imports it itself)
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const imported = new Set();
  for (const file of [...files].filter((f) => f.startsWith('build/cli/')))
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(/(?:\bfrom|\bimport\()\s*"((?:@[\w.-]+\/)?[\w-][\w.-]*)(?:\/[\w./-]*)?"/g))
      imported.add(m[1]);
  const undeclared = [...imported].filter((name) => !manifest.dependencies[name] && !REPOSITORY_ONLY[name]);
  check(
    undeclared.length === 0,
    `every package the CLI imports is in dependencies (${[...imported].sort().join(', ')})${undeclared.length ? `: not ${undeclared.join(', ')}` : ''}`,
  );
  const unused = Object.keys(manifest.dependencies).filter((name) => !imported.has(name));
  check(unused.length === 0, `and every dependency is one it imports${unused.length ? `: not ${unused.join(', ')} (a devDependency, then)` : ''}`);

  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'empty', private: true }));
  run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--omit=dev', join(work, packed.filename)], app);
  const installed = JSON.parse(readFileSync(join(app, 'node_modules', 'hexknights', 'package.json'), 'utf8'));
  check(installed.version === packed.version, `hexknights ${installed.version} installed from the tarball into an empty folder`);
  const hexknights = (...args) => run(npm === 'npm' ? 'npx' : 'npx.cmd', ['--no', 'hexknights', ...args], app);

  const simulated = JSON.parse(hexknights('simulate', '--rules', 'base', '--players', '3', '--games', '2', '--seed', '7', '--json'));
  check(
    simulated.games === 2 && simulated.finished === 2 && simulated.invariantViolations === 0,
    `npx hexknights simulate: ${simulated.games} games, invariants held`,
  );

  hexknights('simulate', '--rules', 'base', '--players', '3', '--games', '1', '--seed', '7', '--signed', '--log-dir', 'logs');
  const verified = JSON.parse(hexknights('verify', join('logs', 'game-7.json'), '--json'));
  check(verified.valid === true && verified.complete === true, `npx hexknights verify: the signed game's log is valid and whole (${verified.entries} entries)`);
  const tampered = JSON.parse(readFileSync(join(app, 'logs', 'game-7.json'), 'utf8'));
  writeFileSync(join(app, 'logs', 'bad.json'), JSON.stringify({ ...tampered, entries: tampered.entries.slice(0, 3).concat(tampered.entries.slice(4)) }));
  const refused = spawnSync('npx', ['--no', 'hexknights', 'verify', join('logs', 'bad.json')], { cwd: app, encoding: 'utf8', env: USER_ENV });
  check(refused.status === 1, `npx hexknights verify refuses a log with an entry cut out (exit ${refused.status})`);

  await checkServe(app);

  // Other Node releases (engines: ^20.19 || >=22.12): HEXKNIGHTS_NODES=/path/to/node22:/path/to/node24
  // runs the installed CLI's simulate and verify with each too (docs/maintaining.md, "Node")
  for (const node of (process.env.HEXKNIGHTS_NODES ?? '').split(':').filter(Boolean)) {
    const version = run(node, ['--version'], app).trim();
    const cli = join(app, 'node_modules', 'hexknights', 'bin', 'hexknights.js');
    const games = JSON.parse(run(node, [cli, 'simulate', '--rules', 'ck', '--players', '4', '--games', '1', '--seed', '3', '--json'], app));
    const log = JSON.parse(run(node, [cli, 'verify', join('logs', 'game-7.json'), '--json'], app));
    check(
      games.finished === 1 && games.invariantViolations === 0 && log.valid && log.complete,
      `Node ${version}: the installed CLI simulates a C&K game and verifies the signed log`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** `npx hexknights serve` from the installed package: the site, its notices and the broker's config, on a free port of 127.0.0.1. */
async function checkServe(app) {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const child = spawn('npx', ['--no', 'hexknights', 'serve', '--host', '127.0.0.1', '--port', String(port), '--quiet'], {
    cwd: app,
    env: USER_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`serve printed no URL in 30 s: ${out}`)), 30_000);
      child.stdout.on('data', (d) => {
        out += d;
        const m = /open (http:\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
      child.stderr.on('data', (d) => (out += d));
      child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
    });
    const page = await fetch(url);
    check(page.ok && (await page.text()).includes('<script type="module"'), `npx hexknights serve: ${url} serves the built site`);
    const notices = await fetch(new URL('licenses.txt', url));
    check(notices.ok && (await notices.text()).includes('webrtc-adapter'), 'the site serves its third-party notices (licenses.txt)');
    const config = await (await fetch(new URL('hexknights-config.json', url))).json();
    check(config.broker?.sameOrigin === true, "and the local PeerJS broker's config");
  } finally {
    // npx runs the CLI as a child: end the whole process group this test started
    process.kill(-child.pid, 'SIGTERM');
  }
}

if (failures) {
  console.log(`package test: ${failures} check(s) failed`);
  process.exit(1);
}
console.log('package test: the packed CLI installs and runs');
