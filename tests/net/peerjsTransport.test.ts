// The PeerJS transport against a fake PeerJS (no network, virtual time): framing, redial with backoff
// through `peer-unavailable`, heartbeats that catch a silent peer, `unavailable-id`, broker loss, a
// re-registration the broker never answers, a path that breaks under an open link.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock';
import { PeerJsError, PeerJsTransport, type ConnectionLike, type PeerLike } from '../../src/net/peerjsTransport';
import { parseBroker } from '../../src/net/peerjsBroker';
import { MAX_FRAME_BYTES } from '../../src/net/frameLimit';

type Listener = (...args: any[]) => void;

class Emitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, fn: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
}

class FakeConn extends Emitter implements ConnectionLike {
  open = false;
  other: FakeConn | null = null;
  /** A frozen connection silently drops everything (a tab that died without `close`). */
  frozen = false;
  closed = false;
  constructor(
    readonly peer: string,
    private readonly clock: VirtualClock,
    readonly serialization = 'raw',
  ) {
    super();
  }
  send(data: unknown): void {
    const other = this.other;
    if (!this.open || this.frozen || !other || other.frozen) return;
    const copy = (data as Uint8Array).slice().buffer; // the binary serialiser hands back ArrayBuffers
    this.clock.setTimer(1, () => other.open && other.emit('data', copy));
  }
  /** As PeerJS: `close` only for a connection that was open, and only an open one's far end notices. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    const wasOpen = this.open;
    this.open = false;
    if (!wasOpen) return;
    this.emit('close');
    if (this.other && !this.other.frozen) this.other.close();
  }
}

class FakeBroker {
  peers = new Map<string, FakePeer>();
  /** Signalling works, but no pair of addresses answers (two symmetric NATs, no relay). */
  noPath = false;
  constructor(readonly clock: VirtualClock) {}
}

class FakePeer extends Emitter implements PeerLike {
  open = false;
  disconnected = false;
  destroyed = false;
  reconnects = 0;
  constructor(
    readonly id: string,
    readonly broker: FakeBroker,
  ) {
    super();
    broker.clock.setTimer(1, () => this.register());
  }
  private register(): void {
    const holder = this.broker.peers.get(this.id);
    if (holder && holder !== this && !holder.destroyed) {
      this.emit('error', { type: 'unavailable-id', message: `ID "${this.id}" is taken` });
      this.destroyed = true;
      return;
    }
    this.broker.peers.set(this.id, this);
    this.open = true;
    this.disconnected = false;
    this.emit('open', this.id);
  }
  connect(target: string, options?: { serialization: string }): ConnectionLike {
    const clock = this.broker.clock;
    const mine = new FakeConn(target, clock, options?.serialization);
    clock.setTimer(5, () => {
      const remote = this.broker.peers.get(target);
      if (!remote || remote.destroyed) {
        this.emit('error', { type: 'peer-unavailable', message: `Could not connect to peer ${target}` });
        mine.close();
        return;
      }
      const theirs = new FakeConn(this.id, clock, options?.serialization);
      mine.other = theirs;
      theirs.other = mine;
      remote.emit('connection', theirs);
      if (this.broker.noPath) {
        for (const c of [mine, theirs]) c.emit('iceStateChanged', 'checking');
        return;
      }
      clock.setTimer(5, () => {
        mine.open = theirs.open = true;
        theirs.emit('open');
        mine.emit('open');
      });
    });
    return mine;
  }
  /** The broker re-attaches our id to a new socket without a word (same token): no `open` comes. */
  silentReattach = false;
  disconnects = 0;
  disconnect(): void {
    this.disconnects++;
    this.open = false;
    this.disconnected = true;
    this.emit('disconnected', this.id);
  }
  loseBroker(): void {
    this.open = false;
    this.disconnected = true;
    this.emit('error', { type: 'network', message: 'Lost connection to server.' });
    this.emit('disconnected', this.id);
  }
  reconnect(): void {
    this.reconnects++;
    this.disconnected = false;
    if (this.silentReattach) {
      this.silentReattach = false;
      return;
    }
    this.broker.clock.setTimer(1, () => this.register());
  }
  destroy(): void {
    this.destroyed = true;
    this.open = false;
    if (this.broker.peers.get(this.id) === this) this.broker.peers.delete(this.id);
  }
}

