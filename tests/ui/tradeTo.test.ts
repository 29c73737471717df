// Offers to one player in the table (issue 18 item 5): whom an offer may go to, whose answers it waits
// for, the words for it, and bots that answer only the offers made to them.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { LocalTable } from '../../src/ui/localTable';
import type { SeatInfo } from '../../src/ui/port';
import { answeringSeats, offerRecipient, offerRecipients } from '../../src/ui/tradeParties';
import { awaitingText } from '../../src/ui/prompts';
import { narrate } from '../../src/ui/narrate';

const names = ['Red', 'Blue', 'White', 'Orange'];
const name = (s: number) => names[s];
const seats = (kinds: SeatInfo['kind'][]): SeatInfo[] =>
  kinds.map((kind, i) => ({ name: names[i], color: (['red', 'blue', 'white', 'orange'] as const)[i], kind }));
const answers = (n: number) => Array.from({ length: n }, () => ({ answer: 'none' }));

describe('trade parties', () => {
  it('offers go to every other player, never to a neutral seat', () => {
    expect(offerRecipients({ players: [{}, {}, {}, {}] }, 1)).toEqual([0, 2, 3]);
    expect(offerRecipients({ players: [{}, {}, { neutral: true }, { neutral: true }] }, 0)).toEqual([1]);
  });

  it('an open offer waits for its recipient only, or for everyone but the offerer', () => {
    const toAll = { trade: { from: 1, answers: answers(4) } };
    expect(offerRecipient(toAll)).toBeNull();
    expect(answeringSeats(toAll)).toEqual([0, 2, 3]);
    const toWhite = { trade: { from: 1, to: 2, answers: answers(4) } };
    expect(offerRecipient(toWhite)).toBe(2);
    expect(answeringSeats(toWhite)).toEqual([2]);
    expect(answeringSeats({ trade: null })).toEqual([]);
  });

  it('says whom the offer is for, in the prompt and the log', () => {
    const view = (to: number | undefined, awaiting: number[]) => ({ phase: 'main', currentPlayer: 1, awaiting, trade: { from: 1, to, answers: answers(3) } });
    expect(awaitingText(view(2, [2]), 2, name)).toBe('Blue offers you a trade');
    expect(awaitingText(view(2, [2]), 0, name)).toBe('Blue offers White a trade');
    expect(awaitingText(view(2, [2]), 1, name)).toBe('Your offer to White is on the table');
    expect(awaitingText(view(undefined, [0, 2]), 0, name)).toBe('Blue offers a trade');
    const line = (to?: number) =>
      narrate({ type: 'offerTrade', give: { ore: 1 }, get: { wool: 1 }, ...(to === undefined ? {} : { to }) }, 1, {}, {}, name, 0)[0].text;
    expect(line(2)).toMatch(/^Blue offers White 1 ore for 1 wool$/);
    expect(line()).toMatch(/^Blue offers 1 ore for 1 wool$/);
  });
});

describe('bots and an offer to one player', () => {
  it('only the bot the offer names answers it; the others are never asked', async () => {
    const engine = await createEngine();
    const table = new LocalTable({ engine, config: { mode: 'base', players: 3, seed: 9 }, seats: seats(['you', 'bot', 'bot']), me: 0, botDelayMs: 0 });
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 50_000; // a hang guard only
      while (!done() && Date.now() < deadline) {
        const v = table.view.value;
        const mine = table.legal.value;
        const myMain = v.currentPlayer === 0 && v.phase === 'main';
        if (!myMain && mine.length > 0) await table.act(mine.find((a) => a.type !== 'endTurn') ?? mine[0]);
        else if (myMain && !done()) await table.act({ type: 'endTurn' });
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const hand = () => table.view.value.players[0].hand as Record<string, number>;
    // my turn, after the roll, holding some card
    await until(() => table.view.value.currentPlayer === 0 && table.view.value.phase === 'main' && Object.values(hand()).some((n) => n > 0));
    const give = Object.keys(hand()).find((k) => hand()[k] > 0)!;
    const get = ['brick', 'lumber', 'wool', 'grain', 'ore'].find((k) => k !== give)!;
    expect(await table.act({ type: 'offerTrade', give: { [give]: 1 }, get: { [get]: 1 }, to: 2 })).toEqual({ ok: true });
    expect(table.view.value.awaiting).toEqual([0, 2]);
    const deadline = Date.now() + 20_000;
    while (table.view.value.trade.answers[2].answer === 'none' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(table.view.value.trade.answers[2].answer).not.toBe('none');
    expect(table.view.value.trade.answers[1].answer).toBe('none');
    expect(table.log.value.map((l) => l.text)).toContain(`Red offers White 1 ${give} for 1 ${get}`);
    table.close();
  });
});
