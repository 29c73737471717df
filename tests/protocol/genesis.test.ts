import { describe, expect, it } from 'vitest';
import { decodeCanonical, encodeCanonical } from '../../src/protocol/canonicalJson.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { parseGenesis, type Rules } from '../../src/protocol/genesis.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { createIdentity } from '../../src/session/room/identity.js';
import { createGenesis, joinLine } from '../../src/session/room/lobby.js';

const rules: Rules = { mode: 'base', players: 3, seating: 'beacon', beaconLength: 16 };
const seats = [0, 1, 2].map((i) => ({ identity: createIdentity(16, new Uint8Array(64).fill(i + 1)), name: `p${i}`, color: 'red' }));
const gameId = 'ab'.repeat(16);

function body(): any {
  return decodeCanonical(decodeEntry(createGenesis(gameId, rules, seats, 1, fastSign)).body);
}

describe('genesis', () => {
  it('binds game id, rules, host, names, keys and commitments, each line signed by its player', () => {
    const g = parseGenesis(body(), fastVerify);
    expect(g.host).toBe(1);
    expect(g.players.map((p) => p.name)).toEqual(['p0', 'p1', 'p2']);
    expect(g.players[2].commitment).toHaveLength(64);
  });

  it('refuses a line whose name, key, commitment, index or rules were changed by the host', () => {
    const edits: [string, (b: any) => void, RegExp][] = [
      ['name', (b) => (b.players[0].name = 'mallory'), /player 0 join signature/],
      ['commitment', (b) => (b.players[1].commitment = '00'.repeat(32)), /player 1 join signature/],
      ['rules', (b) => (b.rules.beaconLength = 17), /join signature/],
      ['order', (b) => b.players.reverse(), /join signature/],
      ['game id', (b) => (b.gameId = 'cd'.repeat(16)), /join signature/],
      ['duplicate key', (b) => (b.players[2] = b.players[0]), /reuses another player's key/],
      ['seating', (b) => (b.rules.seating = 'random'), /seating/],
      ['extra field', (b) => (b.extra = 1), /unknown field/],
      ['player count', (b) => b.players.pop(), /rules.players/],
    ];
    for (const [, edit, reason] of edits) {
      const b = body();
      edit(b);
      expect(() => parseGenesis(decodeCanonical(encodeCanonical(b)), fastVerify)).toThrow(reason);
    }
  });

  it('a join line is the player’s own signature over the statement', () => {
    const line = joinLine(gameId, rules, 0, seats[0], fastSign);
    expect(line.joinSig).toHaveLength(128);
    expect(line.publicKey).toBe(body().players[0].publicKey);
  });
});
