// `npm run bench` (page weight; `hexknights bench page` alone, which exits 1 past a budget): builds the
// site with vite into a temporary folder and prints what a visitor downloads, gzipped (level 9), against
// the budget of issue 39:
//  - the whole site (at most 300 KB): every file of the build but source maps: JS, WASM, CSS, HTML, the
//    service worker and its Workbox runtime, the web app manifest and the icons. The service worker
//    precaches the site at the first visit, so a visitor downloads nearly all of it; the icons only a
//    browser that installs the app (PNG, which gzip barely shrinks), and the third-party notices;
//  - the first load (at most 60 KB): index.html and what the browser fetches for it at once (its script,
//    the chunks and style sheet it links, the favicon and the manifest): what the lobby needs;
//  - the first game (at most 220 KB): that plus what main.tsx fetches while the lobby shows (the entry's lazy imports:
//    the engine wrapper and its WebAssembly, the curve module, the game's screens, the service worker's
//    registration, and every chunk those import), read from vite's manifest.
// A byte count, so it does not depend on the machine's speed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printFigures } from './measure';

const KB = 1024;
/** The budget (KB gzipped): what the lobby needs, what a first game needs, everything. */
export const PAGE_BUDGET_KB = { firstLoad: 60, firstGame: 220, wholeSite: 300 } as const;

const gzipped = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
/** assets/engine-B4AdNL10.wasm -> engine.wasm: the names without folder and content hash, comparable between builds. */
const plain = (file: string): string => file.replace(/^.*\//, '').replace(/-[\w-]{8}\./, '.');

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }>;

/** The files of `keys` and of every chunk they import statically (paths in the build, e.g. assets/core-....js). */
function filesOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench page: ${key} is not in vite's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (f !== 'index.html') files.add(f);
    for (const k of chunk.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return files;
}

/** Every file under `dir` (relative paths with '/'), but vite's own manifest folder and source maps. */
function siteFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split('\\').join('/'))
    .filter((f) => !f.startsWith('.vite/') && !f.endsWith('.map'))
    .sort();
}

/** What index.html's head makes every browser fetch besides scripts and style sheets: the favicon and the manifest. */
function headLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:icon|manifest)"[^>]*href="\.\/([^"]+)"/g)].map((m) => m[1]);
}

/** Prints the three weights against the budget; whether all three are within it. */
export async function benchPage(): Promise<boolean> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'hexknights-site-'));
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, manifest: true } });
    const files = siteFiles(outDir);
    const sizes = new Map(files.map((f) => [f, gzipped(join(outDir, f))]));
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const sum = (set: Iterable<string>) => [...set].reduce((a, f) => a + (sizes.get(f) ?? 0), 0);
    const linked = new Set([...filesOf(manifest, ['index.html']), ...headLinks(readFileSync(join(outDir, 'index.html'), 'utf8'))]);
    // a language's catalog (src/ui/i18n/de) is fetched only when the page speaks it, not for the first game
    const lazy = (manifest['index.html'].dynamicImports ?? []).filter((k) => !k.startsWith('src/ui/i18n/'));
    // the engine's and the curve module's WebAssembly and the worker script are fetched by URL, not imported
    const byUrl = files.filter((f) => f.startsWith('assets/') && (f.endsWith('.wasm') || plain(f).startsWith('coreWorker.')));
    const game = new Set([...filesOf(manifest, ['index.html', ...lazy]), ...byUrl]);
    const total = sum(files);
    const first = sizes.get('index.html')! + sum(linked);
    const names = (set: Iterable<string>) =>
      [...set]
        .filter((f) => sizes.has(f))
        .map(plain)
        .sort()
        .join(', ');
    const missing = [...linked].filter((f) => !sizes.has(f));
    if (missing.length) throw new Error(`bench page: index.html links ${missing.join(', ')}, which the build does not have`);
    const firstGame = first + sum([...game].filter((f) => !linked.has(f)));
    const against = (bytes: number, budgetKb: number) => `${kb(bytes)} of ${budgetKb} KB${bytes <= budgetKb * KB ? '' : ': OVER BUDGET'}`;
    printFigures([
      `page weight (vite build, gzip -9), against the budget:`,
      `  first load ${against(first, PAGE_BUDGET_KB.firstLoad)} (the usable lobby: index.html, ${names(linked)})`,
      `  first game ${against(firstGame, PAGE_BUDGET_KB.firstGame)} (the first load and what is fetched while the lobby shows: ${names([...game].filter((f) => !linked.has(f)))})`,
      `  whole site ${against(total, PAGE_BUDGET_KB.wholeSite)} (every file but source maps)`,
      `  files: ${files.map((f) => `${plain(f)} ${kb(sizes.get(f)!)}`).join(', ')}`,
    ]);
    return first <= PAGE_BUDGET_KB.firstLoad * KB && firstGame <= PAGE_BUDGET_KB.firstGame * KB && total <= PAGE_BUDGET_KB.wholeSite * KB;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
