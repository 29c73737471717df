#!/usr/bin/env node
// `npm start`'s build: the same `npm run build`, but its output (npm's command lines, the optimizer's
// "Last converge was suboptimal", vite's chunk table, the service worker's summary) is kept back and
// shown only when the build fails, so a newcomer's terminal shows one line, then the server's address.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// npm names its own script when it runs us (npm_execpath): run that with this node, on any platform
const npmCli = process.env.npm_execpath;
const [command, args] = npmCli ? [process.execPath, [npmCli, 'run', 'build']] : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']];

process.stdout.write('hexknights: building the engine and the site (about a minute)...\n');
const started = Date.now();
const build = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  process.stderr.write(`hexknights: the build failed (exit ${build.status ?? build.error?.message}); its output is above.\n`);
  process.exit(1);
}
process.stdout.write(`hexknights: built in ${Math.round((Date.now() - started) / 1000)} s\n`);
