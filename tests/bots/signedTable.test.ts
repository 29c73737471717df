// The search bot as a real seat: it plays through its own replica over signed sessions, where C&K
// progress decks are sealed (it knows only its own cards, learnt through the card protocol), and the
// finished log verifies.
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../../src/bots/determinize';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { searchStrategy } from '../../src/bots/search';
import { seededRandom } from '../../src/net/random';
import { getEngine } from '../helpers';

describe('the search bot over signed sessions', () => {
  it('plays a sealed-deck Cities & Knights game through its replica to a verified finish', async () => {
    const engine = await getEngine();
    const t = new Table({ engine, players: 4, mode: 'ck', seed: 4, sign: fastSign, verify: fastVerify, strategies: ['strong', 'heuristic'], botThinkMs: 3 });
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    const replicas = t.seats.map((s) => s.replica);
    expect(replicas.every((r) => r.finished.value && r.fork.value === null)).toBe(true);
    expect(t.seats[0].bot!.actions).toBeGreaterThan(50);
    // the replica's game really is sealed: the bot searched determinized copies of a sealed state
    expect(replicas[0].replay.game!.snapshot()[LAYOUT.G_FLAGS] & LAYOUT.F_SEALED).toBe(LAYOUT.F_SEALED);
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), engine, fastVerify);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null });
  }, 180_000);

  it('scores a sealed card it names by token by the card it knows it holds (searched in open form)', async () => {
    const engine = await getEngine();
    const t = new Table({ engine, players: 4, mode: 'ck', seed: 7, sign: fastSign, verify: fastVerify, strategies: ['heuristic'] });
    await t.open();
    const replica = t.seats[0].replica;
    // a card named only by its token (discarding down to the hand limit, or a Spy's take)
    const tokenOnly = (a: { type: string; at?: unknown; card?: unknown }) => typeof a.at === 'number' && a.card === undefined;
    const playable = () => replica.myTurn.value && replica.legalActions().filter(tokenOnly).length > 1;
    expect(await t.run(playable)).toBe(true);
    const seat = replica.mySeat!;
    const actions = replica.legalActions();
    const view = replica.view.value;
    const state = replica.replay.game!.snapshot();
    t.close();
    let scores: { action: { type: string }; value: number }[] = [];
    const bot = searchStrategy({ engine, thinkMs: 60_000, maxEvals: 300, explain: (e) => (scores = e.candidates) });
    bot.choose(actions, view, seat, seededRandom(1), state);
    const cards = scores.filter((c) => tokenOnly(c.action));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(Number.isFinite(c.value)).toBe(true);
  }, 180_000);

  it('repeats its seed byte for byte, the sealed deal included (card randomness is seeded too)', async () => {
    const engine = await getEngine();
    const heads: string[] = [];
    for (let k = 0; k < 2; k++) {
      const t = new Table({ engine, players: 4, mode: 'ck', seed: 6, sign: fastSign, verify: fastVerify, strategies: ['heuristic'] });
      await t.open();
      // past the deal and the first progress cards drawn
      expect(await t.run(() => t.log.length >= 300)).toBe(true);
      heads.push(t.seats[0].replica.head.value.hash);
      t.close();
    }
    expect(heads[1]).toBe(heads[0]);
  }, 180_000);
});