function setup() {
  const clock = new VirtualClock();
  const broker = new FakeBroker(clock);
  const made: FakePeer[] = [];
  const open = (id: string, dial: string[] = []) => {
    const p = PeerJsTransport.open({
      id,
      dial,
      broker: { host: 'fake', port: 1, path: '/', secure: false },
      iceServers: [],
      clock,
      random: () => 0.5,
      heartbeatMs: 100,
      deadAfterMs: 500,
      createPeer: (peerId) => {
        const peer = new FakePeer(peerId, broker);
        made.push(peer);
        return peer;
      },
    });
    return p;
  };
  const run = (ms: number) => clock.runUntil(() => false, clock.now() + ms);
  return { clock, broker, made, open, run };
}

async function settle<T>(p: Promise<T>, run: (ms: number) => Promise<boolean>): Promise<T> {
  let done = false;
  let value!: T;
  let error: unknown = null;
  p.then(
    (v) => ((done = true), (value = v)),
    (e) => ((done = true), (error = e)),
  );
  for (let i = 0; i < 100 && !done; i++) await run(10);
  if (error) throw error;
  if (!done) throw new Error('did not settle');
  return value;
}

describe('PeerJsTransport', () => {
  it('delivers framed binary messages both ways once a dialled connection opens', async () => {
    const { open, run } = setup();
    const host = await settle(open('room1'), run);
    const guest = await settle(open('guest1', ['room1']), run);
    const got: string[] = [];
    const ups: string[] = [];
    host.onPeer((p, up) => ups.push(`${p}:${up}`));
    host.onMessage((from, d) => got.push(`${from}>${Array.from(d).join(',')}`));
    guest.onMessage((from, d) => got.push(`${from}>${Array.from(d).join(',')}`));
    await run(50);
    expect(host.peers()).toEqual(['guest1']);
    expect(guest.peers()).toEqual(['room1']);
    expect(ups).toEqual(['guest1:true']);
    guest.send('room1', Uint8Array.of(1, 2, 3));
    host.send('guest1', Uint8Array.of(0));
    host.send('nobody', Uint8Array.of(9)); // dropped, never thrown
    await run(20);
    expect(got.sort()).toEqual(['guest1>1,2,3', 'room1>0']);
  });

  it('drops a frame over the size limit before reading it, and refuses connections that would parse frames', async () => {
    const { open, run, broker } = setup();
    const host = await settle(open('room1'), run);
    const got: number[] = [];
    host.onMessage((_, d) => got.push(d.length));
    // A hostile peer that bypasses our transport's own send check.
    const evil = new FakePeer('evil', broker);
    await run(5);
    const conn = evil.connect('room1', { serialization: 'raw' });
    await run(20);
    const big = new Uint8Array(MAX_FRAME_BYTES + 1); // tag 0: "data"
    conn.send(big);
    conn.send(new Uint8Array(100));
    await run(20);
    expect(got).toEqual([99]);
    expect(host.stats.oversized).toBe(1);
    // PeerJS's binary serialiser would unpack a frame of any size before our check: refused.
    const packed = evil.connect('room1', { serialization: 'binary' }) as FakeConn;
    await run(20);
    expect(packed.other?.closed).toBe(true);
    expect(host.peers()).toEqual(['evil']);
  });

  it('rejects with unavailable-id when the id is taken', async () => {
    const { open, run } = setup();
    await settle(open('room1'), run);
    const err = await settle(open('room1'), run).catch((e) => e);
    expect(err).toBeInstanceOf(PeerJsError);
    expect((err as PeerJsError).kind).toBe('unavailable-id');
  });

  it('redials through peer-unavailable with backoff until the host appears', async () => {
    const { open, run } = setup();
    const guest = await settle(open('guest1', ['room1']), run);
    const problems: string[] = [];
    guest.onProblem((p) => problems.push(p.kind));
    await run(3000);
    expect(guest.peers()).toEqual([]);
    expect(guest.stats.redials).toBeGreaterThan(2);
    expect(guest.stats.redials).toBeLessThan(10); // backoff, not a busy loop
    expect(problems).toContain('peer-unavailable');
    await settle(open('room1'), run);
    await run(10_000);
    expect(guest.peers()).toEqual(['room1']);
  });

  it('closes a silent connection after deadAfterMs and redials it', async () => {
    const { open, run, made } = setup();
    const host = await settle(open('room1'), run);
    const guest = await settle(open('guest1', ['room1']), run);
    await run(50);
    const downs: string[] = [];
    guest.onPeer((p, up) => !up && downs.push(p));
    host.onPeer((p, up) => !up && downs.push(p));
    // freeze the host's side: no close event, just silence
    const hostPeer = made.find((p) => p.id === 'room1')!;
    hostPeer.destroyed = true;
    hostPeer.broker.peers.delete('room1');
    for (const c of (guest as any).links.links.values()) (c.conn as FakeConn).frozen = true; // the PeerLinks' map
    await run(700);
    expect(downs).toContain('room1');
    expect(guest.peers()).toEqual([]);
    expect(guest.stats.deadLinks).toBe(1);
    // a new host claims the room code: the guest finds it by itself
    await settle(open('room1'), run);
    await run(10_000);
    expect(guest.peers()).toEqual(['room1']);
    host.close();
  });

  it('keeps data connections through a broker loss and reconnects to the broker with backoff', async () => {
    const { open, run, made } = setup();
    const host = await settle(open('room1'), run);
    const guest = await settle(open('guest1', ['room1']), run);
    await run(50);
    const states: string[] = [];
    host.onBrokerState((s) => states.push(s));
    const hostPeer = made.find((p) => p.id === 'room1')!;
    hostPeer.loseBroker();
    const got: number[] = [];
    host.onMessage((_f, d) => got.push(d[0]));
    guest.send('room1', Uint8Array.of(7));
    await run(2000);
    expect(got).toEqual([7]);
    expect(hostPeer.reconnects).toBeGreaterThanOrEqual(1);
    expect(states).toEqual(['lost', 'online']);
    expect(host.brokerState).toBe('online');
  });
});

