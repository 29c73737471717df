#!/usr/bin/env node
// How many rooms one `hexknights serve` broker holds (issue 40 item 2), on loopback, in bounded steps.
// Each room is a host and three guests, each a raw PeerJS client (the `peer` server's WebSocket
// protocol, as the peerjs library speaks it): every peer registers, every guest dials the host and
// the guests before it (the room's full mesh, as src/session/replica/peerMesh.ts links it), each dial
// an OFFER answered by an ANSWER with three CANDIDATEs each way, sized like Chromium's; then every peer
// sends a HEARTBEAT every 5 s (peerjs's pingInterval) while the next steps join.
// A guest's join latency: from opening its socket to the last answer and candidate of its dials.
// Steps add `--step` rooms, arriving at `--rate` rooms a second, until join p95 passes 1 s, a join
// fails, or `--max-rooms` is reached (bounded: the loop never runs past it).
// Then the limit: a broker started with --max-peers refuses one peer more, and its rooms go on.
// Prints one JSON object: per step peers, rooms, join p50/p95/max, the broker's RSS and heap-free
// memory per peer, the load average; then the refusal check.
//   node tests/e2e/brokerLoad.mjs [--step 250] [--rate 50] [--max-rooms 4000]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const STEP = arg('step', 250);
const RATE = arg('rate', 50);
const MAX_ROOMS = arg('max-rooms', 3000);
const HEARTBEAT_MS = 5000;
const JOIN_TIMEOUT_MS = 15_000;
// an offer as Chromium sends one for a data channel (about 1.2 KB of SDP), and a host candidate
const SDP =
  `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=ice-ufrag:${'x'.repeat(4)}\r\na=ice-pwd:${'y'.repeat(24)}\r\na=ice-options:trickle\r\na=fingerprint:sha-256 ${Array.from({ length: 32 }, () => 'AB').join(':')}\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n`.padEnd(
    1200,
    ' ',
  );
const candidate = (n) => ({
  candidate: `candidate:${n} 1 udp 2122260223 10.213.7.${n} 5${n}123 typ host generation 0 ufrag xxxx network-id 1`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function startBroker(extra = []) {
  const child = spawn(
    process.execPath,
    [join(root, 'bin', 'hexknights.js'), 'serve', '--port', '0', '--host', '127.0.0.1', '--dir', join(root, 'dist'), '--quiet', ...extra],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) ok(Number(m[1]));
    });
    child.once('exit', (code) => fail(new Error(`serve exited ${code}`)));
  });
  return { child, port };
}

/** The broker's resident memory (kB), read from /proc. */
function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
}

