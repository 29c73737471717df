// `npm run bench` (page weight): builds the site with vite into a temporary folder and prints what a
// visitor downloads, gzipped (level 9): every JS, WASM and CSS file, their total (goal <= 150 KB), and
// the first load (goal <= 60 KB): index.html and what it links, which the lobby needs; engine.wasm,
// fetched beside it for the first game (src/ui/main.tsx), is printed apart. A byte count, so it does
// not depend on the machine's speed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printFigures } from './measure';

const KB = 1024;
const TOTAL_GOAL_KB = 150;
const FIRST_LOAD_GOAL_KB = 60;

const gzipped = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
/** engine-B4AdNL10.wasm -> engine.wasm: the names without their content hash, comparable between builds. */
const plain = (file: string): string => file.replace(/-[\w-]{8}\./, '.');

export async function benchPage(): Promise<void> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'hexknights-site-'));
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const assets = join(outDir, 'assets');
    const files = readdirSync(assets).filter((f) => /\.(js|wasm|css)$/.test(f)).sort();
    const sizes = new Map(files.map((f) => [f, gzipped(join(assets, f))]));
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const linked = files.filter((f) => html.includes(`assets/${f}`));
    const wasm = files.filter((f) => f.endsWith('.wasm')).reduce((a, f) => a + sizes.get(f)!, 0);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    const first = gzipped(join(outDir, 'index.html')) + linked.reduce((a, f) => a + sizes.get(f)!, 0);
    printFigures([
      `page weight (vite build, gzip -9): total JS + WASM + CSS ${kb(total)} (goal <= ${TOTAL_GOAL_KB} KB: ${total <= TOTAL_GOAL_KB * KB ? 'met' : 'NOT met'}), first load ${kb(first)} (index.html, ${linked.map(plain).join(', ')}; goal <= ${FIRST_LOAD_GOAL_KB} KB: ${first <= FIRST_LOAD_GOAL_KB * KB ? 'met' : 'NOT met'}), ${kb(first + wasm)} with engine.wasm for the first game`,
      `  files: ${files.map((f) => `${plain(f)} ${kb(sizes.get(f)!)}`).join(', ')}`,
    ]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
