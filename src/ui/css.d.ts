// Vite bundles CSS imported from TypeScript; tsc only needs to know such imports exist.
declare module '*.css';
