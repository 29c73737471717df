// Texts stored as UTF-8 instead of AssemblyScript's UTF-16 strings, for the texts the engine only
// copies out (refusal reasons, the action schema, the names and keys of views): half the bytes in
// engine.wasm. `utf8('text')` and `utf8Lines('a\nb')` are rewritten at compile time by
// assembly/utf8Transform.mjs (asc --transform, package.json) into the address of the bytes in a data
// segment. Were the transform missing, these would stay undefined imports and the module would fail
// to instantiate, never run with wrong texts.

/** The address of `text` as a u16 byte length and then its UTF-8 bytes: a literal only. */
export declare function utf8(text: string): usize;

/**
 * The address of a list of texts, the lines of `lines` (a literal only; line i is text i): a u16
 * count, count + 1 u16 offsets into the bytes that follow, then the lines' UTF-8 bytes.
 */
export declare function utf8Lines(lines: string): usize;

/** Byte length of a text utf8() made. */
@inline export function utf8Length(text: usize): i32 { return load<u16>(text); }

/** Address of the first byte of a text utf8() made. */
@inline export function utf8Bytes(text: usize): usize { return text + 2; }

/** How many texts a list utf8Lines() made holds. */
@inline export function lineCount(list: usize): i32 { return load<u16>(list); }

/** Address of the first byte of text `i` of a list utf8Lines() made (0 <= i < lineCount). */
@inline export function lineBytes(list: usize, i: i32): usize {
  return list + 4 + (<usize>lineCount(list) << 1) + <usize>load<u16>(list + 2 + (<usize>i << 1));
}

/** Byte length of text `i` of a list utf8Lines() made (0 <= i < lineCount). */
@inline export function lineLength(list: usize, i: i32): i32 {
  const offset = list + 2 + (<usize>i << 1);
  return <i32>load<u16>(offset + 2) - <i32>load<u16>(offset);
}
