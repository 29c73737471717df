// Types for packData.mjs (a Node script, imported by tests/engine/packData.test.ts).
export declare const MAX_GAP: number;
export declare function packData(wasm: Uint8Array, maxGap?: number): Uint8Array<ArrayBuffer>;
