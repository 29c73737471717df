// The portable log: {"format": "hexknights-log/1", "entries": [{seq, prev, author, kind, body, sig}]}
// prev is hex, body and sig are base64 of the exact bytes. Because the binary header is fixed-width,
// these fields rebuild the signed bytes exactly; the verifier never trusts anything else in the file.
// A replica that caught its host cheating adds `proofs`: signed statements by the host that contradict
// its entries (session/log/misconduct.ts), which the verifier checks against the genesis keys itself.
import { fromBase64, fromHex, toBase64, toHex } from './bytes.js';
import { decodeEntry, encodeEntry, ENTRY_KINDS, type Entry, type EntryKind } from './entry.js';

export const LOG_FORMAT = 'hexknights-log/1';

export interface LogEntryJson {
  seq: number;
  prev: string;
  author: number;
  kind: string;
  body: string;
  sig: string;
}

export interface LogFileJson {
  format: string;
  entries: LogEntryJson[];
  proofs?: unknown[];
}

export function entryToJson(bytes: Uint8Array): LogEntryJson {
  const e = decodeEntry(bytes);
  return { seq: e.seq, prev: toHex(e.prev), author: e.author, kind: e.kind, body: toBase64(e.body), sig: toBase64(e.sig) };
}

export function logToJson(entries: Uint8Array[], proofs: unknown[] = []): LogFileJson {
  return { format: LOG_FORMAT, entries: entries.map(entryToJson), ...(proofs.length ? { proofs } : {}) };
}

/** Rebuild an entry's bytes from its JSON fields; throws with the field that is wrong. */
export function entryFromJson(value: unknown): Uint8Array {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('entry is not an object');
  const v = value as Record<string, unknown>;
  if (typeof v.seq !== 'number') throw new Error('seq is not a number');
  if (typeof v.author !== 'number') throw new Error('author is not a number');
  if (typeof v.kind !== 'string' || !(ENTRY_KINDS as readonly string[]).includes(v.kind)) throw new Error(`unknown kind ${String(v.kind)}`);
  const field = <T>(name: string, decode: (s: string) => T): T => {
    try {
      return decode(v[name] as string);
    } catch (e) {
      throw new Error(`${name}: ${(e as Error).message}`);
    }
  };
  const entry: Entry = {
    seq: v.seq,
    prev: field('prev', fromHex),
    author: v.author,
    kind: v.kind as EntryKind,
    body: field('body', fromBase64),
    sig: field('sig', fromBase64),
  };
  return encodeEntry(entry);
}

export type ParsedLog = { ok: true; entries: { bytes?: Uint8Array; error?: string }[]; proofs: unknown[] } | { ok: false; error: string };

/** Parse a log file's text. A malformed entry is kept as an error so the verifier can name it. */
export function parseLogFile(text: string): ParsedLog {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, error: 'log is not JSON' };
  }
  if (typeof doc !== 'object' || doc === null) return { ok: false, error: 'log is not an object' };
  const d = doc as Record<string, unknown>;
  if (d.format !== LOG_FORMAT) return { ok: false, error: `log format must be ${LOG_FORMAT}` };
  if (!Array.isArray(d.entries)) return { ok: false, error: 'log has no entries array' };
  if (d.proofs !== undefined && !Array.isArray(d.proofs)) return { ok: false, error: 'proofs is not an array' };
  return {
    ok: true,
    proofs: (d.proofs as unknown[] | undefined) ?? [],
    entries: d.entries.map((e) => {
      try {
        return { bytes: entryFromJson(e) };
      } catch (err) {
        return { error: `malformed entry (${(err as Error).message})` };
      }
    }),
  };
}
