// Screenshots of every layout's board at laptop and phone size into docs/screenshots/board-*.png:
// builds tests/e2e/boards with vite, serves it on 127.0.0.1 and drives Debian's Chromium. Not a test:
// run `node tests/e2e/boardShots.mjs` after changing src/ui/board, then look at the pictures.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, E2E, ROOT, requireChromium } from './harness.mjs';

const OUT = join(E2E, '.out', 'boards');
const SHOTS = [
  ['standard', 4],
  ['islands', 4],
  ['bigIslands', 6],
  ['bigIsland', 8],
  ['peanut', 8],
  // The Robber is a Pirate lays the standard boards' sea frame as hexes of the board.
  ['standard', 4, 'robberIsAPirate'],
  ['standard', 6, 'robberIsAPirate'],
];
const VIEWPORTS = [
  ['', { width: 1280, height: 800 }],
  ['-phone', { width: 390, height: 844 }],
];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml' };

requireChromium();
const { build } = await import('vite');
const preact = (await import('@preact/preset-vite')).default;
await build({
  root: join(E2E, 'boards'),
  base: './',
  configFile: false,
  logLevel: 'warn',
  plugins: [preact()],
  build: { outDir: OUT, emptyOutDir: true, target: 'es2022', assetsInlineLimit: (f) => (f.endsWith('.wasm') ? false : undefined) },
});
const server = createServer(async (req, res) => {
  const name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = join(OUT, name.endsWith('/') ? `${name}index.html` : name);
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const port = server.address().port;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [layout, players, variants = ''] of SHOTS) {
    for (const [suffix, viewport] of VIEWPORTS) {
      const page = await browser.newPage({ viewport });
      await page.goto(`http://127.0.0.1:${port}/?layout=${layout}&players=${players}&seed=3&variants=${variants}`);
      await page.waitForFunction(() => window.boardReady === true, null, { timeout: 60_000 });
      const name = `board-${layout}${players > 4 && layout === 'standard' ? '56' : ''}${variants ? `-${variants}` : ''}${suffix}`;
      const file = join(ROOT, 'docs', 'screenshots', `${name}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
