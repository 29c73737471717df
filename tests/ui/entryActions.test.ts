// The log reads each entry's action back from its body (entryActions.ts): a face-down move's body carries
// the tokens it hands over beside the action ("handOver", issue 36), and its move is told like any other.
import { describe, expect, it } from 'vitest';
import { encodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { encodeEntry } from '../../src/protocol/entry';
import type { GameReplay } from '../../src/session/log/replay';
import { entryActions } from '../../src/ui/entryActions';

/** Entry `seq` by `author` with `body` (its signature is not read here). */
const entry = (seq: number, author: number, body: Json) =>
  encodeEntry({ seq, prev: new Uint8Array(32), author, kind: 'action', body: encodeCanonical(body), sig: new Uint8Array(64) });

describe('entry actions', () => {
  it('reads a face-down move beside its handOver, a spend beside its reveals, and a plain move', () => {
    const log = [
      new Uint8Array(0), // the genesis is not read
      entry(1, 1, {
        action: { type: 'giveCards' },
        handOver: [
          [3, 0],
          [3, 1],
        ],
      }),
      entry(2, 2, { action: { type: 'commercialHarborReply', faceDown: true }, handOver: [[4, 2]] }),
      entry(3, 0, { action: { type: 'roll' } }),
    ];
    const replay = { entryAt: (seq: number) => log[seq], seatOf: [0, 1, 2], participants: 3 } as unknown as GameReplay;
    expect(entryActions(replay, 1, 4)).toEqual([
      { seat: 1, action: { type: 'giveCards' } },
      { seat: 2, action: { type: 'commercialHarborReply', faceDown: true } },
      { seat: 0, action: { type: 'roll' } },
    ]);
  });
});
