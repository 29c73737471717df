// The protocol layer: pure functions over bytes (no I/O, no clocks, no engine).
export * from './bytes.js';
export * from './hash.js';
export * from './canonicalJson.js';
export * from './entry.js';
export * from './signatures.js';
export * from './canonicalSignature.js';
export * from './beacon.js';
export * from './unbiased.js';
export * from './genesis.js';
export * from './bodies.js';
export * from './logFile.js';
