// Canonical JSON: the one byte form a value has (sorted keys, no whitespace, integers only).
// Entry bodies are stored and signed in this form; decoding insists the bytes are already canonical,
// so nobody can make a second spelling of a body that means the same thing.
import { fromUtf8, utf8 } from './bytes.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
      return Object.is(value, -0) ? '0' : String(value);
    case 'string':
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return '[' + value.map(canonicalJson).join(',') + ']';
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((k) => record[k] !== undefined)
        .sort();
      return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(record[k])).join(',') + '}';
    }
    default:
      throw new Error(`cannot encode ${typeof value}`);
  }
}

export function encodeCanonical(value: unknown): Uint8Array {
  return utf8(canonicalJson(value));
}

/** Parse bytes that must be valid UTF-8 canonical JSON; throws with a short reason otherwise. */
export function decodeCanonical(bytes: Uint8Array): Json {
  let text: string;
  try {
    text = fromUtf8(bytes);
  } catch {
    throw new Error('body is not valid UTF-8');
  }
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    throw new Error('body is not JSON');
  }
  let again: string;
  try {
    again = canonicalJson(value);
  } catch (e) {
    throw new Error(`body is not canonical JSON (${(e as Error).message})`);
  }
  if (again !== text) throw new Error('body is not canonical JSON');
  return value;
}

export function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
