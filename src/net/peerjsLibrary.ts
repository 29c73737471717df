// The one thing the page takes from peerjs, its Peer, by a static named import: a bundler can then drop
// what the page never uses (the MsgPack serializer and @msgpack/msgpack, about 7 KB gzipped), which it
// must keep for a dynamic import of the whole module. peerjsPeer.ts imports this file when a room opens.
import * as peerjs from 'peerjs';

// a bundler takes peerjs's ES module (named exports); Node loads its CommonJS build, whose exports it
// sees only as `default`
export const Peer: typeof peerjs.Peer = peerjs.Peer ?? (peerjs as unknown as { default: typeof peerjs }).default.Peer;
