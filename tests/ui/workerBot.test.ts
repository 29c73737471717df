// A host's bot seat at level hard plays through its own replica with decisions from the BotWorker
// (under Node the worker's Thinker runs in the process): its moves are accepted by the host and the
// game goes on past its turns (the search alone offered, cancelled and offered again forever: one offer
// per turn). The other seats are the table's easy bots on virtual time.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table';
import { BotWorker } from '../../src/bots/botWorker';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { WorkerBot } from '../../src/ui/workerBot';
import { getEngine } from '../helpers';

describe('WorkerBot', () => {
  it('plays a networked seat at hard on Peanut Island through the worker, and does not offer trades without end', async () => {
    const engine = await getEngine();
    const t = new Table({ engine, players: 8, mode: 'base', layout: 'peanut', seed: 8, sign: fastSign, verify: fastVerify, strategies: ['heuristic'] });
    await t.open();
    const seat = t.seats[1];
    seat.bot!.stop();
    seat.bot = null;
    const worker = new BotWorker(engine);
    const bot = new WorkerBot(seat.replica, worker, 'hard', 30);
    bot.start();
    const mine = () => seat.replica.replay.game?.view().turn ?? 0;
    // virtual time for the others; real pauses let the worker bot (real timers) answer
    for (let i = 0; i < 400 && mine() < 12; i++) {
      await t.run(() => seat.replica.myTurn.value || t.settled());
      await new Promise((r) => setTimeout(r, 15));
      await t.clock.runUntil(() => false, t.clock.now() + 500);
    }
    bot.stop();
    worker.close();
    t.close();
    const v = seat.replica.view.value as { turn: number; players: { settlements: unknown[]; cities: unknown[] }[] };
    expect(v.turn).toBeGreaterThanOrEqual(12);
    // its two set-up settlements stand, or have become cities
    const own = v.players[seat.replica.mySeat!];
    expect(own.settlements.length + own.cities.length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