class Client {
  constructor(port, id) {
    this.id = id;
    this.handlers = new Map();
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/broker/peerjs?key=peerjs&id=${id}&token=${id.slice(-8)}&version=1.5.5`);
    this.opened = new Promise((ok, fail) => {
      this.ws.once('error', fail);
      this.ws.on('message', (data) => {
        const m = JSON.parse(String(data));
        if (m.type === 'OPEN') ok();
        else if (m.type === 'ERROR' || m.type === 'ID-TAKEN') fail(new Error(m.payload?.msg ?? m.type));
        else this.handlers.get(m.type)?.(m);
      });
      this.ws.once('close', () => fail(new Error('closed')));
    });
    this.opened.catch(() => {});
  }
  send(m) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(m));
  }
  heartbeat() {
    this.send({ type: 'HEARTBEAT' });
  }
}

/** One room: host and guests register; each guest dials everyone before it; resolves with each guest's join time. */
async function room(port, r) {
  const host = new Client(port, `hexknights-r${r}`);
  await host.opened;
  const members = [host];
  // whoever receives an offer answers it and sends its candidates, as a page's peerjs does
  const answer = (me) => (m) => {
    me.send({
      type: 'ANSWER',
      dst: m.src,
      payload: { sdp: { type: 'answer', sdp: SDP }, type: 'data', connectionId: m.payload.connectionId, browser: 'chrome' },
    });
    for (let c = 0; c < 3; c++)
      me.send({ type: 'CANDIDATE', dst: m.src, payload: { candidate: candidate(c), type: 'data', connectionId: m.payload.connectionId } });
  };
  host.handlers.set('OFFER', answer(host));
  const joins = [];
  for (let g = 1; g <= 3; g++) {
    const started = performance.now();
    const guest = new Client(port, `hexknights-r${r}-${g}`);
    guest.handlers.set('OFFER', answer(guest));
    await guest.opened;
    const pending = new Map();
    guest.handlers.set('ANSWER', (m) => pending.get(m.payload.connectionId)?.got());
    guest.handlers.set('CANDIDATE', (m) => pending.get(m.payload.connectionId)?.got());
    const dials = members.map((peer, k) => {
      const connectionId = `dc_${r}_${g}_${k}`;
      return new Promise((ok) => {
        let left = 4; // the answer and three candidates
        pending.set(connectionId, { got: () => --left === 0 && ok() });
        guest.send({
          type: 'OFFER',
          dst: peer.id,
          payload: {
            sdp: { type: 'offer', sdp: SDP },
            type: 'data',
            connectionId,
            label: connectionId,
            serialization: 'raw',
            reliable: true,
            browser: 'chrome',
          },
        });
        for (let c = 0; c < 3; c++) guest.send({ type: 'CANDIDATE', dst: peer.id, payload: { candidate: candidate(c), type: 'data', connectionId } });
      });
    });
    const timeout = new Promise((_, fail) => setTimeout(() => fail(new Error(`room ${r} guest ${g}: no answer in ${JOIN_TIMEOUT_MS} ms`)), JOIN_TIMEOUT_MS));
    await Promise.race([Promise.all(dials), timeout]);
    joins.push(performance.now() - started);
    members.push(guest);
  }
  return { members, joins };
}

async function load() {
  const { child, port } = await startBroker(['--max-peers', String(MAX_ROOMS * 4 + 10)]);
  const clients = [];
  const beat = setInterval(() => {
    for (const c of clients) c.heartbeat();
  }, HEARTBEAT_MS);
  const baseKb = rssKb(child.pid);
  const steps = [];
  let stop = null;
  try {
    for (let rooms = 0; rooms < MAX_ROOMS && !stop; ) {
      const n = Math.min(STEP, MAX_ROOMS - rooms);
      // the step's rooms arrive at `--rate` rooms a second, while everyone already there heartbeats
      const settled = await Promise.allSettled(
        Array.from({ length: n }, (_, k) => new Promise((ok) => setTimeout(ok, (k * 1000) / RATE)).then(() => room(port, rooms + k))),
      );
      const joins = [];
      for (const s of settled) {
        if (s.status === 'fulfilled') {
          clients.push(...s.value.members);
          joins.push(...s.value.joins);
        } else stop ??= `a join failed: ${s.reason.message}`;
      }
      rooms += n;
      await new Promise((ok) => setTimeout(ok, 1000)); // heartbeats and garbage collection catch up
      joins.sort((a, b) => a - b);
      const kb = rssKb(child.pid);
      const step = {
        rooms,
        peers: clients.length,
        joinMs: { p50: Math.round(percentile(joins, 50)), p95: Math.round(percentile(joins, 95)), max: Math.round(joins.at(-1) ?? NaN) },
        brokerRssMB: Math.round(kb / 102.4) / 10,
        kbPerPeer: Math.round(((kb - baseKb) / Math.max(1, clients.length)) * 10) / 10,
        load: loadavg()[0].toFixed(2),
      };
      steps.push(step);
      console.error(JSON.stringify(step));
      if (step.joinMs.p95 > 1000) stop = `join p95 ${step.joinMs.p95} ms passed 1 s`;
    }
  } finally {
    clearInterval(beat);
    for (const c of clients) c.ws.terminate();
    child.kill();
  }
  return { brokerIdleRssMB: Math.round(baseKb / 102.4) / 10, steps, stoppedBecause: stop ?? `reached --max-rooms ${MAX_ROOMS}` };
}

/** A broker with room for two rooms: the ninth peer is refused with the reason, the two rooms signal on. */
async function pastTheLimit() {
  const { child, port } = await startBroker(['--max-peers', '8']);
  try {
    const held = [await room(port, 0), await room(port, 1)];
    const extra = new Client(port, 'hexknights-one-too-many');
    const refusal = await extra.opened.then(
      () => 'registered',
      (e) => e.message,
    );
    // the rooms it holds still signal: the last guest of room 1 dials room 0's host
    const [g, h] = [held[1].members[3], held[0].members[0]];
    const through = await new Promise((ok) => {
      g.handlers.set('ANSWER', () => ok(true));
      g.send({
        type: 'OFFER',
        dst: h.id,
        payload: { sdp: { type: 'offer', sdp: SDP }, type: 'data', connectionId: 'dc_x', serialization: 'raw', reliable: true },
      });
      setTimeout(() => ok(false), 5000);
    });
    const alive = child.exitCode === null;
    for (const r of held) for (const c of r.members) c.ws.terminate();
    return { maxPeers: 8, ninthPeer: refusal, heldRoomsStillSignal: through, brokerAlive: alive };
  } finally {
    child.kill();
  }
}

const machine = `${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}`;
const result = { machine, step: STEP, roomsPerSecond: RATE, ...(await load()), pastTheLimit: await pastTheLimit() };
console.log(JSON.stringify(result, null, 1));
