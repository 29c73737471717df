// Texts stored as UTF-8 instead of AssemblyScript's UTF-16 strings, for the long texts the engine only
// copies out (refusal reasons, the action schema): half the bytes in engine.wasm. `utf8('text')` is
// rewritten at compile time by assembly/utf8Transform.mjs (asc --transform, package.json) into the address of a u16
// length and the text's bytes in a data segment. Were the transform missing, `utf8` would stay this
// undefined import and the module would fail to instantiate, never run with wrong texts.

/** The address of `text` as a u16 byte length and then its UTF-8 bytes: a literal only. */
export declare function utf8(text: string): usize;

/** Byte length of a text utf8() made. */
@inline export function utf8Length(text: usize): i32 { return load<u16>(text); }

/** Address of the first byte of a text utf8() made. */
@inline export function utf8Bytes(text: usize): usize { return text + 2; }
