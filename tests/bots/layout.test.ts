// determinize.ts mirrors offsets of the engine's state block (assembly/core/layout.ts). These checks read
// the bytes at those offsets and compare them with what the engine's omniscient view says, so a
// layout change breaks this test instead of silently skewing the search bot's samples.
import { describe, expect, it } from 'vitest';
import { CARD_NAMES, LAYOUT as L } from '../../src/bots/determinize';
import { positionAfter } from './positions';

const KINDS = ['brick', 'lumber', 'wool', 'grain', 'ore', 'cloth', 'coin', 'paper'];
const DEV = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'];

describe('state layout the determinizer relies on', () => {
  it('hands, bank and development cards sit where the base view says', async () => {
    const game = await positionAfter('base', 400);
    const s = game.snapshot();
    const view = game.view();
    expect(s[L.G_MODE]).toBe(0);
    expect(s[L.G_PLAYERS]).toBe(4);
    KINDS.slice(0, 5).forEach((kind, k) => expect(s[L.BANK + k]).toBe(view.bank[kind] ?? 0));
    let devInDeck = 0;
    for (let c = 0; c < L.DEV_KINDS; c++) devInDeck += s[L.DEV_DECK + c];
    expect(devInDeck).toBe(view.developmentDeck);
    view.players.forEach((p: any, i: number) => {
      const at = (f: number) => s[L.PLAYERS + i * L.PLAYER_STRIDE + f];
      KINDS.slice(0, 5).forEach((kind, k) => expect(at(L.P_HAND + k)).toBe(p.hand[kind]));
      DEV.forEach((card, c) => {
        expect(at(L.P_DEV + c)).toBe(p.developmentCards[card]);
        expect(at(L.P_DEV_NEW + c)).toBe(p.developmentCardsNew[card]);
      });
    });
  });

  it('progress tokens, deck counts and card identities sit where the C&K engine says', async () => {
    const game = await positionAfter('ck', 900);
    const s = game.snapshot();
    const view = game.view();
    expect(s[L.G_MODE]).toBe(1);
    ['trade', 'politics', 'science'].forEach((deck, d) => expect(s[L.C_DECKS + d * L.DECK_STRIDE + 19]).toBe(view.decks[deck]));
    for (let t = 0; t < L.TOKENS; t++) expect(CARD_NAMES[s[L.CARD_AT + t]]).toBe(game.publicCard(t));
    view.players.forEach((p: any, i: number) => {
      const base = L.CK_PLAYERS + i * L.CK_STRIDE;
      expect(s[base + L.CP_PROGRESS_COUNT]).toBe(p.progressCount);
      const cards = Array.from({ length: p.progressCount }, (_, j) => CARD_NAMES[s[L.CARD_AT + s[base + L.CP_PROGRESS + j]]]);
      expect(cards).toEqual(p.progressCards);
      KINDS.forEach((kind, k) => expect(s[L.PLAYERS + i * L.PLAYER_STRIDE + L.P_HAND + k]).toBe(p.hand[kind]));
    });
    // an open, seeded game: flags say so
    expect(s[L.G_FLAGS] & L.F_SEEDED).toBe(L.F_SEEDED);
    expect(s[L.G_FLAGS] & L.F_SEALED).toBe(0);
  });
});
