// Encrypted progress-card decks: pure functions, no session or network (see docs/cards.md).
export * from './errors.js';
export * from './group.js';
export * from './random.js';
export * from './encoding.js';
export * from './secrets.js';
export * from './shuffle.js';
export * from './shares.js';
export * from './reveal.js';
export * from './audit.js';
export * from './wire.js';
export * from './escrow.js';
export * from './reshuffle.js';
export * from './handShuffle.js';
export * from './handAudit.js';
export * from './handShares.js';
