import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock.js';
import { MemoryNetwork } from '../../src/net/memoryNetwork.js';
import { MAX_FRAME_BYTES } from '../../src/net/frameLimit.js';

const bytes = (n: number) => Uint8Array.of(n);

function pair(faults = {}, seed = 1) {
  const clock = new VirtualClock();
  const net = new MemoryNetwork(clock, faults, seed);
  const a = net.connect('a');
  const b = net.connect('b');
  const got: number[] = [];
  b.onMessage((from, data) => {
    expect(from).toBe('a');
    got.push(data[0]);
  });
  return { clock, net, a, b, got };
}

describe('virtual clock', () => {
  it('runs events in time order, then insertion order', async () => {
    const clock = new VirtualClock();
    const order: string[] = [];
    clock.setTimer(20, () => order.push('late'));
    clock.setTimer(10, () => order.push('first'));
    clock.setTimer(10, () => order.push('second'));
    const cancel = clock.setTimer(5, () => order.push('cancelled'));
    cancel();
    clock.setTimer(15, () => clock.setTimer(1, () => order.push('nested')));
    await clock.runUntil(() => false);
    expect(order).toEqual(['first', 'second', 'nested', 'late']);
    expect(clock.now()).toBe(20);
  });
});

describe('in-memory network', () => {
  it('delivers in order with no faults, and copies the bytes', async () => {
    const { clock, a, b, got } = pair();
    const data = bytes(1);
    a.send('b', data);
    data[0] = 9; // the sender reusing its buffer must not change what was sent
    for (let i = 2; i <= 5; i++) a.send('b', bytes(i));
    await clock.runUntil(() => false);
    expect(got).toEqual([1, 2, 3, 4, 5]);
    expect(a.peers()).toEqual(['b']);
    expect(b.peers()).toEqual(['a']);
  });

  it('loses, duplicates and reorders as configured, reproducibly', async () => {
    const run = async () => {
      const { clock, net, a, got } = pair({ loss: 0.2, duplicate: 0.2, delayMs: [0, 50], reorder: 0.2, reorderMs: 100 }, 42);
      for (let i = 0; i < 200; i++) a.send('b', bytes(i));
      await clock.runUntil(() => false);
      return { got, stats: { ...net.stats } };
    };
    const first = await run();
    expect(first.stats.lost).toBeGreaterThan(10);
    expect(first.stats.duplicated).toBeGreaterThan(10);
    expect(first.got.some((v, i) => i > 0 && v < first.got[i - 1])).toBe(true); // reordered
    expect(new Set(first.got).size).toBeLessThan(200); // some lost
    expect(first.got.length).toBeGreaterThan(new Set(first.got).size); // some twice
    expect(await run()).toEqual(first);
  });

  it('drops traffic across a disconnected link, including messages in flight, and recovers', async () => {
    const { clock, net, a, b, got } = pair({ delayMs: [10, 10] });
    const events: string[] = [];
    a.onPeer((peer, up) => events.push(`${peer}:${up}`));
    a.send('b', bytes(1));
    net.disconnect('b');
    a.send('b', bytes(2));
    await clock.runUntil(() => false);
    expect(got).toEqual([]);
    expect(a.peers()).toEqual([]);
    net.reconnect('b');
    a.send('b', bytes(3));
    await clock.runUntil(() => false);
    expect(got).toEqual([3]);
    expect(events).toEqual(['b:false', 'b:true']);
    b.close();
    expect(a.peers()).toEqual([]);
    expect(() => net.connect('a')).toThrow(/already connected/);
    const b2 = net.connect('b'); // a closed id can join again (a restarted replica)
    expect(b2.peers()).toEqual(['a']);
  });

  it('lets a test rewrite or drop messages in flight', async () => {
    const { clock, net, a, got } = pair();
    net.intercept = (_f, _t, data) => (data[0] === 2 ? null : Uint8Array.of(data[0] * 10));
    for (let i = 1; i <= 3; i++) a.send('b', bytes(i));
    await clock.runUntil(() => false);
    expect(got).toEqual([10, 30]);
  });

  it('drops a frame over the size limit before the receiver sees it', async () => {
    const { clock, net, a, got } = pair();
    const big = new Uint8Array(MAX_FRAME_BYTES + 1).fill(7);
    a.send('b', big);
    a.send('b', new Uint8Array(MAX_FRAME_BYTES).fill(8)); // the limit itself is allowed
    await clock.runUntil(() => false);
    expect(got).toEqual([8]);
    expect(net.stats.oversized).toBe(1);
  });

  it('keeps open links while the broker is away, and links a peer that joins or comes back only once it returns', async () => {
    const { clock, net, a, got } = pair();
    const c = net.connect('c');
    net.brokerGone();
    a.send('b', bytes(1)); // an open link carries on without the broker
    net.disconnect('c');
    net.reconnect('c'); // its link dropped: no redial without the broker
    c.close();
    const d = net.connect('d'); // a restarted replica cannot register
    expect(d.peers()).toEqual([]);
    expect(a.peers()).toEqual(['b']);
    const dHeard: string[] = [];
    d.onPeer((peer, up) => dHeard.push(`${peer}:${up}`));
    a.send('d', bytes(2));
    await clock.runUntil(() => false);
    expect(got).toEqual([1]);
    net.brokerBack();
    expect(d.peers().sort()).toEqual(['a', 'b']);
    expect(dHeard.sort()).toEqual(['a:true', 'b:true']);
    expect(a.peers().sort()).toEqual(['b', 'd']); // c closed while it waited: never announced
    expect(net.brokerIsAway).toBe(false);
  });
});
