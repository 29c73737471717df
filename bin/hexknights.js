#!/usr/bin/env node
// Runs the CLI compiled at build time (`npm run build:cli` bundles src/cli into build/cli/main.js,
// one chunk per command so a command loads only what it uses). In a clone of the repository the
// compiled file runs only while it is newer than every source file: a missing or stale build says
// which command builds it, so an edit is never silently ignored. The npm package ships build/cli and
// no src/, so there it always runs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const compiled = join(root, 'build', 'cli', 'main.js');

/** The newest modification time under `dir` (the sources the CLI is built from). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Why build/cli cannot run, or null. */
function staleReason() {
  if (!existsSync(compiled)) return 'the command line is not built (build/cli/main.js is missing)';
  const sources = join(root, 'src');
  if (existsSync(sources) && statSync(compiled).mtimeMs < newestSource(sources)) return 'src/ changed after the command line was built';
  return null;
}

const stale = staleReason();
if (stale) {
  process.stderr.write(`hexknights: ${stale}: run \`npm run build:cli\` (or \`npm run build\`) in ${root}\n`);
  process.exitCode = 2;
} else {
  const { main } = await import(pathToFileURL(compiled).href);
  process.exitCode = await main(process.argv.slice(2));
}
