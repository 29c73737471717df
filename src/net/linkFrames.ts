// The frames on a PeerJS data connection: one tag byte, then the payload. 0 = data for the session,
// 1 = heartbeat. A frame over the transport's `maxFrameBytes` is dropped before anything reads it.

/**
 * `raw`: the data channel's ArrayBuffer untouched, checked for size before anything reads it. A
 * dialler asking for PeerJS's `binary` would send its packed (and chunked) frames of any size.
 */
export const SERIALIZATION = 'raw';
const TAG_DATA = 0;
const TAG_HEARTBEAT = 1;
export const HEARTBEAT = Uint8Array.of(TAG_HEARTBEAT);

/** Bytes from what the channel hands us (ArrayBuffer, a typed array; a Blob is not expected). */
function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

/** A frame carrying `data` for the session. */
export function dataFrame(data: Uint8Array): Uint8Array {
  const frame = new Uint8Array(data.length + 1);
  frame[0] = TAG_DATA;
  frame.set(data, 1);
  return frame;
}

/** What a received frame holds: the session's payload, a heartbeat, or why it was dropped unread. */
export type ReadFrame = { payload: Uint8Array } | { heartbeat: true } | { dropped: string; oversized: boolean };

export function readFrame(data: unknown, maxFrameBytes: number): ReadFrame {
  const bytes = toBytes(data);
  if (bytes && bytes.length > maxFrameBytes) return { dropped: `a ${bytes.length}-byte frame, over the ${maxFrameBytes}-byte limit`, oversized: true };
  if (!bytes || bytes.length === 0) return { dropped: 'a non-binary frame', oversized: false };
  if (bytes[0] === TAG_HEARTBEAT) return { heartbeat: true };
  if (bytes[0] !== TAG_DATA) return { dropped: `a frame with unknown tag ${bytes[0]}`, oversized: false };
  return { payload: bytes.slice(1) };
}
