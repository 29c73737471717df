// Each test feeds one kind of bad entry to a replay that holds a valid prefix, and checks it is
// refused for the right reason while the state stays exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry } from '../../src/protocol/entry.js';
import { encodeActionBody } from '../../src/protocol/bodies.js';
import { seededRandom } from '../../src/net/random.js';
import type { GameReplay } from '../../src/session/log/replay.js';
import { LogBuilder } from './logBuilder.js';

let builder: LogBuilder;

beforeAll(async () => {
  builder = await LogBuilder.create(4);
  builder.playUntil((b) => b.entries.length >= 40);
});

function expectRejected(replay: GameReplay, bytes: Uint8Array, reason: RegExp): void {
  const before = { seq: replay.nextSeq, hash: replay.game?.hash() };
  const verdict = replay.accept(bytes);
  expect(verdict.ok).toBe(false);
  if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  expect({ seq: replay.nextSeq, hash: replay.game?.hash() }).toEqual(before);
}

/** A replay at the builder's head, and the honest next action (the builder is paused before a move). */
function atMove(): { replay: GameReplay; actor: number; action: Record<string, unknown> & { type: string } } {
  const b = builder;
  while (b.replay.pendingDraw()) b.push(b.beacon());
  const replay = b.replayCopy();
  const actor = b.actor();
  return { replay, actor, action: b.replay.legalActions(actor)[0] };
}

describe('adversarial entries', () => {
  it('rejects a forged signature (signed by someone other than the author)', () => {
    const { replay, actor, action } = atMove();
    const forged = builder.action(actor, action, { signer: (actor + 1) % 4 });
    expectRejected(replay, forged, /bad signature/);
    expect(replay.accept(builder.action(actor, action)).ok).toBe(true); // the honest one passes
  });

  it('rejects an altered body under the original signature', () => {
    const { replay, actor, action } = atMove();
    const honest = decodeEntry(builder.action(actor, action));
    const altered = encodeEntry({ ...honest, body: encodeActionBody({ type: 'endTurn' }) });
    expectRejected(replay, altered, /bad signature/);
  });

  it('rejects reordered and dropped entries', () => {
    const e = builder.entries;
    const replay = builder.replayCopy();
    const fresh = new (replay.constructor as new (...a: unknown[]) => GameReplay)(builder.engine, (replay as any).verify);
    for (let i = 0; i < 10; i++) expect(fresh.accept(e[i]).ok).toBe(true);
    expectRejected(fresh, e[11], /out of order, expected seq 10/); // 10 dropped, or 11 ahead of 10
    // a chain that skips an entry: same seq as the dropped one but linked to the wrong predecessor
    const skipping = builder.entry(decodeEntry(e[11]).author, decodeEntry(e[11]).kind, decodeEntry(e[11]).body, {
      seq: 10,
      prev: decodeEntry(e[10]).prev.map((x) => x ^ 1),
    });
    expectRejected(fresh, skipping, /broken chain/);
  });

  it('rejects a replayed entry', () => {
    const replay = builder.replayCopy();
    expectRejected(replay, builder.entries[5], /replayed entry/);
    expectRejected(replay, builder.entries[0], /replayed entry/);
  });

  it('rejects an entry by a player out of turn', () => {
    const { replay, actor, action } = atMove();
    const other = [0, 1, 2, 3].find((p) => p !== actor && !replay.mayAct(p))!;
    expectRejected(replay, builder.action(other, action), new RegExp(`not participant ${other}'s turn`));
  });

  it('rejects an illegal move with the engine error', () => {
    const { replay, actor } = atMove();
    expectRejected(replay, builder.action(actor, { type: 'placeSettlement', vertex: [99, 0] }), /illegal action placeSettlement: \S/);
    expectRejected(replay, builder.action(actor, { type: 'noSuchAction' }), /illegal action noSuchAction: \S/);
  });

  it('rejects an action while a beacon draw is pending, and a beacon when none is', () => {
    const b = builder;
    while (!b.replay.pendingDraw()) b.push(b.action(b.actor(), b.progressAction(b.actor())));
    const replay = b.replayCopy();
    const p = [0, 1, 2, 3].find((q) => b.replay.game!.legalActions(b.replay.seatOf[q]).length > 0) ?? 0;
    expectRejected(replay, b.action(p, { type: 'endTurn' }), /waiting for beacon draw/);
    b.push(b.beacon());
    const after = b.replayCopy();
    if (!after.pendingDraw()) {
      const body = decodeEntry(b.entries[b.entries.length - 1]).body;
      expectRejected(after, b.entry(0, 'beacon', body), /no chance draw is pending/);
    }
  });

  it('rejects a wrong beacon reveal, a beacon from a non-host, and a draw with no reveals', () => {
    const b = builder;
    while (!b.replay.pendingDraw()) b.push(b.action(b.actor(), b.progressAction(b.actor())));
    const replay = b.replayCopy();
    const draw = replay.pendingDraw()!.draw;
    const honest = b.identities.map((id) => id.onion.revealFor(draw));
    const wrong = [...honest];
    wrong[2] = b.identities[2].onion.revealFor(draw + 1); // a real layer, but not the next one
    expectRejected(replay, b.beacon(wrong), new RegExp(`wrong beacon reveal by participant 2 for draw ${draw}`));
    const stale = [...honest];
    stale[1] = b.identities[1].onion.revealFor(draw - 1); // last draw's value again
    expectRejected(replay, b.beacon(stale), /wrong beacon reveal by participant 1/);
    expectRejected(replay, b.beacon(honest, 1), /only the host/);
    expectRejected(replay, b.beacon([null, null, null, null]), /the host's own reveal \(participant 0\) is missing/);
    // the timeout path: a player who withheld is recorded as null, and that is valid
    expect(replay.accept(b.beacon([honest[0], honest[1], null, honest[3]])).ok).toBe(true);
    expect(replay.missedDraws[2]).toBe(1);
  });

  it('rejects entries before genesis and a second genesis', () => {
    const fresh = builder.replayCopy();
    expectRejected(fresh, builder.genesis, /replayed/);
    const replay = new (fresh.constructor as new (...a: unknown[]) => GameReplay)(builder.engine, (fresh as any).verify);
    expectRejected(replay, builder.entries[1], /out of order/);
    const moved = builder.entry(0, 'action', encodeActionBody({ type: 'endTurn' }), { seq: 0, prev: new Uint8Array(32) });
    expectRejected(replay, moved, /first entry must be the genesis/);
  });

  it('rejects every one of 2000 mutations of a valid next entry, leaving the state untouched', () => {
    const { replay, actor, action } = atMove();
    const good = builder.action(actor, action);
    const rand = seededRandom(5);
    for (let i = 0; i < 2000; i++) {
      const bad = Array.from(good);
      const op = Math.floor(rand() * 3);
      const at = Math.floor(rand() * bad.length);
      if (op === 0) bad[at] ^= 1 << Math.floor(rand() * 8);
      else if (op === 1) bad.splice(at, 1 + Math.floor(rand() * 3));
      else bad.splice(at, 0, Math.floor(rand() * 256));
      const verdict = replay.accept(Uint8Array.from(bad));
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.reason).toMatch(/^(malformed entry|entry \d+): /);
    }
    expect(replay.accept(good).ok).toBe(true);
  });
});
