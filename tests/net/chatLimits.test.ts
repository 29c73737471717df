// Issue 35 item 7: a participant's chat cannot flood the table or break it. The attacker is one of
// the room's own RoomChats with its `send` patched past its own limits (it signs every line with its
// real game key, so each one verifies); the host and the other guest are unmodified.
// - 20,000 signed lines at once: every reader keeps at most CHAT_HISTORY, shows and relays only the
//   author's burst, and after CHAT_REFILL_MS one more;
// - a line whose `p` is an object, and other malformed lines: dropped, nothing throws, the chat goes on;
// - a frame over MAX_CHAT_FRAME is dropped unread.
import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { toHex } from '../../src/protocol/bytes';
import { VirtualClock } from '../../src/net/clock';
import { MemoryNetwork } from '../../src/net/memoryNetwork';
import { CHAT_BURST, CHAT_HISTORY, CHAT_REFILL_MS, CHAT_TAG as CHAT_SIGN_TAG, MAX_CHAT_FRAME, RoomChat } from '../../src/session/room/chat';
import { encodeCanonical } from '../../src/protocol/canonicalJson';
import { tagged } from '../../src/protocol/signatures';
import { Channel, CHAT_TAG } from '../../src/session/room/channel';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';

/** Three participants' chats over the in-memory network, the host relaying; player 1 is the attacker. */
function table() {
  const clock = new VirtualClock();
  const network = new MemoryNetwork(clock, { delayMs: [2, 2] }, 5); // in order: the counts below are exact
  const ids = ['host', 'mal', 'cyd'];
  const keys = ids.map(() => nacl.sign.keyPair());
  const publicKeys = keys.map((k) => toHex(k.publicKey));
  const transports = ids.map((id) => new Channel(network.connect(id), CHAT_TAG));
  const chats = ids.map(
    (_, p) =>
      new RoomChat({ gameId: 'g1', publicKeys, participant: p, secretKey: keys[p].secretKey, sign: fastSign, verify: fastVerify, now: () => clock.now() }),
  );
  // a star, as in a room: the host talks to both guests, each guest to the host
  chats.forEach((c, p) => c.attach(transports[p], p === 0, () => (p === 0 ? ['mal', 'cyd'] : ['host'])));
  const heardByCyd: number[] = [];
  transports[2].onMessage(() => heardByCyd.push(clock.now()));
  /** The attacker's chat with its own rate limit patched away (one patched method). */
  const unlimited = chats[1] as unknown as { hasAllowance(p: number): boolean };
  unlimited.hasAllowance = () => true;
  const raw = (msg: unknown) => transports[1].send('host', new TextEncoder().encode(JSON.stringify(msg)));
  /** Let `ms` of virtual time pass (the clock only moves to scheduled events). */
  const pass = async (ms: number) => {
    clock.setTimer(ms, () => {});
    await clock.runUntil(() => false, clock.now() + ms);
  };
  /** A line the attacker signs with its real key, extra fields and all (the signature covers only the line). */
  const signed = (n: number, text: string, extra: object = {}) => {
    const line = { gameId: 'g1', p: 1, n, text };
    return { ...line, ...extra, sig: toHex(fastSign(tagged(CHAT_SIGN_TAG, encodeCanonical(line)), keys[1].secretKey)) };
  };
  return { clock, chats, heardByCyd, raw, pass, signed };
}

describe('chat limits', () => {
  it("one participant's 20,000 signed lines: a burst is shown and relayed, one more per refill, and the history stays bounded", async () => {
    const { chats, heardByCyd, pass } = table();
    for (let i = 0; i < 20_000; i++) chats[1].send(`spam ${i}`);
    await pass(200);
    expect(chats[1].lines.value.length).toBe(CHAT_HISTORY); // even the flooder's own screen keeps only the newest
    expect(chats[0].lines.value.length).toBe(CHAT_BURST);
    expect(chats[2].lines.value.length).toBe(CHAT_BURST);
    expect(heardByCyd.length).toBe(CHAT_BURST); // the host relayed only what it showed
    await pass(CHAT_REFILL_MS);
    chats[1].send('one more');
    await pass(200);
    expect(chats[2].lines.value.at(-1)?.text).toBe('one more');
    // an honest player is not held back by the flooder's rate
    chats[2].send('calm down');
    await pass(200);
    expect(chats[0].lines.value.at(-1)?.text).toBe('calm down');
    expect(chats[1].lines.value.at(-1)?.text).toBe('calm down');
  });

  it('keeps at most CHAT_HISTORY lines however slowly they come', async () => {
    const { chats, pass } = table();
    for (let i = 0; i < CHAT_HISTORY + 50; i++) {
      chats[2].send(`line ${i}`);
      await pass(CHAT_REFILL_MS);
    }
    expect(chats[0].lines.value.length).toBe(CHAT_HISTORY);
    expect(chats[0].lines.value.at(-1)?.text).toBe(`line ${CHAT_HISTORY + 49}`);
    expect(chats[0].lines.value[0].text).toBe('line 50');
  });

  it('a line whose p is an object, and other shapes, are dropped without a throw; the chat goes on', async () => {
    const { chats, raw, pass } = table();
    const sig = 'ab'.repeat(64);
    for (const p of [{ toString: 1 }, { valueOf: {} }, [1], '1', 1.5, -1, 3, null]) raw({ gameId: 'g1', p, n: 5, text: 'x', sig });
    for (const bad of [
      null,
      7,
      'text',
      [],
      { gameId: 'g1', p: 1, n: 5, text: { length: 1 }, sig },
      { gameId: 'g1', p: 1, n: '5', text: 'x', sig },
      { gameId: 'g1', p: 1, n: 5, text: 'x', sig: { length: 128 } },
    ])
      raw(bad);
    await pass(200);
    expect(chats[0].lines.value).toEqual([]);
    chats[1].send('still here');
    await pass(200);
    expect(chats[2].lines.value.map((l) => l.text)).toEqual(['still here']);
  });

  it('a frame over MAX_CHAT_FRAME is dropped before it is read', async () => {
    const { chats, raw, pass, signed } = table();
    raw(signed(5, 'padded', { pad: 'y'.repeat(MAX_CHAT_FRAME) }));
    raw(signed(6, 'plain'));
    await pass(200);
    expect(chats[0].lines.value.map((l) => l.text)).toEqual(['plain']);
  });
});
