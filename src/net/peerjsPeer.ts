// The PeerJS client a transport talks through: the peerjs library's Peer, imported when a room opens
// (a dynamic import, so the lobby's first load never carries it). peerjs speaks the protocol of the
// stock `peer` server (`npm start`'s broker) and of the public PeerJS cloud, and brings the browser
// shims (webrtc-adapter) and its error types; peerjsTransport.ts and peerLinks.ts add what it leaves
// out (registration timeout, reconnects, heartbeats, redials, the frame limit).
//
// Early ICE candidates need nothing of ours with peerjs: signalling for a connection the page does
// not know yet waits in peerjs's store until its OFFER arrives, and a candidate that overtakes the
// remote description waits in the browser's operations chain (`addIceCandidate` runs after the
// `setRemoteDescription` called before it).
import type { PeerLike } from './peerjsSlice.js';

/** Where the broker is and how to talk to it: what the transport hands any PeerLike factory (PeerJS's Peer options). */
export interface PeerFactoryOptions {
  host: string;
  port: number;
  /** The server's mount path; PeerJS appends `peerjs`. */
  path: string;
  secure: boolean;
  key?: string;
  config: { iceServers: RTCIceServer[] };
  /** How often we tell the broker we are alive (PeerJS: 5 s). */
  pingInterval: number;
}

export async function createPeerJsPeer(id: string, options: PeerFactoryOptions): Promise<PeerLike> {
  const { Peer } = await import('./peerjsLibrary.js');
  // debug 0: peerjs prints nothing; the transport logs what matters through its own `log`
  return new Peer(id, { ...options, debug: 0 }) as unknown as PeerLike;
}
