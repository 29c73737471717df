// C&K's private moves with sealed hands (docs/cards.md, "Private resource moves"; docs/actions.md):
// the Wedding's gifts (000: "each player with more victory points must give you 2 resource and/or
// commodity cards of his choice"), handed over face down. Before each face-down move the engine names
// the hand to reseal (`pendingSeal`) and waits for `sealHand`; the move then carries counts of sealed
// cards, never kinds. Two or three engines stand for replicas: the chooser's own and a third player's.
import { describe, expect, it } from 'vitest';
import type { Cards, Engine, Game, View } from '../../src/engine/types';
import { type DiagnosticExports, type EngineExports, instantiateEngine } from '../../src/engine/wasm';
import { EngineHost } from '../../src/engine/engineHost';
import { engineOn } from '../../src/engine';
import { must, refused } from '../helpers';
import {
  B,
  CARD_BOARD,
  P0_CITY,
  P0_SETTLEMENT,
  P1_CITY,
  board,
  cardTable,
  drawOwn,
  fund,
  improveTo,
  mainPhaseOf,
  place,
  player,
  vp,
} from '../rules/ck/helpers';

type Track = 'trade' | 'politics' | 'science';
type PlayerView = { hand: Record<string, number>; cardCount: number; sealedCards: number; pending: string; owed: number };
const seat = (v: View, p: number) => (v.players as PlayerView[])[p];
const publicCards = (hand: Record<string, number>) => Object.values(hand).reduce((a, b) => a + b, 0);

// CARD_BOARD, with mountains 9 and fields 9 for P2's city on hexes 1, 2 and 5 (it needs ore and grain of its own)
const SEALED_BOARD = board({
  ...Object.fromEntries(CARD_BOARD.hexes.flatMap((h, i) => (h[0] === 'desert' ? [] : [[i, h]]))),
  1: ['mountains', 9],
  2: ['fields', 9],
});
const P2_CITY = B.at(1, 2, 5);

// An engine of its own, whose raw exports hold the generated lists to the trial lists (rules/offerList.ts)
let raw: Promise<EngineExports> | undefined;
const exports = () => (raw ??= instantiateEngine('full'));
let own: Promise<Engine> | undefined;
const ownEngine = () => (own ??= exports().then((x) => engineOn(new EngineHost(x))));

/**
 * Every seat's generated list (what every replica lists alike) equals the candidates checkAction passes,
 * record for record, and the pick without a list counts it alike: the face-down generators agree with the checks.
 */
async function listsAgree(game: Game): Promise<void> {
  const x = (await exports()) as EngineExports & DiagnosticExports;
  const width = x.recordWidth();
  const records = (n: number) => [...new Int32Array(x.memory.buffer, x.legalPtr(), n * width)];
  game.hash(); // loads this game's state into the instance
  for (let p = 0; p < 3; p++) {
    const listed = records(x.publicLegalActions(p));
    expect(records(x.legalTrial(p)), `player ${p}`).toEqual(listed);
    expect(x.legalCounts(p), `player ${p}`).toBe(listed.length / width);
  }
}

/** A 3-player C&K game with sealed hands and known decks, after set-up (the card table's seats, P2 on hexes 1, 2, 5). */
async function sealedTable(decks: Partial<Record<Track, string[]>>): Promise<Game> {
  const game = (await ownEngine()).newGame({ mode: 'ck', players: 3, board: SEALED_BOARD, decks, sealedHands: true });
  place(game, 0, { at: P0_SETTLEMENT }, 'placeSettlement');
  place(game, 1, {}, 'placeSettlement');
  place(game, 2, {}, 'placeSettlement');
  place(game, 2, { at: P2_CITY }, 'placeCity');
  place(game, 1, { at: P1_CITY, road: B.e(9, 4) }, 'placeCity');
  place(game, 0, { at: P0_CITY, road: B.e(9, 5) }, 'placeCity');
  return game;
}

/** P0 draws `cards` from `track`; P1 and P2 build a city each (more points than P0) and hold `gifts`; P0's turn after the roll. */
async function richerTable(track: Track, cards: string[], gifts: [Cards, Cards], open = false): Promise<Game> {
  const game = open ? await cardTable({ [track]: cards }) : await sealedTable({ [track]: cards });
  improveTo(game, 0, track, 1);
  for (const _ of cards) {
    drawOwn(game, 0, track);
    must(game, 0, { type: 'endTurn' });
  }
  for (const q of open ? [1] : [1, 2]) {
    fund(game, q, { grain: 2, ore: 3 });
    mainPhaseOf(game, q);
    must(game, q, { type: 'buildCity', vertex: player(game, q).settlements[0] });
    must(game, q, { type: 'endTurn' });
  }
  fund(game, 1, gifts[0]);
  if (!open) fund(game, 2, gifts[1]);
  mainPhaseOf(game, 0);
  return game;
}

