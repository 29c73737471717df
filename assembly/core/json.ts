// A tiny allocation-free JSON writer into a static buffer; the host reads OUT[0..outLength] as UTF-8.
// The engine writes its own views so that what each seat may see is decided next to the rules.

import { utf8, utf8Bytes, utf8Length } from './utf8';

export const OUT_SIZE: i32 = 1 << 18;
export const OUT: usize = memory.data(OUT_SIZE);
export let outLength: i32 = 0;

export function outReset(): void { outLength = 0; }

@inline export function wChar(c: i32): void {
  if (outLength < OUT_SIZE) { store<u8>(OUT + <usize>outLength, <u8>c); outLength++; }
}

/** Writes an ASCII string (engine strings are ASCII). */
export function wRaw(s: string): void {
  for (let i = 0; i < s.length; i++) wChar(s.charCodeAt(i));
}

export function wInt(n: i32): void {
  if (n < 0) { wChar(45); n = -n; }
  if (n >= 10) wInt(n / 10);
  wChar(48 + n % 10);
}

export function wStr(s: string): void { wChar(34); wRaw(s); wChar(34); }

/** Writes a text utf8() made (core/utf8.ts): the writer's literals are such texts, half the bytes of strings. */
export function wRawText(text: usize): void { wBytes(utf8Bytes(text), utf8Length(text)); }

export function wStrText(text: usize): void { wChar(34); wRawText(text); wChar(34); }

/** `"key":` for a utf8() text, with a leading comma unless it opens an object. */
export function wKeyText(key: usize, first: bool = false): void {
  if (!first) wChar(44);
  wStrText(key);
  wChar(58);
}

/** Writes line `line` (from 0) of a text utf8() made, or returns false if it has fewer lines. */
export function wUtf8Line(text: usize, line: i32): bool {
  let at = utf8Bytes(text);
  const end = at + <usize>utf8Length(text);
  for (let i = 0; i < line; i++) {
    while (at < end && load<u8>(at) != 10) at++;
    if (at++ >= end) return false;
  }
  let stop = at;
  while (stop < end && load<u8>(stop) != 10) stop++;
  wBytes(at, <i32>(stop - at));
  return true;
}

function wBytes(from: usize, length: i32): void {
  const n = min(length, OUT_SIZE - outLength);
  memory.copy(OUT + <usize>outLength, from, <usize>n);
  outLength += n;
}

/** `"key":` with a leading comma unless it opens an object. */
export function wKey(key: string, first: bool = false): void {
  if (!first) wChar(44);
  wStr(key);
  wChar(58);
}

export function wBool(b: bool): void { wRawText(b ? utf8('true') : utf8('false')); }
