// The largest frame a transport accepts, checked on the raw bytes before anything parses them.
// The biggest honest message is one log entry (43-byte header + a body of at most 65,536 bytes +
// a 64-byte signature) behind a few tag bytes; a peer that sends more is dropped unread, so a 50 MB
// frame costs the receiver nothing but the check.
export const MAX_FRAME_BYTES = 72 * 1024;