const weddingTable = () => richerTable('politics', ['wedding'], [{ ore: 2 }, { grain: 2 }]);

/** The same script on each replica: deterministic (seeded chance, forced dice). */
async function replicas(n: number, make: () => Promise<Game>): Promise<Game[]> {
  return Promise.all(Array.from({ length: n }, make));
}

describe('sealed hands: the Wedding, face down', () => {
  it("richer players give in seat order from the card's player, each its owed count of sealed cards once its hand is resealed; no kind moves", async () => {
    const [giver1s, third] = await replicas(2, weddingTable);
    for (const g of [giver1s, third]) {
      expect(vp(g, 1)).toBeGreaterThan(vp(g, 0));
      expect(vp(g, 2)).toBeGreaterThan(vp(g, 0));
      must(g, 0, { type: 'playProgress', card: 'wedding' });
      expect([seat(g.view(), 1).pending, seat(g.view(), 2).pending]).toEqual(['giveCards', 'giveCards']);
      // P1 gives first: its hand awaits its reseal, and nothing face down moves before it lands
      expect(g.pendingSeal()).toEqual({ seat: 1, looker: null });
      expect(refused(g, 1, { type: 'giveCards' })).toMatch(/^wait for the hand's reseal/);
      expect(refused(g, 2, { type: 'giveCards' })).toMatch(/^the Wedding's gifts go one after another in seat order/);
      expect(refused(g, 1, { type: 'giveCards', cards: { ore: 2 } })).toMatch(/^with sealed hands this move is made face down/);
      expect(g.publicLegalActions(1)).toEqual([]);
      expect(g.sealHand(2).ok).toBe(false); // not the hand awaited
    }
    await listsAgree(third);
    expect(giver1s.hash()).toBe(third.hash());
    const before = third.view();
    for (const g of [giver1s, third]) {
      expect(g.sealHand(1).ok).toBe(true);
      expect(g.pendingSeal()).toBeNull();
      expect(g.sealHand(1).ok).toBe(false); // once
    }
    const sealed = seat(third.view(), 1);
    await listsAgree(third);
    expect(publicCards(sealed.hand)).toBe(0);
    expect(sealed.sealedCards).toBe(seat(before, 1).cardCount);
    expect(giver1s.hash()).toBe(third.hash());
    for (const g of [giver1s, third]) {
      expect(g.publicLegalActions(1)).toEqual([{ type: 'giveCards' }]);
      expect(g.publicLegalActions(2)).toEqual([]);
      must(g, 1, { type: 'giveCards' });
    }
    // two of P1's sealed cards are P0's now, as counts; P0's public hand is as it was
    const after1 = third.view();
    expect(seat(after1, 0)).toMatchObject({ hand: seat(before, 0).hand, sealedCards: 2, cardCount: seat(before, 0).cardCount + 2 });
    expect(seat(after1, 1)).toMatchObject({ sealedCards: sealed.sealedCards - 2, cardCount: seat(before, 1).cardCount - 2, pending: 'none' });
    expect(publicCards(seat(after1, 1).hand)).toBe(0);
    // then P2's turn to give: its reseal first
    for (const g of [giver1s, third]) {
      expect(g.pendingSeal()).toEqual({ seat: 2, looker: null });
      expect(refused(g, 2, { type: 'giveCards' })).toMatch(/^wait for the hand's reseal/);
      expect(g.sealHand(2).ok).toBe(true);
      must(g, 2, { type: 'giveCards' });
      expect(g.pendingSeal()).toBeNull();
    }
    const done = third.view();
    expect(done.phase).toBe('main');
    expect(seat(done, 0)).toMatchObject({ hand: seat(before, 0).hand, sealedCards: 4 });
    expect(seat(done, 2)).toMatchObject({ cardCount: seat(before, 2).cardCount - 2, pending: 'none' });
    expect(giver1s.hash()).toBe(third.hash());
  }, 30_000);

  it("offers the giver's own replica its gift by kind once it has read its sealed cards, and every replica the face-down gift alike", async () => {
    const [giver1s, third] = await replicas(2, weddingTable);
    const held = seat(third.view(), 1).hand;
    for (const g of [giver1s, third]) {
      must(g, 0, { type: 'playProgress', card: 'wedding' });
      expect(g.sealHand(1).ok).toBe(true);
    }
    for (const [kind, n] of Object.entries(held)) for (let i = 0; i < n; i++) expect(giver1s.learnResource(1, kind).ok).toBe(true);
    expect(giver1s.hash()).toBe(third.hash()); // what a replica reads stays out of the hash
    const gifts = giver1s.legalActions(1);
    expect(gifts).toContainEqual({ type: 'giveCards' });
    expect(gifts).toContainEqual({ type: 'giveCards', cards: { ore: 2 } }); // the intent: the session hands over the tokens of these kinds
    expect(gifts.every((a) => a.type === 'giveCards')).toBe(true);
    expect(giver1s.publicLegalActions(1)).toEqual([{ type: 'giveCards' }]);
    expect(third.legalActions(1)).toEqual([{ type: 'giveCards' }]);
    // the engine never applies the intent: the cards are sealed, their kinds are not its to move
    expect(refused(giver1s, 1, { type: 'giveCards', cards: { ore: 2 } })).toMatch(/^with sealed hands this move is made face down/);
    for (const g of [giver1s, third]) must(g, 1, { type: 'giveCards' });
    // the giver's replica no longer knows which of its sealed cards are left: it reads its tokens anew
    expect(Object.values(giver1s.knownSealed(1)).every((n) => n === 0)).toBe(true);
    expect(giver1s.hash()).toBe(third.hash());
  }, 30_000);

  it('is given by kind in an open game, where a face-down gift is refused', async () => {
    const game = await richerTable('politics', ['wedding'], [{ ore: 2 }, {}], true);
    must(game, 0, { type: 'playProgress', card: 'wedding' });
    expect(game.pendingSeal()).toBeNull();
    expect(refused(game, 1, { type: 'giveCards' })).toMatch(/^a face-down move is made only with sealed hands/);
    expect(game.legalActions(1).some((a) => a.type === 'giveCards' && a.cards === undefined)).toBe(false);
    must(game, 1, { type: 'giveCards', cards: { ore: 2 } });
    expect(game.view().phase).toBe('main');
  }, 30_000);
});

// 000, Master Merchant: "look at the hand of a player with more victory points than you, and take 2 resource and/or commodity cards of your choice"
const merchantTable = () => richerTable('trade', ['masterMerchant'], [{ ore: 2, grain: 1 }, {}]);

describe('sealed hands: the Master Merchant, a look and a face-down take', () => {
  it("names only its target; that hand is resealed and shown to the card's player, who takes 2 of its sealed cards: counts move, no kind", async () => {
    const [merchants, targets, third] = await replicas(3, merchantTable);
    const before = third.view();
    const held = seat(before, 1).hand;
    expect(seat(before, 1).cardCount).toBeGreaterThanOrEqual(3);
    for (const g of [merchants, targets, third]) {
      expect(refused(g, 0, { type: 'takeCards' })).toMatch(/^nothing is asked of you now/);
      expect(refused(g, 0, { type: 'playProgress', card: 'masterMerchant', player: 1, take: { ore: 2 } })).toMatch(
        /^with sealed hands this move is made face down/,
      );
      expect(g.publicLegalActions(0)).toContainEqual({ type: 'playProgress', card: 'masterMerchant', player: 1 });
      must(g, 0, { type: 'playProgress', card: 'masterMerchant', player: 1 });
      expect(g.view().decision).toEqual({ kind: 'takeCards', player: 0, target: 1, count: 2 });
      expect(g.pendingSeal()).toEqual({ seat: 1, looker: 0 });
      expect(refused(g, 0, { type: 'takeCards' })).toMatch(/^wait for the hand's reseal/);
      expect(refused(g, 1, { type: 'takeCards' })).toMatch(/^it is not your turn to act/);
      expect(g.publicLegalActions(0)).toEqual([]);
      expect(g.learnLooked(1, 'ore').ok).toBe(false); // nothing to read before the reseal
      expect(g.sealHand(1).ok).toBe(true);
      expect(g.publicLegalActions(0)).toEqual([{ type: 'takeCards' }]);
    }
    // the look: the card's player's replica reads every card of the resealed hand (the session's keys)
    await listsAgree(third);
    const hash = third.hash();
    for (const [kind, n] of Object.entries(held)) for (let i = 0; i < n; i++) expect(merchants.learnLooked(1, kind).ok).toBe(true);
    expect(merchants.learnLooked(1, 'ore').ok).toBe(false); // no unread card left
    expect(merchants.learnLooked(2, 'ore').ok).toBe(false); // not the hand looked at
    expect([merchants.hash(), targets.hash()]).toEqual([hash, hash]);
    const takes = merchants.legalActions(0);
    expect(takes).toContainEqual({ type: 'takeCards', take: { ore: 2 } });
    expect(takes).toContainEqual({ type: 'takeCards', take: { grain: 1, ore: 1 } });
    expect(takes).toContainEqual({ type: 'takeCards' });
    expect(takes.some((a) => (a.take as Cards | undefined)?.grain === 2)).toBe(held.grain >= 2);
    expect(merchants.publicLegalActions(0)).toEqual([{ type: 'takeCards' }]);
    expect(third.legalActions(0)).toEqual([{ type: 'takeCards' }]);
    expect(targets.legalActions(0)).toEqual([{ type: 'takeCards' }]);
    expect(refused(merchants, 0, { type: 'takeCards', take: { ore: 2 } })).toMatch(/^with sealed hands this move is made face down/);
    for (const g of [merchants, targets, third]) must(g, 0, { type: 'takeCards' });
    const after = third.view();
    expect(after.phase).toBe('main');
    expect(after.decision).toBeNull();
    expect(seat(after, 0)).toMatchObject({ hand: seat(before, 0).hand, sealedCards: 2, cardCount: seat(before, 0).cardCount + 2 });
    expect(seat(after, 1)).toMatchObject({ cardCount: seat(before, 1).cardCount - 2, sealedCards: seat(before, 1).cardCount - 2 });
    expect(publicCards(seat(after, 1).hand)).toBe(0);
    expect(merchants.legalActions(0).some((a) => a.type === 'takeCards')).toBe(false); // the look is over
    expect(merchants.hash()).toBe(third.hash());
    expect(targets.hash()).toBe(third.hash());
  }, 30_000);

  it('takes every card of a target holding fewer than 2, and refuses a target holding none', async () => {
    const game = await richerTable('trade', ['masterMerchant', 'masterMerchant'], [{ ore: 2, grain: 1 }, {}]);
    // P1 gives 2 cards for 1 of P0's until it holds 1
    const kinds = (p: number) => Object.entries(seat(game.view(), p).hand).flatMap(([kind, n]) => Array<string>(n).fill(kind));
    while (seat(game.view(), 1).cardCount > 1) {
      const [a, b] = kinds(1);
      const give = kinds(0).find((k) => k !== a && k !== b)!;
      must(game, 0, { type: 'offerTrade', give: { [give]: 1 }, get: a === b ? { [a]: 2 } : { [a]: 1, [b]: 1 }, to: 1 });
      must(game, 1, { type: 'acceptTrade' });
      must(game, 0, { type: 'confirmTrade', with: 1 });
    }
    must(game, 0, { type: 'playProgress', card: 'masterMerchant', player: 1 });
    expect(game.view().decision).toMatchObject({ kind: 'takeCards', target: 1, count: 1 });
    expect(game.sealHand(1).ok).toBe(true);
    must(game, 0, { type: 'takeCards' });
    expect([seat(game.view(), 1).cardCount, seat(game.view(), 0).sealedCards]).toEqual([0, 1]);
    expect(vp(game, 1)).toBeGreaterThan(vp(game, 0));
    expect(refused(game, 0, { type: 'playProgress', card: 'masterMerchant', player: 1 })).toMatch(/^that player holds no card to take/);
    expect(game.publicLegalActions(0)).not.toContainEqual({ type: 'playProgress', card: 'masterMerchant', player: 1 });
    expect(game.publicLegalActions(0)).toContainEqual({ type: 'playProgress', card: 'masterMerchant', player: 2 });
  }, 30_000);

  it('refuses the face-down forms in an open game, which takes by kind', async () => {
    const open = await richerTable('trade', ['masterMerchant'], [{ ore: 2 }, {}], true);
    expect(refused(open, 0, { type: 'playProgress', card: 'masterMerchant', player: 1 })).toMatch(/^a face-down move is made only with sealed hands/);
    expect(refused(open, 0, { type: 'takeCards' })).toMatch(/^a face-down move is made only with sealed hands/);
    must(open, 0, { type: 'playProgress', card: 'masterMerchant', player: 1, take: { ore: 2 } });
    expect(open.view().decision).toBeNull();
  }, 30_000);
});

// 000, Commercial Harbor: "offer each of your opponents 1 resource card from your hand. In exchange, each opponent must give you
// 1 commodity card of his choice from his hand, if he has any"; without one the trade is void and the offered card comes back.
const harborTable = () => richerTable('trade', ['commercialHarbor', 'commercialHarbor', 'masterMerchant'], [{ ore: 1 }, {}]);
const reply = { type: 'commercialHarborReply' };
const faceDownReply = { type: 'commercialHarborReply', faceDown: true };

describe('sealed hands: the Commercial Harbor, one sealed card each way', () => {
  it("offers each opponent a sealed card once its own hand is resealed; the opponent's resealed hand gives one back face down", async () => {
    const [players, answerers, third] = await replicas(3, harborTable);
    const before = third.view();
    for (const g of [players, answerers, third]) {
      must(g, 0, { type: 'playProgress', card: 'commercialHarbor' });
      expect(g.pendingSeal()).toEqual({ seat: 0, looker: null });
      expect(refused(g, 0, { type: 'commercialHarborOffer', player: 1 })).toMatch(/^wait for the hand's reseal/);
      expect(refused(g, 0, { type: 'commercialHarborOffer', player: 1, kind: 'ore' })).toMatch(/^with sealed hands this move is made face down/);
      // one reseal at a time: another card that asks one waits
      expect(refused(g, 0, { type: 'playProgress', card: 'masterMerchant', player: 1 })).toMatch(/^wait for the hand's reseal/);
      expect(refused(g, 0, { type: 'playProgress', card: 'commercialHarbor' })).toMatch(/^wait for the hand's reseal/);
      expect(g.publicLegalActions(0).some((a) => a.type === 'commercialHarborOffer' || a.card === 'masterMerchant')).toBe(false);
      expect(g.sealHand(0).ok).toBe(true);
      expect(g.publicLegalActions(0).filter((a) => a.type === 'commercialHarborOffer')).toEqual([
        { type: 'commercialHarborOffer', player: 1 },
        { type: 'commercialHarborOffer', player: 2 },
      ]);
    }
    // the player's own replica reads its sealed cards: it is offered each by kind (the session's intent), nothing hashed
    for (const [kind, n] of Object.entries(seat(before, 0).hand)) for (let i = 0; i < n; i++) expect(players.learnResource(0, kind).ok).toBe(true);
    expect(players.legalActions(0)).toContainEqual({ type: 'commercialHarborOffer', player: 1, kind: 'ore' });
    expect(players.legalActions(0)).not.toContainEqual({ type: 'commercialHarborOffer', player: 1, kind: 'coin' }); // a commodity is not offered
    expect(players.publicLegalActions(0).some((a) => a.type === 'commercialHarborOffer' && a.kind !== undefined)).toBe(false);
    expect(players.hash()).toBe(third.hash());
    for (const g of [players, answerers, third]) {
      must(g, 0, { type: 'commercialHarborOffer', player: 1 });
      expect(g.view().decision).toEqual({ kind: 'commercialHarborReply', player: 1, offered: null });
      expect(g.pendingSeal()).toEqual({ seat: 1, looker: null });
      expect(refused(g, 1, faceDownReply)).toMatch(/^wait for the hand's reseal/);
      expect(refused(g, 1, { ...reply, kind: 'coin' })).toMatch(/^with sealed hands this move is made face down/);
      expect(refused(g, 1, reply)).toMatch(/^malformed arguments/); // "no commodity" from a hand that shows one
    }
    const offered = third.view();
    await listsAgree(third);
    expect(seat(offered, 0)).toMatchObject({ sealedCards: seat(before, 0).cardCount - 1, cardCount: seat(before, 0).cardCount - 1 });
    expect(seat(offered, 1)).toMatchObject({ hand: seat(before, 1).hand, sealedCards: 1, cardCount: seat(before, 1).cardCount + 1 });
    // what the answerer's replica read of its cards so far (the offered card) is void once its hand is resealed: new tokens
    expect(answerers.learnResource(1, 'ore').ok).toBe(true);
    for (const g of [players, answerers, third]) expect(g.sealHand(1).ok).toBe(true);
    expect(Object.values(answerers.knownSealed(1)).every((n) => n === 0)).toBe(true);
    for (const [kind, n] of Object.entries(seat(before, 1).hand)) for (let i = 0; i < n; i++) expect(answerers.learnResource(1, kind).ok).toBe(true);
    expect(answerers.legalActions(1)).toContainEqual({ ...reply, kind: 'coin' });
    expect(answerers.legalActions(1)).toContainEqual(faceDownReply);
    expect(answerers.legalActions(1)).not.toContainEqual(reply); // it knows it holds a commodity
    expect(third.legalActions(1)).toEqual([reply, faceDownReply]);
    await listsAgree(third);
    expect(answerers.hash()).toBe(third.hash());
    for (const g of [players, answerers, third]) must(g, 1, faceDownReply);
    const after = third.view();
    expect(after.decision).toBeNull();
    expect(after.phase).toBe('main');
    expect(seat(after, 0)).toMatchObject({ sealedCards: seat(before, 0).cardCount, cardCount: seat(before, 0).cardCount });
    expect(publicCards(seat(after, 0).hand)).toBe(0);
    expect(seat(after, 1)).toMatchObject({ cardCount: seat(before, 1).cardCount, sealedCards: seat(before, 1).cardCount });
    expect(new Set([players.hash(), answerers.hash(), third.hash()]).size).toBe(1);
    // the canonical spellings a signed log carries
    expect(third.canonical(faceDownReply)).toEqual({ ok: true, action: faceDownReply });
    expect(third.canonical({ type: 'giveCards' })).toEqual({ ok: true, action: { type: 'giveCards' } });
    expect(third.canonical({ ...reply, faceDown: false })).toMatchObject({ ok: false });
    for (const action of [
      { type: 'takeCards' },
      { type: 'takeCards', take: { ore: 2 } },
      { type: 'commercialHarborOffer', player: 2 },
      { type: 'playProgress', card: 'masterMerchant', player: 1 },
    ]) {
      expect(third.canonical(action)).toEqual({ ok: true, action });
    }
  }, 30_000);

  it('"no commodity" sends the offered card itself back: before the reseal it is awaited no more', async () => {
    const game = await harborTable();
    must(game, 0, { type: 'playProgress', card: 'commercialHarbor' });
    expect(game.sealHand(0).ok).toBe(true);
    must(game, 0, { type: 'commercialHarborOffer', player: 1 });
    expect(game.sealHand(1).ok).toBe(true);
    must(game, 1, faceDownReply);
    must(game, 0, { type: 'endTurn' });
    // P1's cards are all sealed now: it shows no commodity, and says it holds none (a claim the audit opens)
    mainPhaseOf(game, 0);
    const before = game.view();
    expect(publicCards(seat(before, 1).hand)).toBe(0);
    must(game, 0, { type: 'playProgress', card: 'commercialHarbor' });
    expect(game.sealHand(0).ok).toBe(true);
    must(game, 0, { type: 'commercialHarborOffer', player: 1 });
    expect(game.pendingSeal()).toEqual({ seat: 1, looker: null });
    expect(game.publicLegalActions(1)).toEqual([reply]);
    must(game, 1, reply);
    expect(game.pendingSeal()).toBeNull();
    const after = game.view();
    expect(after.decision).toBeNull();
    expect([seat(after, 0).cardCount, seat(after, 1).cardCount]).toEqual([seat(before, 0).cardCount, seat(before, 1).cardCount]);
    expect([seat(after, 0).sealedCards, seat(after, 1).sealedCards]).toEqual([seat(before, 0).cardCount, seat(before, 1).sealedCards]);
  }, 30_000);

  it('refuses the face-down forms in an open game, which trades by kind', async () => {
    const open = await richerTable('trade', ['commercialHarbor'], [{ coin: 1 }, {}], true);
    must(open, 0, { type: 'playProgress', card: 'commercialHarbor' });
    expect(open.pendingSeal()).toBeNull();
    expect(refused(open, 0, { type: 'commercialHarborOffer', player: 1 })).toMatch(/^a face-down move is made only with sealed hands/);
    must(open, 0, { type: 'commercialHarborOffer', player: 1, kind: 'ore' });
    expect(open.view().decision).toMatchObject({ kind: 'commercialHarborReply', player: 1, offered: 'ore' });
    expect(refused(open, 1, faceDownReply)).toMatch(/^a face-down move is made only with sealed hands/);
    must(open, 1, { ...reply, kind: 'coin' });
  }, 30_000);
});
