import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { build as esbuild } from 'esbuild';
import { dirname, join } from 'node:path';

/**
 * Vite wraps every dynamic import() in its preload helper, which adds <link rel=modulepreload> for the
 * lazy chunk's own imports, so they download beside it instead of after it. Vite's helper also loads a
 * lazy chunk's CSS and waits for it, reads CSP nonces and fires `vite:preloadError`: this page has no
 * CSS in a lazy chunk (checked below: the build fails if one appears), no CSP nonce and no listener.
 * The same preloading in a few lines is 0.5 KB gzipped less in the first load.
 */
function leanPreloadHelper(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'hexknights:lean-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id !== helperId) return null;
      return `const seen = new Set();
export const __vitePreload = (load, deps, base) => {
  if (deps && typeof document !== 'undefined')
    for (const dep of deps) {
      // a lazy chunk that imports the entry chunk lists the entry's style sheet too, already linked by index.html
      if (!dep.endsWith('.js')) continue;
      const href = new URL(dep, base).href;
      if (seen.has(href)) continue;
      seen.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  return load();
};`;
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size)
          this.error(`${chunk.fileName} imports CSS, which the lean preload helper does not load: import it from src/ui/main.tsx`);
    },
  };
}

/**
 * The bots' and the verify page's workers import the `core` chunk by URL (src/engine/coreWorker.ts), so
 * nothing it imports may reach the page's entry chunk, which would start the page inside the worker. A
 * chunk group below that takes a module core imports could lead there unseen: the build fails instead.
 */
function workerSafeCore(): Plugin {
  return {
    name: 'hexknights:worker-safe-core',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const core = [...chunks.values()].find((c) => c.name === 'core');
      if (!core) return;
      const seen = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file)) return;
        seen.add(file);
        if (chunk.isEntry) this.error(`the core chunk reaches the page's entry chunk (${path.join(' -> ')} -> ${file}): the workers would start the page`);
        for (const next of chunk.imports) visit(next, [...path, file]);
      };
      for (const next of core.imports) visit(next, [core.fileName]);
    },
  };
}

