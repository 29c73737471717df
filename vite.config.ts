import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

export default defineConfig({
  // Relative asset paths: the built site works from any static host and any sub-path.
  base: './',
  plugins: [preact()],
  // The verify page's Web Worker is an ES module (module workers: Chromium 80, Firefox 114, Safari 15).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // Keep the engine a separate, cacheable .wasm file instead of a base64 string in the bundle.
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    target: 'es2022',
    // <link rel=modulepreload> is known to every browser that runs module workers (see above); where it
    // is not, chunks still load, only later. No polyfill in the first load, then.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The verify worker imports verifyCore's chunk by URL (src/ui/verifyWorker.ts), so that chunk and
          // everything it imports must hold no UI code (importing the entry chunk would start the page in
          // the worker). The engine wrapper gets its own chunk, shared by the page and the worker; the
          // protocol, the log rules and the crypto libraries are one chunk, loaded once.
          groups: [
            // what the lobby needs of the engine's folder (names of layouts and variants, seat colours):
            // small, and apart from the engine wrapper, which is not part of the first load
            { name: 'setup', test: /[\\/]src[\\/](engine[\\/](variants|layouts)\.ts|ui[\\/]port\.ts|bots[\\/]levelNames\.ts)/ },
            { name: 'engine', test: /[\\/]src[\\/]engine[\\/]/ },
            // the bots, loaded by the table and, by URL, by the bot worker (src/bots/thinkCore.ts): no UI code
            { name: 'bots', test: /[\\/]src[\\/](bots[\\/]|net[\\/]random\.ts)/ },
            {
              name: 'verifier',
              test: /[\\/]src[\\/](protocol|session[\\/](log|cards|replica[\\/]pendingDraw)|ui[\\/]verify(Run|Core)\.ts)|[\\/]node_modules[\\/](@noble|tweetnacl)[\\/]/,
            },
            // The table and everything only the game screens use (board, panels, words, local table): one
            // chunk instead of six. main.tsx fetches it at start beside the engine whatever the screen, so
            // the verify page and the network room lose nothing by importing it, and one file gzips 1.7 KB
            // smaller than six. Its dependencies stay where they are (preact in the entry, the groups above).
            // Not the verify page: it imports the verifier chunk, which a player should fetch only to verify.
            {
              name: 'Table',
              test: /[\\/]src[\\/]ui[\\/](Table|TurnClock|controller|gameStats|panels[\\/]|picker|prompts|sound|targetKeys|board[\\/](Board|CkbaLayer|terrain)|icons|ckbaWords|localTable|narrate|tradeParties)\b/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
