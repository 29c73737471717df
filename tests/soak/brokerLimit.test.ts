// Past its limit the broker of `hexknights serve` refuses a registration with a clear message and
// goes on serving everyone it holds (issue 40 item 2; the figures are in docs/network.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../../src/cli/serve';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dir: '/nonexistent', maxPeers: 3 });
});
afterAll(() => server.close());

interface Client {
  ws: WebSocket;
  messages: { type: string; src?: string; payload?: { msg?: string } }[];
  closed: Promise<void>;
}

/** Open a raw PeerJS client socket and wait for the broker's first answer (OPEN, or ERROR). */
async function register(id: string): Promise<Client> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/broker/peerjs?key=peerjs&id=${id}&token=t${id}`);
  const client: Client = { ws, messages: [], closed: new Promise((ok) => ws.once('close', () => ok())) };
  await new Promise<void>((ok, fail) => {
    ws.on('message', (data) => {
      client.messages.push(JSON.parse(String(data)));
      ok();
    });
    ws.once('error', fail);
  });
  return client;
}

const until = async (check: () => boolean): Promise<boolean> => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((ok) => setTimeout(ok, 10));
  return check();
};

describe('the broker past its limit', () => {
  it('refuses one peer more with the reason and closes its socket, and the peers it holds signal on', async () => {
    const held = [await register('a'), await register('b'), await register('c')];
    expect(held.map((c) => c.messages[0].type)).toEqual(['OPEN', 'OPEN', 'OPEN']);
    const refused = await register('d');
    expect(refused.messages[0]).toEqual({ type: 'ERROR', payload: { msg: 'Server has reached its concurrent user limit' } });
    await refused.closed;
    held[0].ws.send(JSON.stringify({ type: 'OFFER', dst: 'b', payload: { sdp: 'x', connectionId: 'dc_1' } }));
    expect(await until(() => held[1].messages.some((m) => m.type === 'OFFER' && m.src === 'a'))).toBe(true);
    held[2].ws.close();
    await held[2].closed;
    // a freed place is taken again, once the broker has seen the socket close
    let again = await register('e');
    for (let i = 0; i < 50 && again.messages[0].type !== 'OPEN'; i++) {
      await new Promise((ok) => setTimeout(ok, 20));
      again = await register('e');
    }
    expect(again.messages[0].type).toBe('OPEN');
    for (const c of [...held, again]) c.ws.close();
  });
});
