// The transport over the peerjs library against the stock `peer` server (the broker `hexknights
// serve` runs), on loopback: the real WebSocket protocol (registration, ID-TAKEN, relayed signalling,
// EXPIRE, a broker that restarts), with fake WebRTC underneath (Node has none; the browser suites use
// Chromium's). Waits are for events; their limits only guard against a hang.
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/cli/serve';
import { PeerJsError, PeerJsTransport, type TransportProblem } from '../../src/net/peerjsTransport';
import { FakeNetwork } from './fakeWebRtc';

// the WebSocket client the `peer` package itself depends on (Node 20 has no global WebSocket)
const WebSocketClient = createRequire(createRequire(import.meta.url).resolve('peer'))('ws') as new (url: string) => { close(): void };

const HANG_GUARD_MS = 60_000;

async function until(condition: () => boolean, what: string): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > HANG_GUARD_MS) throw new Error(`hang guard: still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let server: RunningServer;
let port = 0;
const dir = mkdtempSync(join(tmpdir(), 'hk-empty-'));
const net = new FakeNetwork();
let uninstall: () => void = () => {};
const open: PeerJsTransport[] = [];
/** Every broker socket peerjs opened, by peer id, so a test can cut one. */
const sockets = new Map<string, { close(): void }[]>();

function transport(id: string, dial: string[] = []): Promise<PeerJsTransport> {
  return PeerJsTransport.open({
    id,
    dial,
    broker: { host: '127.0.0.1', port, path: '/broker/', secure: false },
    iceServers: [],
    backoff: { initialMs: 50, maxMs: 400, factor: 2 },
  }).then((t) => {
    open.push(t);
    return t;
  });
}

beforeAll(async () => {
  uninstall = net.install();
  const g = globalThis as Record<string, unknown>;
  g.WebSocket = class extends WebSocketClient {
    constructor(url: string) {
      super(url);
      const id = new URL(url).searchParams.get('id')!;
      sockets.set(id, [...(sockets.get(id) ?? []), this]);
    }
  };
  server = await startServer({ port: 0, host: '127.0.0.1', dir, expireTimeoutMs: 300 });
  port = server.port;
});

afterAll(async () => {
  for (const t of open) t.close();
  await server.close();
  uninstall();
  delete (globalThis as Record<string, unknown>).WebSocket;
});

describe('peerjs with the stock PeerJS server', () => {
  it('registers, relays the offer, answer and candidates, and carries frames both ways', async () => {
    const host = await transport('hexknights-SRV001');
    const guest = await transport('hexknights-SRV001-g1', ['hexknights-SRV001']);
    const got: string[] = [];
    host.onMessage((from, d) => got.push(`${from}: ${Array.from(d).join(',')}`));
    guest.onMessage((from, d) => got.push(`${from}: ${Array.from(d).join(',')}`));
    await until(() => host.peers().length === 1 && guest.peers().length === 1, 'the link to open');
    guest.send('hexknights-SRV001', Uint8Array.of(5, 6));
    host.send('hexknights-SRV001-g1', Uint8Array.of(7));
    await until(() => got.length === 2, 'both frames');
    expect(got.sort()).toEqual(['hexknights-SRV001-g1: 5,6', 'hexknights-SRV001: 7']);
    await until(() => guest.path('hexknights-SRV001') !== null, 'the path from the ICE statistics');
    expect(guest.path('hexknights-SRV001')).toBe('direct');
  });

  it('refuses a held id (unavailable-id), and gives it to a reloaded page once the holder is gone', async () => {
    const first = await transport('hexknights-SRV002');
    const guest = await transport('hexknights-SRV002-g1', ['hexknights-SRV002']);
    await until(() => guest.peers().length === 1, 'the guest to reach the host');
    const err = await transport('hexknights-SRV002').catch((e) => e);
    expect(err).toBeInstanceOf(PeerJsError);
    expect((err as PeerJsError).kind).toBe('unavailable-id');
    first.close(); // the host's tab reloads
    await until(() => guest.peers().length === 0, 'the guest to see the host go');
    const again = await transport('hexknights-SRV002'); // the server freed the id when the socket closed
    await until(() => again.peers().includes('hexknights-SRV002-g1') && guest.peers().length === 1, 'the guest to redial the reloaded host');
  });

  it('reports a dialled peer nobody holds as peer-unavailable, and reaches it once it registers', async () => {
    const guest = await transport('hexknights-SRV003-g1', ['hexknights-SRV003']);
    const problems: TransportProblem[] = [];
    guest.onProblem((p) => problems.push(p));
    await until(() => problems.some((p) => p.kind === 'peer-unavailable'), 'EXPIRE from the server');
    expect(problems.find((p) => p.kind === 'peer-unavailable')!.peer).toBe('hexknights-SRV003');
    const host = await transport('hexknights-SRV003');
    await until(() => host.peers().length === 1 && guest.peers().length === 1, 'the redial to reach the new host');
  });

  it('keeps its data links through a lost broker socket and registers its id again', async () => {
    const host = await transport('hexknights-SRV004');
    const guest = await transport('hexknights-SRV004-g1', ['hexknights-SRV004']);
    await until(() => host.peers().length === 1, 'the first guest');
    const states: string[] = [];
    host.onBrokerState((s) => states.push(s));
    sockets.get('hexknights-SRV004')!.at(-1)!.close(); // the host's socket to the broker drops
    await until(() => states.includes('lost'), 'the transport to notice');
    const got: number[] = [];
    host.onMessage((_from, d) => got.push(d[0]));
    guest.send('hexknights-SRV004', Uint8Array.of(9)); // the data link never needed the broker
    await until(() => got.length === 1 && host.brokerState === 'online', 'the frame and the broker');
    expect(sockets.get('hexknights-SRV004')!.length).toBe(2); // one reconnect, same id
    const late = await transport('hexknights-SRV004-g2', ['hexknights-SRV004']);
    await until(() => late.peers().length === 1, 'a new guest to reach the host under its old id');
  });

  it('survives the broker restarting: links stay up, every page registers again, new guests get through', async () => {
    const host = await transport('hexknights-SRV005');
    const guest = await transport('hexknights-SRV005-g1', ['hexknights-SRV005']);
    await until(() => host.peers().length === 1, 'the first guest');
    await server.close(); // `npm start` stopped ...
    await until(() => host.brokerState === 'lost' && guest.brokerState === 'lost', 'both pages to lose the broker');
    server = await startServer({ port, host: '127.0.0.1', dir, expireTimeoutMs: 300 }); // ... and started again
    await until(() => host.brokerState === 'online' && guest.brokerState === 'online', 'both pages to register again');
    const got: number[] = [];
    host.onMessage((_from, d) => got.push(d[0]));
    guest.send('hexknights-SRV005', Uint8Array.of(4));
    await until(() => got.length === 1, 'a frame over the link kept through the restart');
    const late = await transport('hexknights-SRV005-g2', ['hexknights-SRV005']);
    await until(() => late.peers().length === 1 && host.peers().length === 2, 'a new guest through the new broker');
  });
});
