// A replica opened without a verifier (the page's way) checks every signature with the protocol's rule
// on the accelerator (acceleratedVerify.ts, the equation in WebAssembly), and refuses what it must: an entry
// with a broken signature from the host, and a submission out of turn.
import { describe, expect, it } from 'vitest';
import { Bot } from '../../src/bots/bot.js';
import { strategyNamed } from '../../src/bots/strategy.js';
import { VirtualClock } from '../../src/net/clock.js';
import { MemoryNetwork } from '../../src/net/memoryNetwork.js';
import { seededRandom } from '../../src/net/random.js';
import { bytesEqual, toHex } from '../../src/protocol/bytes.js';
import { encodeActionBody } from '../../src/protocol/bodies.js';
import { encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry.js';
import type { Rules } from '../../src/protocol/genesis.js';
import { nobleSign } from '../../src/protocol/nobleSign.js';
import { MemoryEntryStore } from '../../src/session/log/entryStore.js';
import { decodeMessage, encodeMessage } from '../../src/session/replica/messages.js';
import { Replica } from '../../src/session/replica/replica.js';
import { createIdentity } from '../../src/session/room/identity.js';
import { createGenesis } from '../../src/session/room/lobby.js';
import { sharedEngine } from './logBuilder.js';

async function liveTable(seed: number) {
  const engine = await sharedEngine();
  const clock = new VirtualClock();
  const network = new MemoryNetwork(clock, { delayMs: [1, 10] }, seed);
  const random = seededRandom(seed);
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
  const rules: Rules = { mode: 'base', players: 3, seating: 'beacon', beaconLength: 512 };
  const identities = [0, 1, 2].map(() => createIdentity(rules.beaconLength, bytes(64)));
  const seats = identities.map((identity, i) => ({ identity, name: `p${i}`, color: ['red', 'blue', 'white'][i] }));
  const genesis = createGenesis(toHex(bytes(16)), rules, seats, 0, nobleSign);
  const replicas: Replica[] = [];
  const logs: string[][] = [[], [], []];
  for (let i = 0; i < 3; i++) {
    replicas.push(
      await Replica.open({
        engine,
        store: new MemoryEntryStore(),
        transport: network.connect(`p${i}`),
        clock,
        hostPeer: 'p0',
        participant: i,
        identity: identities[i],
        genesis: i === 0 ? genesis : undefined,
        // Signatures are real work while the clock is virtual: no timeout may depend on them.
        revealTimeoutMs: 1e9,
        proxyAfterMs: Number.POSITIVE_INFINITY,
        log: (line) => logs[i].push(line),
      }),
    );
  }
  const bots = replicas.map((r, i) => new Bot(r, strategyNamed('heuristic'), clock, seededRandom(seed + i)));
  for (const b of bots) b.start();
  /** Drive the clock, letting real work (the store's promises) run between steps, until `done`. */
  const until = async (done: () => boolean) => {
    while (!done()) {
      await clock.runUntil(done, clock.now() + 1000);
      await new Promise((r) => setTimeout(r, 1));
    }
  };
  const close = () => {
    for (const b of bots) b.stop();
    for (const r of replicas) r.close();
  };
  return { network, identities, replicas, logs, until, close };
}

describe('a live replica (no verifier given)', () => {
  it('refuses a broken signature and a move out of turn', async () => {
    const t = await liveTable(3);
    const [host, guest] = t.replicas;
    let broken = -1;
    let outOfTurn = -1;
    let injected: Uint8Array | null = null;
    t.network.intercept = (from, to, data) => {
      const message = decodeMessage(data);
      // the host's entry to guest 1, once, with its signature broken
      if (broken < 0 && from === 'p0' && to === 'p1' && message.type === 'entry' && host.replay.nextSeq > 20) {
        const bad = message.bytes.slice();
        bad[bad.length - 1] ^= 1;
        broken = host.replay.nextSeq - 1;
        return encodeMessage({ type: 'entry', bytes: bad });
      }
      // participant 2, while it has nothing to do, submits an end of turn signed with its own key
      if (outOfTurn < 0 && from === 'p2' && to === 'p0' && host.replay.nextSeq > 30 && !host.replay.pendingDraw() && !host.replay.mayAct(2)) {
        const unsigned = { seq: host.replay.nextSeq, prev: host.replay.head, author: 2, kind: 'action' as const, body: encodeActionBody({ type: 'endTurn' }) };
        const sig = nobleSign(signingMessage(unsignedBytes(unsigned)), t.identities[2].keyPair.secretKey);
        outOfTurn = unsigned.seq;
        injected = encodeEntry({ ...unsigned, sig });
        return encodeMessage({ type: 'submit', bytes: injected });
      }
      return data;
    };
    const sameHead = () => t.replicas.every((r) => r.replay.nextSeq >= 80 && r.head.value.hash === host.head.value.hash);
    await t.until(() => sameHead() || t.replicas.some((r) => r.halted));
    expect(t.replicas.every((r) => !r.halted)).toBe(true);
    t.close();
    expect(broken).toBeGreaterThan(0);
    expect(guest.rejections.value.some((r) => /bad signature/.test(r.reason))).toBe(true);
    expect(outOfTurn).toBeGreaterThan(0);
    // A guest's refused submission is logged by the host, not listed as its own player's refusal. On a
    // busy box another entry may take that seq while the submission travels: then it is too late.
    expect(t.logs[0].some((line) => /rejected \(from p2\).*(not participant 2's turn|too late for entry)/.test(line))).toBe(true);
    expect(bytesEqual(host.replay.entryAt(outOfTurn)!, injected!)).toBe(false);
  }, 300_000);
});
