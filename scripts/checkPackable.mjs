#!/usr/bin/env node
// Run by npm before `npm pack` and `npm publish` (prepack): the package ships what `npm run build`
// makes (the compiled command line, the engine's WebAssembly, the site in dist/; package.json "files"),
// none of which git keeps. Packing a missing or stale build would publish a CLI that does not match its
// sources, so this refuses and names the command, instead of building (a minute) behind the pack.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (path) => join(root, path);
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|html|svg|png|json)$/;

/** The newest modification time of the files under `paths` (folders walked; in them, only sources: not an editor's tsconfig.json). */
function newest(paths) {
  let time = 0;
  for (const path of paths.map(at).filter(existsSync)) {
    if (!statSync(path).isDirectory()) time = Math.max(time, statSync(path).mtimeMs);
    else
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true }))
        if (entry.isFile() && SOURCE.test(entry.name) && entry.name !== 'tsconfig.json')
          time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
}

// each built file and what it is built from
const outputs = [
  { built: 'build/cli/main.js', from: ['src'], command: 'npm run build:cli' },
  { built: 'build/engine.wasm', from: ['assembly'], command: 'npm run build:wasm' },
  { built: 'build/engine.page.wasm', from: ['assembly'], command: 'npm run build:wasm' },
  { built: 'build/ristretto.wasm', from: ['assembly/ristretto'], command: 'npm run build:wasm' },
  {
    built: 'dist/index.html',
    from: ['src', 'index.html', 'public', 'build/engine.page.wasm', 'build/ristretto.wasm', 'vite.config.ts'],
    command: 'npm run build',
  },
];

const problems = outputs.flatMap(({ built, from, command }) => {
  if (!existsSync(at(built))) return [`${built} is missing (${command})`];
  return statSync(at(built)).mtimeMs < newest(from) ? [`${built} is older than ${from.join(', ')} (${command})`] : [];
});
if (problems.length) {
  process.stderr.write(
    `hexknights: the package ships the build, which is not ready:\n${problems.map((p) => `  ${p}`).join('\n')}\nrun \`npm run build\`, then pack again.\n`,
  );
  process.exit(1);
}
