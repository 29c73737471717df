// The log's face-down lines read off the engine's own views (issue 36): replicas of a sealed-hands C&K
// game (the giver's or taker's, the other party's, a third player's) narrate the same face-down action,
// each as its seat may know it. The session's part is played by hand: each hand's reseal (sealHand), what
// a replica reads of its own sealed cards and of a looked hand (learnResource, learnLooked).
import { describe, expect, it } from 'vitest';
import type { Action, Cards, Game, View } from '../../src/engine/types';
import { narrate } from '../../src/ui/narrate';
import { must } from '../helpers';
import { richerSealedTable } from '../bots/sealedTables';

const NAMES = ['Anna', 'Ben', 'Cem'];
const name = (seat: number) => NAMES[seat];

/** Each replica applies `action` by `seat`; the line each page narrates, by replica. */
function told(games: Game[], me: number[], seat: number, action: Action, teach: (g: Game, i: number) => void = () => {}): string[] {
  const before: View[] = games.map((g, i) => g.view(me[i]));
  for (const g of games) must(g, seat, action);
  games.forEach(teach);
  return games.map((g, i) => narrate(action, seat, before[i], g.view(me[i]), name, me[i])[0].text);
}

/** `seat`'s replica reads its sealed cards: `cards`, by kind. */
function read(game: Game, seat: number, cards: Cards): void {
  for (const [kind, n] of Object.entries(cards)) for (let i = 0; i < (n ?? 0); i++) expect(game.learnResource(seat, kind).ok).toBe(true);
}

describe('face-down moves narrated from the engine views', () => {
  it("the Wedding: the giver names its gift, the card's player and a third player only count it", async () => {
    const games = await Promise.all([0, 1, 2].map(() => richerSealedTable('politics', ['wedding'], [{ ore: 2 }, { grain: 2 }])));
    const held = games[1].view(1).players[1].hand as Cards;
    for (const g of games) {
      must(g, 0, { type: 'playProgress', card: 'wedding' });
      expect(g.sealHand(1).ok).toBe(true);
    }
    read(games[1], 1, held);
    expect(games[1].legalActions(1)).toContainEqual({ type: 'giveCards', cards: { ore: 2 } });
    // the giver's session hands over two ore and teaches its replica what is left
    const left = { ...held, ore: (held.ore ?? 0) - 2 };
    const lines = told(games, [0, 1, 2], 1, { type: 'giveCards' }, (g, i) => i === 1 && read(g, 1, left));
    expect(lines).toEqual(['Ben gave you 2 cards face down', 'You gave Anna 2 cards face down: 2 ore', 'Ben gave Anna 2 cards face down']);
  }, 30_000);

  it('the Master Merchant: the taker and its target name the take, a third player counts it', async () => {
    const games = await Promise.all([0, 1, 2].map(() => richerSealedTable('trade', ['masterMerchant'], [{ ore: 2, grain: 1 }, {}])));
    const held = games[1].view(1).players[1].hand as Cards;
    for (const g of games) {
      must(g, 0, { type: 'playProgress', card: 'masterMerchant', player: 1 });
      expect(g.sealHand(1).ok).toBe(true);
    }
    read(games[1], 1, held); // the target reads its resealed hand
    for (const [kind, n] of Object.entries(held)) for (let i = 0; i < (n ?? 0); i++) expect(games[0].learnLooked(1, kind).ok).toBe(true);
    expect(games[0].view(0).decision).toEqual({ kind: 'takeCards', player: 0, target: 1, count: 2 });
    // the taker's session takes two ore: it reads them at once (it holds every key), the target what is left
    const lines = told(games, [0, 1, 2], 0, { type: 'takeCards' }, (g, i) => {
      if (i === 0) read(g, 0, { ore: 2 });
      if (i === 1) read(g, 1, { ...held, ore: (held.ore ?? 0) - 2 });
    });
    expect(lines).toEqual([
      "You took 2 cards from Ben's hand: 2 ore",
      'Anna took 2 cards from your hand: 2 ore',
      "Anna took 2 cards from Ben's hand face down",
    ]);
  }, 30_000);

  it('the Commercial Harbor: the offer and the reply name their card to the two of them; a third player reads one card each way', async () => {
    const games = await Promise.all([0, 1, 2].map(() => richerSealedTable('trade', ['commercialHarbor'], [{ cloth: 1 }, {}])));
    const mine = games[0].view(0).players[0].hand as Cards;
    const theirs = games[1].view(1).players[1].hand as Cards;
    for (const g of games) {
      must(g, 0, { type: 'playProgress', card: 'commercialHarbor' });
      expect(g.sealHand(0).ok).toBe(true);
    }
    read(games[0], 0, mine);
    const offer = games[0].legalActions(0).find((a) => a.type === 'commercialHarborOffer' && a.player === 1 && typeof a.kind === 'string')!;
    expect(offer).toBeDefined();
    const kind = String(offer.kind);
    const offered = told(
      games,
      [0, 1, 2],
      0,
      { type: 'commercialHarborOffer', player: 1 },
      (g, i) => i === 0 && read(g, 0, { ...mine, [kind]: mine[kind as keyof Cards]! - 1 }),
    );
    expect(offered).toEqual([
      `You offered Ben a resource face down: 1 ${kind}`,
      'Anna offered you a resource face down',
      'Anna offered Ben a resource face down',
    ]);
    for (const g of games) expect(g.sealHand(1).ok).toBe(true);
    read(games[1], 1, { ...theirs, [kind]: (theirs[kind as keyof Cards] ?? 0) + 1 });
    expect(games[0].view(0).decision).toMatchObject({ kind: 'commercialHarborReply', player: 1, offered: null });
    const replied = told(
      games,
      [0, 1, 2],
      1,
      { type: 'commercialHarborReply', faceDown: true },
      (g, i) => i === 1 && read(g, 1, { ...theirs, cloth: (theirs.cloth ?? 0) - 1, [kind]: (theirs[kind as keyof Cards] ?? 0) + 1 }),
    );
    expect(replied).toEqual([
      'Ben gave you a commodity back face down',
      'You gave Anna a commodity back face down: 1 cloth',
      'Ben gave Anna a commodity back face down',
    ]);
  }, 30_000);
});
