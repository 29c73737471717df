// Shared machinery for the browser tests and the benchmark:
//  - find Debian's Chromium (never download one) or explain loudly;
//  - build the test page (tests/e2e/fixtures) with vite into tests/e2e/.build;
//  - re-run the calling script inside a fresh network namespace (`unshare -n` as root, `unshare -rn`
//    otherwise) that holds only loopback and a veth pair with private addresses we make, plus a
//    default route into that veth: Chromium needs a non-loopback interface and a default route to
//    gather ICE candidates, and nothing can leave the namespace (it has no link to the outside).
//    The kernel removes the namespace and its interfaces when the last process in it exits;
//  - start `hexknights serve` (static page + PeerJS broker) on the namespace's address;
//  - launch one Chromium per player, each with a fresh --user-data-dir (own IndexedDB).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const E2E = join(ROOT, 'tests', 'e2e');
export const BUILD = join(E2E, '.build');
/** Where a Chromium is usually installed (Debian's first); `HEXKNIGHTS_CHROMIUM` names another. */
export const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
/** The browser the tests drive: `HEXKNIGHTS_CHROMIUM` if set, else the first common path that exists. */
export const CHROMIUM = process.env.HEXKNIGHTS_CHROMIUM || (CHROMIUM_PATHS.find((p) => existsSync(p)) ?? CHROMIUM_PATHS[0]);
export const NS_ADDR = '10.213.7.1';
export const NS_PEER_ADDR = '10.213.7.2';
export const PORT = 8431;
/** Where buildApp() puts the real site (index.html + src/ui) for the UI runner (tests/e2e/ui.mjs). */
export const APP_BUILD = join(E2E, '.out', 'ui-site');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  // host ICE candidates as plain private addresses, not mDNS names nobody in the namespace resolves
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  // background pages must keep their timers (heartbeats) running at full speed
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export function log(line) {
  process.stderr.write(`[e2e ${new Date().toISOString().slice(11, 23)}] ${line}\n`);
}

/** What is missing for the browser tests and how to get it, or null when Chromium is here. */
export function chromiumMissing() {
  if (existsSync(CHROMIUM)) return null;
  const named = process.env.HEXKNIGHTS_CHROMIUM;
  return [
    named ? `HEXKNIGHTS_CHROMIUM=${named}: no such file.` : `No Chromium found (looked in ${CHROMIUM_PATHS.join(', ')}).`,
    `The browser tests need Chromium (never a downloaded one). Either:`,
    `  - install Debian's:  sudo apt-get install -y chromium   (with iproute2 and util-linux for the test network)`,
    `  - or name yours:     HEXKNIGHTS_CHROMIUM=/path/to/chromium npm test`,
    `  - or skip them:      HEXKNIGHTS_SKIP_E2E=1 npm test`,
  ];
}

/** Exit unless Chromium is here; HEXKNIGHTS_SKIP_E2E=1 turns the failure into a skip. */
export function requireChromium() {
  const missing = chromiumMissing();
  if (!missing) return;
  const bar = '!'.repeat(78);
  const skip = process.env.HEXKNIGHTS_SKIP_E2E === '1';
  process.stderr.write(`\n${bar}\n!! BROWSER TESTS NOT RUN${skip ? ' (HEXKNIGHTS_SKIP_E2E=1)' : ''}\n${missing.map((l) => `!! ${l}`).join('\n')}\n${bar}\n\n`);
  process.exit(skip ? 0 : 1);
}

// the page loads engine.page.wasm and ristretto.wasm, Node the full engine.wasm: all three or none
const WASM = ['engine.wasm', 'engine.page.wasm', 'ristretto.wasm'];

function ensureWasm() {
  const missing = WASM.filter((f) => !existsSync(join(ROOT, 'build', f)));
  if (missing.length === 0) return;
  log(`build/${missing.join(', build/')} missing: building (npm run build:wasm)`);
  const r = spawnSync('npm', ['run', '-s', 'build:wasm'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build:wasm failed');
}

export async function buildFixture() {
  ensureWasm();
  const { build } = await import('vite');
  await build({
    root: join(E2E, 'fixtures'),
    base: './',
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: BUILD,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
      sourcemap: true,
    },
  });
}

/** Build the real site (index.html, src/ui) with the project's vite config into `outDir`. */
export async function buildApp(outDir = APP_BUILD) {
  ensureWasm();
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: true } });
}

/**
 * Outside the namespace: build (the test page, or `options.build()`), then re-run this script inside
 * a new one and return its exit code. Inside (HEXKNIGHTS_E2E_NETNS=1): set up the interfaces and
 * return null.
 */
export async function enterNamespace(script, options = {}) {
  if (process.env.HEXKNIGHTS_E2E_NETNS === '1') {
    setupInterfaces();
    return null;
  }
  requireChromium();
  log('building the test page');
  await (options.build ?? buildFixture)();
  const asRoot = process.getuid?.() === 0;
  const args = [...(asRoot ? ['-n'] : ['-r', '-n']), '--', process.execPath, script, ...process.argv.slice(2)];
  log(`entering a new network namespace: unshare ${args.slice(0, asRoot ? 1 : 2).join(' ')}`);
  const child = spawn('unshare', args, { stdio: 'inherit', env: { ...process.env, HEXKNIGHTS_E2E_NETNS: '1' } });
  const code = await new Promise((resolve) => {
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    child.on('error', (e) => {
      log(`cannot run unshare: ${e.message}`);
      resolve(1);
    });
  });
  if (code !== 0) log(`the run inside the namespace exited with ${code}`);
  return code;
}

