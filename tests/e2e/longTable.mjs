#!/usr/bin/env node
// A long table stays small (issue 40 item 3), in figures (printed, never asserted):
//   game:  a 6-player Cities & Knights game between bot replicas played to its end (2,000+ entries),
//          sampled every 250 entries: the process heap (after a full GC) per replica and per entry,
//          and each replica's stored bytes (what its IndexedDB store would hold) per entry;
//   table: a 4-player C&K table kept open for hours of simulated clock (bots that think 15 s, players
//          idle past a 60 s turn limit so stand-ins move for them, two spectators following, a chat
//          line every 20 s over the room's signed chat), sampled every 30 simulated minutes.
// Everything runs on virtual time in this one process (src/cli/soakTable.ts), each replica checking
// every signature itself as a page does (no shared memo of answers in the heap); the reload of a browser
// tab at entry 1,500 is measured by tests/e2e/reloadAt1500.mjs.
//   node tests/e2e/longTable.mjs [--seed 3] [--hours 3]
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

if (typeof globalThis.gc !== 'function') {
  // heap figures mean something only after a full collection
  const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
const { createEngine } = await import('../../src/engine/index.ts');
const { loadWasmGroup } = await import('../../src/protocol/cards/wasmGroup.ts');
const { fastSign, fastVerify } = await import('../../src/protocol/nodeEd25519.ts');
const { SoakGame } = await import('../../src/cli/soakTable.ts');
const { MemoryNetwork } = await import('../../src/net/memoryNetwork.ts');
const { RoomChat } = await import('../../src/session/room/chat.ts');
const { toHex } = await import('../../src/protocol/bytes.ts');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SEED = arg('seed', 3);
const HOURS = arg('hours', 3);
const [engine] = await Promise.all([createEngine(), loadWasmGroup()]);

function heapMB() {
  globalThis.gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}
const r1 = (x) => Math.round(x * 10) / 10;

/** Per-replica figures of `stores` (SavedLogs) holding `entries` entries. */
function storeFigures(stores, entries) {
  const bytes = stores.map((s) => s.bytes);
  const mean = bytes.reduce((a, b) => a + b, 0) / bytes.length;
  return { storeKB: r1(mean / 1024), storeBytesPerEntry: Math.round(mean / Math.max(1, entries)) };
}

async function wholeGame() {
  const heap0 = heapMB();
  const game = new SoakGame({ engine, mode: 'ck56', players: 6, seed: SEED, sign: fastSign, verify: fastVerify, faultKinds: [] });
  await game.open();
  const host = () => game.seats[0].replica;
  const samples = [];
  const sample = () => {
    const entries = host().replay.nextSeq;
    const heap = heapMB() - heap0;
    samples.push({
      entries,
      heapMB: r1(heap),
      heapKBPerReplicaEntry: r1((heap * 1024) / 6 / Math.max(1, entries)),
      ...storeFigures(
        game.seats.map((s) => s.saved),
        entries,
      ),
    });
    console.error(JSON.stringify({ game: samples.at(-1) }));
  };
  for (let next = 250; !game.settled(); next += 250) {
    await game.clock.runUntil(() => game.settled() || host().replay.nextSeq >= next, game.clock.now() + 3_600_000);
    sample();
    if (game.clock.pending === 0) break;
  }
  const finished = game.seats.every((s) => s.replica?.finished.value);
  game.close();
  return { mode: 'ck 6 players', finished, virtualMinutes: Math.round(game.clock.now() / 60_000), samples };
}

async function openTable() {
  const heap0 = heapMB();
  const players = 4;
  const game = new SoakGame({
    engine,
    mode: 'ck',
    players,
    seed: SEED + 1,
    sign: fastSign,
    verify: fastVerify,
    faultKinds: ['idle'],
    faultEveryMs: 10 * 60_000,
    turnLimitMs: 60_000,
    botThinkMs: 15_000,
    spectators: 2,
    limitMs: HOURS * 3_600_000,
  });
  await game.open();
  // the room's chat channel: its own in-memory network on the table's clock, the host relaying
  const chatNet = new MemoryNetwork(game.clock, { delayMs: [2, 40] }, SEED);
  const gameId = game.seats[0].replica.replay.genesis.gameId;
  const publicKeys = game.seats.map((s) => toHex(s.identity.keyPair.publicKey));
  const chats = game.seats.map((s, p) => {
    const chat = new RoomChat({
      gameId,
      publicKeys,
      participant: p,
      secretKey: s.identity.keyPair.secretKey,
      sign: fastSign,
      verify: fastVerify,
      now: () => Math.floor(game.clock.now()) + 1,
    });
    chat.attach(chatNet.connect(`c${p}`), p === 0, () => (p === 0 ? game.seats.slice(1).map((_, q) => `c${q + 1}`) : ['c0']));
    return chat;
  });
  let said = 0;
  const talk = () => {
    chats[said % players].send(`line ${said} ${'words '.repeat(20)}`);
    said++;
    game.clock.setTimer(20_000, talk);
  };
  game.clock.setTimer(20_000, talk);
  const samples = [];
  const end = HOURS * 3_600_000;
  for (let at = 30 * 60_000; at <= end; at += 30 * 60_000) {
    await game.clock.runUntil(() => false, at);
    const entries = game.seats[0].replica?.replay.nextSeq ?? 0;
    const heap = heapMB() - heap0;
    samples.push({
      hours: r1(at / 3_600_000),
      entries,
      heapMB: r1(heap),
      heapKBPerReplicaEntry: r1((heap * 1024) / (players + game.watchers.length) / Math.max(1, entries)),
      ...storeFigures(
        game.seats.map((s) => s.saved),
        entries,
      ),
      spectatorStoreKB: r1(game.watchers[0].saved.bytes / 1024),
      chatLinesSaid: said,
      chatLinesKept: chats[1].lines.value.length,
      idleFaults: game.faults.get('idle'),
      finished: game.seats[0].replica?.finished.value ?? false,
    });
    console.error(JSON.stringify({ table: samples.at(-1) }));
  }
  game.close();
  return { mode: 'ck 4 players, 2 spectators, 60 s turn limit', samples };
}

const machine = `${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}, load ${loadavg()[0].toFixed(2)}`;
const started = performance.now();
const game = await wholeGame();
const table = await openTable();
console.log(JSON.stringify({ machine, wallSeconds: Math.round((performance.now() - started) / 1000), game, table }, null, 1));
