// Our PeerJS-protocol client against a scripted broker socket and fake WebRTC, on virtual time: the
// URL and heartbeat the server expects, OFFER/ANSWER/CANDIDATE with candidates that overtake the
// answer, EXPIRE and LEAVE, ID-TAKEN before and after registering, reconnects that keep the id
// (including the server's silent re-attach), and how a connection ends.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock';
import { PeerClient, type SocketLike } from '../../src/net/peerClient';
import type { PeerDataConnection } from '../../src/net/peerDataConnection';
import { FakeNetwork } from './fakeWebRtc';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: Record<string, unknown>[] = [];
  constructor(
    readonly url: string,
    private readonly relay: (from: FakeSocket, message: Record<string, unknown>) => void,
  ) {}
  send(data: string): void {
    const m = JSON.parse(data) as Record<string, unknown>;
    this.sent.push(m);
    this.relay(this, m);
  }
  close(): void {
    this.readyState = 3;
  }
  /** The server side: the socket opens, and the server may say something at once. */
  accept(first?: Record<string, unknown>): void {
    this.readyState = 1;
    this.onopen?.();
    if (first) this.deliver(first);
  }
  deliver(m: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup() {
  const clock = new VirtualClock();
  const net = new FakeNetwork((fn) => void clock.setTimer(1, fn));
  const sockets: FakeSocket[] = [];
  const byId = new Map<string, FakeSocket>();
  /** Messages to one socket that the test holds back to reorder them. */
  let hold: ((to: string, m: Record<string, unknown>) => boolean) | null = null;
  const held: [FakeSocket, Record<string, unknown>][] = [];
  const idOf = (s: FakeSocket) => new URL(s.url.replace(/^ws/, 'http')).searchParams.get('id')!;
  const relay = (from: FakeSocket, m: Record<string, unknown>) => {
    if (m.type === 'HEARTBEAT') return;
    const to = byId.get(m.dst as string);
    const out = { ...m, src: idOf(from) };
    delete (out as { dst?: string }).dst;
    if (!to) return;
    if (hold?.(m.dst as string, out)) held.push([to, out]);
    else clock.setTimer(1, () => to.deliver(out));
  };
  const make = (id: string, extra: Partial<ConstructorParameters<typeof PeerClient>[1]> = {}) =>
    new PeerClient(id, {
      host: 'broker.test',
      port: 9000,
      path: '/broker/',
      secure: false,
      config: { iceServers: [] },
      pingInterval: 100,
      clock,
      createPeerConnection: net.factory,
      createSocket: (url) => {
        const s = new FakeSocket(url, relay);
        sockets.push(s);
        byId.set(new URL(url.replace(/^ws/, 'http')).searchParams.get('id')!, s);
        return s;
      },
      ...extra,
    });
  const events = (peer: PeerClient) => {
    const seen: string[] = [];
    peer.on('open', (id: string) => seen.push(`open ${id}`));
    peer.on('disconnected', () => seen.push('disconnected'));
    peer.on('close', () => seen.push('close'));
    peer.on('error', (e: { type: string; message: string }) => seen.push(`error ${e.type}: ${e.message}`));
    return seen;
  };
  /** Let `ms` of virtual time pass, one tick at a time, so promise work between events settles. */
  const run = (ms: number) => {
    for (let t = 1; t <= ms; t++) clock.setTimer(t, () => {});
    return clock.runUntil(() => false, clock.now() + ms);
  };
  const setHold = (h: typeof hold) => (hold = h);
  return { clock, net, sockets, make, events, run, held, setHold };
}

describe('PeerClient (PeerJS server protocol)', () => {
  it('opens the socket PeerJS servers expect and heartbeats on it', async () => {
    const { make, sockets, events, run } = setup();
    const peer = make('hexknights-ABC123');
    const seen = events(peer);
    const s = sockets[0];
    expect(s.url).toMatch(/^ws:\/\/broker\.test:9000\/broker\/peerjs\?key=peerjs&id=hexknights-ABC123&token=[0-9a-f]{24}&version=/);
    s.accept({ type: 'OPEN' });
    expect(seen).toEqual(['open hexknights-ABC123']);
    expect(peer.open).toBe(true);
    await run(350);
    expect(s.sent).toEqual([{ type: 'HEARTBEAT' }, { type: 'HEARTBEAT' }, { type: 'HEARTBEAT' }]);
    peer.destroy();
    expect(peer.destroyed && peer.disconnected).toBe(true);
    await run(500);
    expect(s.sent.length).toBe(3);
  });

  it('negotiates a raw data connection, holding candidates that arrive before the answer', async () => {
    const { make, sockets, run, net, setHold, held, clock } = setup();
    const host = make('room');
    const guest = make('guest');
    sockets[0].accept({ type: 'OPEN' });
    sockets[1].accept({ type: 'OPEN' });
    const incoming: PeerDataConnection[] = [];
    host.on('connection', (c: PeerDataConnection) => incoming.push(c));
    // the host's ANSWER reaches the guest after its CANDIDATE
    setHold((to, m) => to === 'guest' && m.type === 'ANSWER');
    const conn = guest.connect('room', { reliable: true, serialization: 'raw' });
    const got: string[] = [];
    conn.on('data', (d) => got.push(`guest< ${Array.from(new Uint8Array(d as ArrayBuffer)).join(',')}`));
    let opened = 0;
    conn.on('open', () => opened++);
    await run(20);
    expect(held.map(([, m]) => m.type)).toEqual(['ANSWER']);
    const offer = sockets[1].sent.find((m) => m.type === 'OFFER')!;
    expect(offer.payload).toMatchObject({ type: 'data', reliable: true, serialization: 'raw' });
    const [to, answer] = held.splice(0)[0];
    clock.setTimer(1, () => to.deliver(answer));
    await run(20);
    expect(net.created[0].earlyCandidateErrors).toBe(0); // held, never handed to a pc without a remote description
    expect(opened).toBe(1);
    expect(incoming.length).toBe(1);
    expect(incoming[0].peer).toBe('guest');
    expect(incoming[0].serialization).toBe('raw');
    expect(incoming[0].open).toBe(true);
    incoming[0].on('data', (d) => got.push(`host< ${Array.from(new Uint8Array(d as ArrayBuffer)).join(',')}`));
    conn.send(Uint8Array.of(0, 1, 2));
    incoming[0].send(Uint8Array.of(1));
    await run(10);
    expect(got.sort()).toEqual(['guest< 1', 'host< 0,1,2']);
  });

  it('reports EXPIRE as peer-unavailable naming the peer, and closes on LEAVE', async () => {
    const { make, sockets, events, run } = setup();
    const host = make('room');
    const guest = make('guest');
    const seen = events(guest);
    sockets[0].accept({ type: 'OPEN' });
    sockets[1].accept({ type: 'OPEN' });
    sockets[1].deliver({ type: 'EXPIRE', src: 'nobody-here' });
    expect(seen).toContain('error peer-unavailable: Could not connect to peer nobody-here');
    expect(guest.open).toBe(true); // not a broker problem
    const conn = guest.connect('room', { reliable: true, serialization: 'raw' });
    let closed = 0;
    conn.on('close', () => closed++);
    await run(20);
    expect(conn.open).toBe(true);
    sockets[1].deliver({ type: 'LEAVE', src: 'room' });
    expect(closed).toBe(1);
    expect(conn.open).toBe(false);
    host.destroy();
  });

  it('ID-TAKEN at start is fatal (unavailable-id); after a reconnect it only leaves us off the broker', async () => {
    const { make, sockets, events, run } = setup();
    const first = make('room');
    const seenFirst = events(first);
    sockets[0].accept({ type: 'ID-TAKEN', payload: { msg: 'ID is taken' } });
    expect(seenFirst).toEqual(['error unavailable-id: ID "room" is taken', 'close']);
    expect(first.destroyed).toBe(true);

    const second = make('room');
    const seen = events(second);
    sockets[1].accept({ type: 'OPEN' });
    sockets[1].drop();
    expect(seen).toEqual(['open room', 'error network: Lost connection to server.', 'disconnected']);
    expect(second.disconnected && !second.destroyed).toBe(true);
    second.reconnect();
    expect(sockets[2].url).toBe(sockets[1].url); // same id, same token
    sockets[2].accept({ type: 'ID-TAKEN' });
    expect(seen.slice(3)).toEqual(['error unavailable-id: ID "room" is taken', 'disconnected']);
    expect(second.destroyed).toBe(false);
    second.reconnect();
    sockets[3].accept({ type: 'OPEN' });
    expect(seen.at(-1)).toBe('open room');
    await run(10);
  });

  it('takes a silent re-attach after a reconnect for success, and a refused socket for a lost broker', async () => {
    const { make, sockets, events, run } = setup();
    const peer = make('room', { reattachMs: 300 });
    const seen = events(peer);
    sockets[0].accept({ type: 'OPEN' });
    sockets[0].drop();
    peer.reconnect();
    sockets[1].accept(); // the server still held our id for this token: it says nothing
    await run(200);
    expect(peer.open).toBe(false);
    await run(200);
    expect(peer.open).toBe(true);
    expect(seen.at(-1)).toBe('open room');
    // a server that will not take the socket at all
    sockets[1].drop();
    peer.reconnect();
    sockets[2].drop();
    expect(seen.slice(-2)).toEqual(['error network: Lost connection to server.', 'disconnected']);
    // a socket that hangs, neither open nor closed: lost after registerTimeoutMs, so it is retried
    peer.reconnect();
    await run(9_990);
    expect(seen.at(-1)).toBe('disconnected');
    expect(peer.disconnected).toBe(false);
    await run(20);
    expect(seen.slice(-2)).toEqual(['error network: the broker did not answer', 'disconnected']);
    expect(peer.disconnected).toBe(true);
  });

  it('ends a connection: close when an open channel closes, an error when negotiation fails first', async () => {
    const { make, sockets, run, net } = setup();
    const host = make('room');
    const guest = make('guest');
    sockets[0].accept({ type: 'OPEN' });
    sockets[1].accept({ type: 'OPEN' });
    let hostSide: PeerDataConnection | null = null;
    host.on('connection', (c: PeerDataConnection) => (hostSide = c));
    const conn = guest.connect('room', { reliable: true, serialization: 'raw' });
    const ends: string[] = [];
    conn.on('close', () => ends.push('guest close'));
    await run(20);
    hostSide!.on('close', () => ends.push('host close'));
    host.destroy(); // a closed tab: its channel closes, and ours with it
    await run(20);
    expect(ends.sort()).toEqual(['guest close', 'host close']);

    const other = make('other');
    sockets[2].accept({ type: 'OPEN' });
    const doomed = guest.connect('other', { reliable: true, serialization: 'raw' });
    const errors: string[] = [];
    doomed.on('error', (e) => errors.push((e as { type: string }).type));
    doomed.on('close', () => errors.push('close'));
    net.created.at(-1)!.setState('failed'); // ICE gave up before the channel opened
    expect(errors).toEqual(['negotiation-failed']); // no close: it never opened (as PeerJS)
    expect(() => guest.connect('x', { reliable: true, serialization: 'binary' })).toThrow(/raw/);
    other.destroy();
    await run(10);
  });
});