function sh(cmd) {
  const [bin, ...args] = cmd.split(' ');
  const r = spawnSync(bin, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd}: ${r.stderr || r.error?.message || `exit ${r.status}`}`);
  return r.stdout;
}

function setupInterfaces() {
  const before = sh('ip -o link show');
  if (!/^\d+: lo:/m.test(before) || before.trim().split('\n').length !== 1) {
    throw new Error(`refusing to run: this does not look like a fresh network namespace:\n${before}`);
  }
  sh('ip link set lo up');
  sh('ip link add hk0 type veth peer name hk1');
  sh(`ip addr add ${NS_ADDR}/24 dev hk0`);
  sh(`ip addr add ${NS_PEER_ADDR}/24 dev hk1`);
  sh('ip link set hk0 up');
  sh('ip link set hk1 up');
  // A default route for Chromium's "which address would I use" probe. Packets for real addresses
  // go into hk0 and come out of hk1 in this same namespace, which does not forward: they die here.
  sh('ip route add default dev hk0');
  log(
    `namespace ready: ${sh('ip -o -4 addr show')
      .trim()
      .split('\n')
      .map((l) => l.split(/\s+/).slice(1, 4).join(' '))
      .join('; ')}`,
  );
}

/** Start `hexknights serve` on the namespace address (serving `dir`); resolves with its base URL. */
/**
 * `hexknights serve` in the test's namespace at NS_ADDR; `everyAddress`: also at the namespace's
 * loopback (127.0.0.1), as `npm start` is on a real machine, for pages opened at a localhost address.
 */
export async function startServer(dir = BUILD, { everyAddress = false } = {}) {
  const host = everyAddress ? '0.0.0.0' : NS_ADDR;
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'hexknights.js'), 'serve', '--dir', dir, '--port', String(PORT), '--host', host], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://${NS_ADDR}:${PORT}/`;
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (d) => {
      output += d;
      if (output.includes('Hexknights is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (c) => reject(new Error(`server exited with ${c}:\n${output}`)));
  });
  child.removeAllListeners('exit');
  const brokerLog = [];
  child.stdout.on('data', (d) => brokerLog.push(...String(d).trim().split('\n')));
  return {
    url,
    brokerLog,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/**
 * One Chromium per player, each with its own fresh profile (`options.viewport`: 800x600 unless given;
 * `options.executables[i]`: what starts player i's Chromium, e.g. a wrapper that enters a network namespace).
 */
export async function launchBrowsers(n, options = {}) {
  const { chromium } = await import('playwright-core');
  const dirs = [];
  const contexts = [];
  for (let i = 0; i < n; i++) {
    const dir = mkdtempSync(join(tmpdir(), `hexknights-e2e-${i}-`));
    dirs.push(dir);
    contexts.push(
      await chromium.launchPersistentContext(dir, {
        executablePath: options.executables?.[i] ?? CHROMIUM,
        headless: true,
        // The site is served over https in production; the test server's plain-http private address is
        // treated as the secure context it stands for (WebCrypto's subtle API exists only there).
        args: [...CHROMIUM_ARGS, ...(options.secureOrigin ? [`--unsafely-treat-insecure-origin-as-secure=${new URL(options.secureOrigin).origin}`] : [])],
        viewport: options.viewport ?? { width: 800, height: 600 },
        // the browser's language (navigator.languages), which the page speaks when it can
        ...(options.locale ? { locale: options.locale } : {}),
      }),
    );
  }
  return {
    contexts,
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** Open the test page in a context, with console lines prefixed by the player's name. */
export async function openPage(context, url, name, consoleLines) {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => consoleLines?.push(`${name}: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines?.push(`${name}: PAGE ERROR ${e.message}`));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.hk === 'object');
  return page;
}

/**
 * Open a page of the real site (built by buildApp) in a context, with console lines prefixed by
 * `name`; waits until the engine has loaded and the page shows something.
 */
export async function openAppPage(context, url, name, consoleLines) {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => consoleLines?.push(`${name}: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines?.push(`${name}: PAGE ERROR ${e.message}`));
  await page.goto(url);
  await page.waitForSelector('.lobby, .table, .verify-page');
  return page;
}

/**
 * How long a browser check waits for something before calling it a hang. Never a speed budget: a
 * 2-core box running the suite's three browsers and a signed simulation at once is slow at times, and
 * a check must pass there too (issue 16); a real hang still ends the run.
 */
export const HANG_GUARD_MS = 300_000;

export async function waitFor(what, fn, timeoutMs = HANG_GUARD_MS, stepMs = 100) {
  const start = Date.now();
  let last;
  for (;;) {
    last = await fn();
    if (last) return last;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