describe('PeerJsTransport, registration and broken paths', () => {
  it('drops a re-registration the broker never answers and registers afresh', async () => {
    const { open, run, made } = setup();
    const host = await settle(open('room1'), run);
    const hostPeer = made.find((p) => p.id === 'room1')!;
    hostPeer.silentReattach = true; // PeerJS would wait for OPEN forever
    hostPeer.loseBroker();
    await run(30_000);
    expect(hostPeer.disconnects).toBe(1);
    expect(hostPeer.reconnects).toBe(2);
    expect(host.brokerState).toBe('online');
  });

  it('renegotiates a link whose ICE path broke, and reports the peer gone only if that fails', async () => {
    const { open, run, made } = setup();
    const host = await settle(open('room1'), run);
    const guest = await settle(open('guest1', ['room1']), run);
    await run(50);
    const events: string[] = [];
    host.onPeer((p, up) => events.push(`host sees ${p} ${up}`));
    guest.onPeer((p, up) => events.push(`guest sees ${p} ${up}`));
    const problems: string[] = [];
    guest.onProblem((p) => problems.push(p.kind));
    const relinks: string[] = [];
    guest.onRelink((p) => relinks.push(p));
    const first = [...(guest as any).links.links.values()][0].conn as FakeConn;
    // the guest's network changes: ICE says the path is gone on both ends, then gives up
    first.emit('iceStateChanged', 'disconnected');
    first.other!.emit('iceStateChanged', 'disconnected');
    first.emit('iceStateChanged', 'failed');
    first.other!.emit('iceStateChanged', 'failed');
    first.close();
    await run(300); // within deadAfterMs (500)
    expect(guest.peers()).toEqual(['room1']);
    expect(host.peers()).toEqual(['guest1']);
    expect([...(guest as any).links.links.values()][0].conn).not.toBe(first);
    expect(events).toEqual([]); // nobody was ever reported gone
    expect(relinks).toEqual(['room1']); // but whoever holds room1 now must prove itself again (it may be another page)
    expect(problems).not.toContain('ice-failed');
    // now the host vanishes for good: after the grace the guest reports it gone, and why
    const hostPeer = made.find((p) => p.id === 'room1')!;
    hostPeer.destroyed = true;
    hostPeer.broker.peers.delete('room1');
    const second = [...(guest as any).links.links.values()][0].conn as FakeConn;
    second.emit('iceStateChanged', 'failed');
    second.other!.emit('iceStateChanged', 'failed');
    second.close();
    await run(200);
    expect(events).toEqual([]);
    await run(600);
    expect(events).toEqual(expect.arrayContaining(['guest sees room1 false', 'host sees guest1 false']));
    expect(problems).toContain('ice-failed');
  });
});

