// Players asked at once (discards after a 7, answers to a trade offer) used to race for one log
// position: the host took the first answer and refused the rest as "too late for entry N", the losers
// signed again onto N+1 and raced again, k(k-1)/2 refusals for k bots. With `answerSlotMs` the bots
// answer in seat order (src/session/replica/answerOrder.ts). Whole 3-player games between bot rooms on
// the in-memory network, virtual time: the same games with and without the order.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock';
import { AnswerOrder, type Answer } from '../../src/session/replica/answerOrder';
import { RoomTable } from './roomHarness';

/** An order for participant `me` over a log whose position and queue the test sets. */
function order(me: number) {
  const clock = new VirtualClock();
  const world = { seq: 10, queue: [0, 1, 2], sent: [] as string[], dropped: [] as string[] };
  const answers = new AnswerOrder(
    { clock, nextSeq: () => world.seq, queue: () => ({ me, queue: world.queue }), dropped: (why) => world.dropped.push(why) },
    100,
  );
  const answer = (what: string, fits: () => boolean, again = true): Answer => ({ what, fits, send: () => world.sent.push(`${what}@${world.seq}`), again });
  // run the virtual clock `ms` on (a no-op timer at the end moves time there)
  const run = async (ms: number) => {
    const end = clock.now() + ms;
    clock.setTimer(ms, () => {});
    await clock.runUntil(() => false, end);
  };
  return { world, answers, answer, run };
}

describe('the answer order', () => {
  it('the first in the queue writes at once; the third waits two slots of a log standing still', async () => {
    expect(order(0).answers.hold(order(0).answer('x', () => true))).toBe(false);
    const { world, answers, answer, run } = order(2);
    expect(answers.hold(answer('discard', () => true))).toBe(true);
    expect(answers.holding).toBe(true);
    await run(199);
    expect(world.sent).toEqual([]);
    await run(1);
    expect(world.sent).toEqual(['discard@10']);
    expect(answers.holding).toBe(false);
  });

  it('when another entry lands, a held move that still fits is signed onto the new position in its new place', async () => {
    const { world, answers, answer, run } = order(2);
    answers.hold(answer('discard', () => true));
    await run(50);
    world.seq = 11;
    world.queue = [0, 2]; // participant 1 answered: we are second now, one slot from this entry
    answers.moved();
    await run(99);
    expect(world.sent).toEqual([]);
    await run(1);
    expect(world.sent).toEqual(['discard@11']);
    // and first in the queue: at once
    const first = order(1);
    first.answers.hold(first.answer('accept', () => true));
    first.world.seq = 11;
    first.world.queue = [1, 2];
    first.answers.moved();
    expect(first.world.sent).toEqual(['accept@11']);
  });

  it('a held move that no longer fits is dropped and the player decides again; a held card message is dropped quietly', async () => {
    const { world, answers, answer, run } = order(2);
    let open = true;
    answers.hold(answer('acceptTrade', () => open));
    world.seq = 11;
    open = false; // the offer closed
    answers.moved();
    expect(world.dropped).toEqual(['another entry came first and acceptTrade no longer fits at entry 11']);
    expect(answers.holding).toBe(false);
    answers.hold(answer('a card message', () => true, false));
    world.seq = 12;
    answers.moved();
    await run(1000);
    expect(world.sent).toEqual([]);
    expect(world.dropped).toHaveLength(1);
  });

  it('a held move pushed out by a card message is handed back to its player, who decides again', async () => {
    // a bot's roll waits for its slot; meanwhile a key share it owes (a card was bought) takes the slot
    const { world, answers, answer, run } = order(2);
    answers.hold(answer('rollDice', () => true));
    answers.hold(answer('a card message', () => true, false));
    expect(world.dropped).toEqual(['rollDice gave way to a card message']);
    await run(1000);
    expect(world.sent).toEqual(['a card message@10']);
    // a card message pushed out by a move is posted again by its duty: nobody to tell
    const other = order(2);
    other.answers.hold(other.answer('a card message', () => true, false));
    other.answers.hold(other.answer('rollDice', () => true));
    expect(other.world.dropped).toEqual([]);
  });
});

async function wholeGame(answerSlotMs: number) {
  const lines: string[] = [];
  const t = new RoomTable({ seed: 5, answerSlotMs, log: (p, line) => lines.push(`${p}: ${line}`) });
  await t.start();
  await t.until(() => [0, 1, 2].every((p) => t.replica(p).finished.value), 600_000, 400);
  // the card seeds are revealed after the end: wait until every replica holds the same whole log
  await t.until(() => t.settledOrForked([0, 1, 2]) && [0, 1, 2].every((p) => !t.replica(p).awaitingSubmission), 120_000);
  const r = t.replica(0);
  const result = {
    tooLate: lines.filter((l) => /too late for entry/.test(l)).length,
    choseAgain: lines.filter((l) => /choosing again/.test(l)).length,
    entries: r.head.value.seq,
    sameEnd: new Set([0, 1, 2].map((p) => t.replica(p).head.value.hash)).size === 1 && [0, 1, 2].every((p) => !t.replica(p).fork.value),
  };
  t.close();
  return result;
}

describe('players asked at once answer in seat order', () => {
  it('bots finish a hosted game with no answer refused as too late, where racing loses many', async () => {
    const racing = await wholeGame(0);
    const ordered = await wholeGame(150);
    // the figures, for the report
    console.log(`racing: ${JSON.stringify(racing)}; in seat order: ${JSON.stringify(ordered)}`);
    expect(racing.tooLate).toBeGreaterThan(0);
    expect(ordered.tooLate).toBe(0);
    expect(ordered.sameEnd && racing.sameEnd).toBe(true);
  }, 600_000);
});
