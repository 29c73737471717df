// Players asked at once (discards after a 7, answers to a trade offer) used to race for one log
// position: the host took the first answer and refused the rest as "too late for entry N", the losers
// signed again onto N+1 and raced again, k(k-1)/2 refusals for k bots. With `answerSlotMs` the bots
// answer in seat order (src/session/replica/answerOrder.ts). Whole 3-player games between bot rooms on
// the in-memory network, virtual time: the same games with and without the order.
import { describe, expect, it } from 'vitest';
import { RoomTable } from './roomHarness';

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
