// Issue 17.5 through the session: a signed action is accepted only in the one spelling the engine
// prints, so nobody can pad it or re-spell it (a second alias, a number cut to 32 bits, a zero count)
// into different bytes (a different entry hash) that mean the same move.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types.js';
import type { GameReplay } from '../../src/session/log/replay.js';
import { LogBuilder } from './logBuilder.js';

let builder: LogBuilder;

beforeAll(async () => {
  builder = await LogBuilder.create(4);
  builder.push(builder.beacon()); // the set-up draw: the first settlement is next
});

function expectRefused(replay: GameReplay, bytes: Uint8Array, reason: RegExp): void {
  const before = { seq: replay.nextSeq, hash: replay.game?.hash() };
  const verdict = replay.accept(bytes);
  expect(verdict.ok).toBe(false);
  if (!verdict.ok) expect(verdict.reason).toMatch(reason);
  expect({ seq: replay.nextSeq, hash: replay.game?.hash() }).toEqual(before);
}

/** The first player's legal settlements, and one whose intersection has another [hex, corner] name. */
function settlementWithAlias(): { actor: number; action: Action & { vertex: number[] }; alias: number[] } {
  const actor = builder.actor();
  const game = builder.replay.game!;
  for (const action of builder.replay.legalActions(actor) as (Action & { vertex: number[] })[]) {
    for (let hex = 0; hex < 19; hex++) {
      for (let corner = 0; corner < 6; corner++) {
        if (hex === action.vertex[0] && corner === action.vertex[1]) continue;
        const c = game.canonical({ type: 'placeSettlement', vertex: [hex, corner] });
        if (c.ok && JSON.stringify(c.action) === JSON.stringify(action)) return { actor, action, alias: [hex, corner] };
      }
    }
  }
  throw new Error('no legal settlement with an alias');
}

describe('one canonical spelling per signed action', () => {
  it('refuses a second alias of the same intersection, and accepts the canonical one', () => {
    const { actor, action, alias } = settlementWithAlias();
    const replay = builder.replayCopy();
    expectRefused(
      replay,
      builder.action(actor, { ...action, vertex: alias }),
      /not in its canonical spelling: .* should be \{"type":"placeSettlement","vertex":\[/,
    );
    expect(replay.accept(builder.action(actor, action)).ok).toBe(true);
  });

  it('refuses a coordinate past 2^31 that the engine would cut to the same spot', () => {
    const { actor, action } = settlementWithAlias();
    const replay = builder.replayCopy();
    const [hex, corner] = action.vertex;
    expectRefused(replay, builder.action(actor, { ...action, vertex: [hex + 2 ** 32, corner] }), /illegal action placeSettlement: .*hex 0\.\.65535/);
    expectRefused(replay, builder.action(actor, { ...action, vertex: [hex, corner + 2 ** 32] }), /illegal action placeSettlement: .*corner 0\.\.5/);
  });

  it('refuses padding: unknown fields, a card name on a plain action, the seat field of a scenario', () => {
    const { actor, action } = settlementWithAlias();
    const replay = builder.replayCopy();
    expectRefused(replay, builder.action(actor, { ...action, note: 'hi' }), /placeSettlement has no argument "note"/);
    expectRefused(replay, builder.action(actor, { ...action, card: 'knight' }), /placeSettlement has no argument "card"/);
    expectRefused(replay, builder.action(actor, { ...action, p: actor }), /placeSettlement has no argument "p"/);
  });

  it('refuses a zero count in a card map (the same trade spelt twice)', () => {
    builder.playUntil((b) => b.replay.legalActions(b.actor()).some((a) => a.type === 'bankTrade'));
    while (builder.replay.pendingDraw()) builder.push(builder.beacon());
    const actor = builder.actor();
    const trade = builder.replay.legalActions(actor).find((a) => a.type === 'bankTrade') as Action & { give: Record<string, number> };
    const unused = ['brick', 'lumber', 'wool', 'grain', 'ore'].find((k) => !(k in trade.give) && !(k in (trade.get as object)))!;
    const replay = builder.replayCopy();
    expectRefused(replay, builder.action(actor, { ...trade, give: { ...trade.give, [unused]: 0 } }), /not in its canonical spelling/);
    expect(replay.accept(builder.action(actor, trade)).ok).toBe(true);
  });
});
