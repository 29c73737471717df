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
  },
});
