// `npm run bench` (page weight): builds the site with vite into a temporary folder and prints what a
// visitor downloads, gzipped (level 9): every JS, WASM and CSS file, their total (goal <= 150 KB), the
// first load (goal <= 60 KB): index.html and what it links, which the lobby needs; and the first game:
// that plus what main.tsx fetches while the lobby shows (the entry's lazy imports: the engine wrapper
// and its WebAssembly, the curve module, the game's screens, and every chunk those import), read from
// vite's manifest. A byte count, so it does not depend
// on the machine's speed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printFigures } from './measure';

const KB = 1024;
const TOTAL_GOAL_KB = 250;
const FIRST_LOAD_GOAL_KB = 60;

const gzipped = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
/** engine-B4AdNL10.wasm -> engine.wasm: the names without their content hash, comparable between builds. */
const plain = (file: string): string => file.replace(/-[\w-]{8}\./, '.');

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }>;

/** The files (under assets/) of `keys` and of every chunk they import statically. */
function filesOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench page: ${key} is not in vite's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (f.startsWith('assets/')) files.add(f.slice('assets/'.length));
    for (const k of chunk.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return files;
}

export async function benchPage(): Promise<void> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'hexknights-site-'));
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
    const assets = join(outDir, 'assets');
    const files = readdirSync(assets).filter((f) => /\.(js|wasm|css)$/.test(f)).sort();
    const sizes = new Map(files.map((f) => [f, gzipped(join(assets, f))]));
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const sum = (set: Iterable<string>) => [...set].filter((f) => sizes.has(f)).reduce((a, f) => a + sizes.get(f)!, 0);
    const html = gzipped(join(outDir, 'index.html'));
    const linked = filesOf(manifest, ['index.html']);
    // a language's catalog (src/ui/i18n/de) is fetched only when the page speaks it, not for the first game
    const lazy = (manifest['index.html'].dynamicImports ?? []).filter((k) => !k.startsWith('src/ui/i18n/'));
    // the engine's and the curve module's WebAssembly and the worker script are fetched by URL, not imported
    const byUrl = files.filter((f) => f.endsWith('.wasm') || f.startsWith('coreWorker-'));
    const game = new Set([...filesOf(manifest, ['index.html', ...lazy]), ...byUrl]);
    const total = sum(files);
    const first = html + sum(linked);
    const names = (set: Set<string>) => [...set].filter((f) => sizes.has(f)).map(plain).sort().join(', ');
    printFigures([
      `page weight (vite build, gzip -9): total JS + WASM + CSS ${kb(total)} (goal <= ${TOTAL_GOAL_KB} KB: ${total <= TOTAL_GOAL_KB * KB ? 'met' : 'NOT met'}), first load ${kb(first)} (index.html, ${names(linked)}; goal <= ${FIRST_LOAD_GOAL_KB} KB: ${first <= FIRST_LOAD_GOAL_KB * KB ? 'met' : 'NOT met'}), ${kb(html + sum(game))} with what the first game needs (fetched while the lobby shows: ${names(new Set([...game].filter((f) => !linked.has(f))))})`,
      `  files: ${files.map((f) => `${plain(f)} ${kb(sizes.get(f)!)}`).join(', ')}`,
    ]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
