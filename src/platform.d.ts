// `true` in the site (vite.config.ts `define`); undeclared in Node (the CLI, vitest), where
// `typeof __SITE__` is 'undefined'. The minifier then drops the Node-only paths from the page.
declare const __SITE__: true;
