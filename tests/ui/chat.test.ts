// Table chat: lines signed by the author's game key, relayed by the host, checked by every reader;
// a forged or altered line is dropped, and nothing of it enters the game log (it has no replica).
import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { toHex } from '../../src/protocol/bytes';
import type { MessageHandler, PeerId, Transport } from '../../src/net/transport';
import { RoomChat } from '../../src/session/room/chat';

/** A star of fake links: guests reach only the host, as in a room. */
function star(ids: PeerId[]): Map<PeerId, Transport> {
  const handlers = new Map<PeerId, MessageHandler[]>();
  const links = new Map<PeerId, Transport>();
  const [host] = ids;
  for (const id of ids) {
    handlers.set(id, []);
    links.set(id, {
      self: id,
      peers: () => (id === host ? ids.slice(1) : [host]),
      send: (to, data) => handlers.get(to)!.forEach((h) => h(id, data)),
      onMessage: (h) => (handlers.get(id)!.push(h), () => {}),
      onPeer: () => () => {},
      close: () => {},
    });
  }
  return links;
}

describe('RoomChat', () => {
  const keys = [0, 1, 2].map(() => nacl.sign.keyPair());
  const publicKeys = keys.map((k) => toHex(k.publicKey));
  const make = (p: number) => new RoomChat({ gameId: 'g1', publicKeys, participant: p, secretKey: keys[p].secretKey });

  it('relays signed lines through the host to every player', () => {
    const links = star(['host', 'a', 'b']);
    const chats = [make(0), make(1), make(2)];
    chats[0].attach(links.get('host')!, true, () => ['a', 'b']);
    chats[1].attach(links.get('a')!, false, () => ['host']);
    chats[2].attach(links.get('b')!, false, () => ['host']);
    chats[1].send('  good luck!  ');
    chats[0].send('you too');
    for (const c of chats) expect(c.lines.value.map((l) => `${l.participant}:${l.text}`)).toEqual(['1:good luck!', '0:you too']);
  });

  it('drops a line signed by someone else, an altered line and a replay', () => {
    const links = star(['host', 'a']);
    const host = make(0);
    host.attach(links.get('host')!, true, () => ['a']);
    const send = (wire: object) => links.get('a')!.send('host', new TextEncoder().encode(JSON.stringify(wire)));
    const sign = (p: number, n: number, text: string, by = p) => {
      const chat = new RoomChat({ gameId: 'g1', publicKeys, participant: p, secretKey: keys[by].secretKey, now: () => n });
      let captured: Uint8Array | null = null;
      chat.attach({ ...links.get('a')!, peers: () => ['x'], send: (_to, d) => (captured = d) }, false, () => ['x']);
      chat.send(text);
      return JSON.parse(new TextDecoder().decode(captured!));
    };
    send(sign(1, 5, 'forged', 2)); // claims to be 1, signed by 2
    send({ ...sign(1, 6, 'hello'), text: 'altered' });
    const good = sign(1, 7, 'hello');
    send(good);
    send(good); // the same line again
    expect(host.lines.value.map((l) => l.text)).toEqual(['hello']);
  });
});
