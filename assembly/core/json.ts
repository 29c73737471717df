// A tiny allocation-free JSON writer into a static buffer; the host reads OUT[0..outLength] as UTF-8.
// The engine writes its own views so that what each seat may see is decided next to the rules. Its
// texts are utf8() texts and utf8Lines() lists (core/utf8.ts), not strings: half the bytes.

import { lineBytes, lineCount, lineLength, utf8, utf8Bytes, utf8Length } from './utf8';

export const OUT_SIZE: i32 = 1 << 18;
export const OUT: usize = memory.data(OUT_SIZE);
export let outLength: i32 = 0;

export function outReset(): void { outLength = 0; }

@inline export function wChar(c: i32): void {
  if (outLength < OUT_SIZE) { store<u8>(OUT + <usize>outLength, <u8>c); outLength++; }
}

export function wInt(n: i32): void {
  if (n < 0) { wChar(45); n = -n; }
  if (n >= 10) wInt(n / 10);
  wChar(48 + n % 10);
}

/** Writes a text utf8() made (core/utf8.ts). */
export function wRawText(text: usize): void { wBytes(utf8Bytes(text), utf8Length(text)); }

@inline export function wStrText(text: usize): void { wChar(34); wRawText(text); wChar(34); }

/** `"key":` for a utf8() text, with a leading comma unless it opens an object. */
export function wKeyText(key: usize, first: bool = false): void {
  if (!first) wChar(44);
  wStrText(key);
  wChar(58);
}

/** Writes text `i` of a list utf8Lines() made, or returns false when the list has no text `i`. */
@inline export function wLine(list: usize, i: i32): bool {
  if (<u32>i >= <u32>lineCount(list)) return false;
  wBytes(lineBytes(list, i), lineLength(list, i));
  return true;
}

/** Text `i` of a list utf8Lines() made, quoted. */
export function wStrLine(list: usize, i: i32): void { wChar(34); wLine(list, i); wChar(34); }

/** `"key":` for text `i` of a list utf8Lines() made, with a leading comma unless it opens an object. */
export function wKeyLine(list: usize, i: i32, first: bool = false): void {
  if (!first) wChar(44);
  wStrLine(list, i);
  wChar(58);
}

@inline function wBytes(from: usize, length: i32): void {
  const n = min(length, OUT_SIZE - outLength);
  memory.copy(OUT + <usize>outLength, from, <usize>n);
  outLength += n;
}

export function wBool(b: bool): void { wRawText(b ? utf8('true') : utf8('false')); }
