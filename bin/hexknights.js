#!/usr/bin/env node
// Runs the CLI compiled at build time (`npm run build:cli` bundles src/cli into build/cli/main.js,
// one chunk per command so a command loads only what it uses), which starts in a fraction of the
// time TypeScript through tsx takes. The compiled file runs only
// while it is newer than every source file; a missing or stale build falls back to the TypeScript
// sources through tsx, so an edit is never silently ignored.
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

function compiledIsFresh() {
  if (!existsSync(compiled)) return false;
  const sources = join(root, 'src');
  return !existsSync(sources) || statSync(compiled).mtimeMs >= newestSource(sources);
}

let main;
if (compiledIsFresh()) {
  ({ main } = await import(pathToFileURL(compiled).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