/** The exports of a TypeScript module (bundled with its imports): the catalogs are data. */
async function evaluate(file: string): Promise<Record<string, unknown>> {
  const { outputFiles } = await esbuild({ entryPoints: [file], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
}

/**
 * The German catalog has the English one's keys, no more and no fewer (its parts are typed so, and
 * tests/ui/i18n.test.ts checks it). A German page has the English catalog already (the first load), so
 * the built `de` chunk carries the German texts alone, in the English catalog's key order, and takes
 * the keys from it: the same catalog object, 4.5 KB gzipped less. The sources keep key: text pairs;
 * the build fails if the keys differ (tests/ui/germanBuild.test.ts).
 */
function germanTextsByEnglishKeys(): Plugin {
  const german = /[\\/]src[\\/]ui[\\/]i18n[\\/]de[\\/]index\.ts$/;
  return {
    name: 'hexknights:german-texts-by-english-keys',
    apply: 'build',
    async transform(code, id) {
      if (!german.test(id)) return null;
      const [{ en }, catalog] = (await Promise.all([evaluate(join(dirname(id), '..', 'en', 'index.ts')), evaluate(id)])) as {
        en: Record<string, string>;
        de: Record<string, string>;
      }[];
      const { de } = catalog;
      const keys = Object.keys(en);
      if (keys.length !== Object.keys(de).length || keys.some((k) => typeof de[k] !== 'string'))
        this.error('the German catalog and the English one have different keys (tests/ui/i18n.test.ts)');
      // the catalog's other tables (refusals, variant help, the verifier's reasons) re-exported as it lists them
      const reexports = code.match(/^export \{[^}]*\} from ["'][^"']*["'];?$/gm) ?? [];
      const lost = Object.keys(catalog).filter((name) => name !== 'de' && !reexports.some((line) => line.includes(name)));
      if (lost.length) this.error(`the German catalog's ${lost.join(', ')} would be lost from the build: re-export them as export { name } from './file'`);
      return `import { en } from '../en';
${reexports.join('\n')}
const texts = ${JSON.stringify(keys.map((k) => de[k]))};
export const de = Object.fromEntries(Object.keys(en).map((key, i) => [key, texts[i]]));
`;
    },
  };
}

/**
 * The web app manifest and the service worker (Workbox's generateSW, docs/deploy.md "Installable and
 * offline"). Everything the page ever loads is precached at the first visit (the game's chunks, both
 * WebAssembly modules, the worker script), so a reload with no network opens the lobby, local games and
 * the verify page. 'prompt': a new version waits until the player presses Reload (src/ui/appUpdate.tsx),
 * never in the middle of a game by itself. Every URL is relative to the page: any host, any sub-path.
 */
function installable(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    // src/ui/appUpdate.tsx registers it (after the engine has loaded) and offers updates
    injectRegister: false,
    manifest: {
      name: 'Hexknights: Cities & Knights',
      short_name: 'Hexknights',
      description: 'Cities & Knights of Catan with friends in the browser, peer to peer, or against bots offline.',
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#101a26',
      theme_color: '#101a26',
      icons: [
        // the artwork itself, at every size: Chromium installs from an SVG icon (sizes "any"), and two
        // PNG renderings of it cost 4 KB of the site's 250 (tests/e2e/site.mjs asks Chromium). The
        // maskable icon is for phone launchers, whose icons are at most 192 px; a 512 px one cost 2.5 KB.
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // the manifest's icons are precached too (includeManifestIcons): Chromium fetches one at every load
    workbox: {
      // licenses.txt: the third-party notices the lobby links to, readable offline too
      globPatterns: ['**/*.{html,js,css,wasm,svg,txt}'],
      // The page's own addresses (the folder, index.html, with any ?local=1... or #game=...) open the
      // precached index.html: the precache ignores every query parameter. No navigation fallback: on a
      // host that serves other pages below the same folder (the game at the root of a site, say), those
      // stay the host's, and are not all answered with the game's page.
      navigateFallback: null,
      ignoreURLParametersMatching: [/.*/],
      cleanupOutdatedCaches: true,
      // Workbox's runtime inside sw.js rather than a second file sw.js imports: the same code, 0.5 KB
      // gzipped less (one file's gzip instead of two)
      inlineWorkboxRuntime: true,
    },
  });
}

export default defineConfig({
  // Relative asset paths: the built site works from any static host and any sub-path.
  base: './',
  plugins: [preact(), leanPreloadHelper(), germanTextsByEnglishKeys(), workerSafeCore(), installable()],
  // vite-plugin-pwa's registration imports workbox-window, whose package points bundlers at its ES5
  // build; the same release's modern build (its own build/ folder) is 1.0 KB gzipped smaller.
  resolve: { alias: [{ find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' }] },
  // Node-only paths (loading .wasm files from disk) are dead code in the site: src/platform.d.ts.
  define: { __SITE__: 'true' },
  // The verify page's Web Worker is an ES module (module workers: Chromium 80, Firefox 114, Safari 15).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // The notices of every library the site bundles (their licence texts: MIT, ISC, BSD-3-Clause for
    // webrtc-adapter, which asks for its notice), linked from the lobby's card (src/ui/LobbyCard.tsx).
    // Markdown in a .txt file, so every browser shows it as text instead of downloading it.
    license: { fileName: 'licenses.txt' },
    // Keep the engine a separate, cacheable .wasm file instead of a base64 string in the bundle.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    target: 'es2022',
    // <link rel=modulepreload> is known to every browser that runs module workers (see above); where it
    // is not, chunks still load, only later. No polyfill in the first load, then.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Two chunks past the lobby, both fetched by main.tsx while the lobby shows: `core`, everything
          // without UI (engine wrapper, bots, protocol, log rules, card crypto, our curve code), and
          // gameScreens' own chunk (src/ui/gameScreens.ts: every screen past the lobby, one dynamic import).
          // The workers import the core chunk by URL (bots/thinkCore.ts, ui/verifyCore.ts), so it must hold
          // no UI code (importing the entry chunk would start the page in the worker). Two files gzip about
          // 2 KB smaller than the seven they replace; a local player now also fetches the network room
          // (the host's first screen) while the lobby shows.
          groups: [
            // what the lobby needs of the engine's folder (names of layouts and variants, seat colours):
            // small, and apart from the core, which is not part of the first load
            { name: 'setup', test: /[\\/]src[\\/](engine[\\/](variants|layouts)\.ts|ui[\\/]port\.ts|bots[\\/]levelNames\.ts)/ },
            // Two pairs of small files that are always fetched together, each pair as one file (0.4 KB gzipped
            // less): the update prompt with the service worker's registration and workbox-window (which the
            // registration imports lazily, right away), and the broker's words with the peerjs glue they
            // describe. Only the modules named: their imports (Preact, the catalog) stay in the lobby's chunk.
            { name: 'appUpdate', test: /workbox-window|pwa-register|[\\/]src[\\/]ui[\\/]appUpdate\.tsx/, includeDependenciesRecursively: false },
            {
              name: 'peerjsBroker',
              test: /[\\/]src[\\/](ui[\\/]netWords|net[\\/](peerjsBroker|peerLinks|peerjsTransport|peerjsPeer|peerjsSlice|linkFrames|linkPath|backoff|clock|frameLimit))\.ts/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'core',
              test: /[\\/]src[\\/](engine[\\/]|bots[\\/]|net[\\/]random\.ts|protocol|session[\\/](log|cards|replica[\\/]pendingDraw)|ui[\\/]verify(Run|Core)\.ts)/,
            },
          ],
        },
      },
    },
  },
});