describe('PeerJsTransport, a link gone quiet', () => {
  it('negotiates a new connection at half the deadline, so nobody is reported gone', async () => {
    const { open, run } = setup();
    const host = await settle(open('room1'), run);
    const guest = await settle(open('guest1', ['room1']), run);
    await run(50);
    const events: string[] = [];
    host.onPeer((p, up) => events.push(`host sees ${p} ${up}`));
    guest.onPeer((p, up) => events.push(`guest sees ${p} ${up}`));
    const first = [...(guest as any).links.links.values()][0].conn as FakeConn;
    first.frozen = true; // the path under this connection died; ICE has not said so yet
    first.other!.frozen = true;
    await run(450); // past half of deadAfterMs (500), short of it
    const now = [...(guest as any).links.links.values()][0].conn as FakeConn;
    expect(now).not.toBe(first);
    expect(guest.peers()).toEqual(['room1']);
    expect(host.peers()).toEqual(['guest1']);
    await run(2000);
    expect(events).toEqual([]);
    expect(guest.stats.deadLinks).toBe(0);
  });
});

describe('PeerJsTransport, no path at all', () => {
  it('says ICE found no path when signalling worked but no connection opened, on both ends', async () => {
    const { open, run, broker } = setup();
    broker.noPath = true;
    const host = await settle(open('room1'), run);
    const guest = await settle(open('guest1', ['room1']), run);
    const problems: string[] = [];
    guest.onProblem((p) => problems.push(`guest ${p.kind} ${p.peer}`));
    host.onProblem((p) => problems.push(`host ${p.kind} ${p.peer}`));
    await run(20_000); // past the connect timeout (15 s)
    expect(guest.peers()).toEqual([]);
    expect(problems).toContain('guest ice-failed room1');
    expect(problems).toContain('host ice-failed guest1');
  });

  it('does not blame ICE when the peer simply is not there', async () => {
    const { open, run } = setup();
    const guest = await settle(open('guest1', ['room1']), run);
    const problems: string[] = [];
    guest.onProblem((p) => problems.push(p.kind));
    await run(20_000);
    expect(problems).toContain('peer-unavailable');
    expect(problems).not.toContain('ice-failed');
  });
});

describe('parseBroker', () => {
  it('reads host:port/path with and without a scheme', () => {
    expect(parseBroker('10.0.0.1:9000/broker')).toEqual({ host: '10.0.0.1', port: 9000, path: '/broker/', secure: false });
    expect(parseBroker('wss://peer.example.org/x/')).toEqual({ host: 'peer.example.org', port: 443, path: '/x/', secure: true });
    expect(parseBroker('example.org:443')).toEqual({ host: 'example.org', port: 443, path: '/', secure: true });
    expect(parseBroker('public')?.host).toBe('0.peerjs.com');
    expect(parseBroker('not a broker')).toBeNull();
  });
});
