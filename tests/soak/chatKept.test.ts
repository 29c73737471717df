// A table open for hours keeps its chat small (issue 40 item 3): every line ever said stayed in the
// room's memory (and was copied whole at each new line); now the newest KEPT_CHAT_LINES are kept.
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { KEPT_CHAT_LINES, RoomChat } from '../../src/session/room/chat';
import { toHex } from '../../src/protocol/bytes';
import type { Transport } from '../../src/net/transport';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';

describe('a long table\'s chat', () => {
  it('keeps the newest lines only, however long the table talks', () => {
    const key = nacl.sign.keyPair();
    let n = 0;
    const chat = new RoomChat({ gameId: 'g', publicKeys: [toHex(key.publicKey)], participant: 0, secretKey: key.secretKey, sign: fastSign, verify: fastVerify, now: () => ++n });
    const quiet: Transport = { self: 'a', send: () => {}, peers: () => [], onMessage: () => () => {}, onPeer: () => () => {}, close: () => {} };
    chat.attach(quiet, true, () => []);
    const said = KEPT_CHAT_LINES + 50;
    for (let i = 0; i < said; i++) chat.send(`line ${i}`);
    expect(chat.lines.value.length).toBe(KEPT_CHAT_LINES);
    expect(chat.lines.value.at(-1)!.text).toBe(`line ${said - 1}`);
    expect(chat.lines.value[0].text).toBe(`line ${said - KEPT_CHAT_LINES}`);
  });
});
