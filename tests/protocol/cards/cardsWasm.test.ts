// Every deal and tamper case of cards.test.ts again, with the audit's arithmetic in WebAssembly
// (wasmGroup.ts): the same verdicts and the same seat blamed as through noble.
import { expect, it } from 'vitest';
import { loadWasmGroup, wasmGroupLoaded } from '../../../src/protocol/cards/wasmGroup.js';
import './cards.test.js';

expect(await loadWasmGroup()).toBe(true);

it('runs those cases with the WebAssembly arithmetic loaded', () => {
  expect(wasmGroupLoaded()).toBe(true);
});
