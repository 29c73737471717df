// Guests link to each other from the peer lists replicas exchange, so the host is not the only path
// between two guests (issue 17 item 2): a list names whom to dial; links already there, our own id and
// the room id are skipped; a dialled link that goes down is hung up (a reloaded peer has a new id).
import { describe, expect, it } from 'vitest';
import type { PeerId, Transport } from '../../src/net/transport.js';
import { PeerMesh } from '../../src/session/replica/peerMesh.js';

function fakeTransport(self: PeerId, linked: PeerId[]) {
  const calls: string[] = [];
  const t: Transport = {
    self,
    send: () => {},
    peers: () => linked,
    onMessage: () => () => {},
    onPeer: () => () => {},
    close: () => {},
    dial: (p) => calls.push(`dial ${p}`),
    hangUp: (p) => calls.push(`hangUp ${p}`),
  };
  return { t, calls };
}

describe('PeerMesh', () => {
  it('dials the listed peers it has no link with, once, and hangs up a dialled link that went down', () => {
    const { t, calls } = fakeTransport('room-g1', ['room', 'room-g2']);
    const mesh = new PeerMesh(t, 'room');
    mesh.learn(['room', 'room-g1', 'room-g2', 'room-g3', 'room-g4']);
    mesh.learn(['room-g3']);
    expect(calls).toEqual(['dial room-g3', 'dial room-g4']);
    mesh.down('room-g2'); // not ours: the other side dialled it
    mesh.down('room-g3');
    expect(calls).toEqual(['dial room-g3', 'dial room-g4', 'hangUp room-g3']);
    mesh.learn(['room-g3']); // listed again: dial again
    expect(calls.at(-1)).toBe('dial room-g3');
  });
});
