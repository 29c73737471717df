// A 3-player Cities & Knights game with sealed hands for the private moves (issue 36), as
// tests/engine/privateMoves.test.ts sets it up: P0 draws its progress cards, P1 and P2 build a city each
// (more points than P0) and hold `gifts`; P0's turn after the roll. Shared by the bots' and the table's tests.
import type { Cards, Game } from '../../src/engine/types';
import { must, newGame } from '../helpers';
import { B, CARD_BOARD, P0_CITY, P0_SETTLEMENT, P1_CITY, board, drawOwn, fund, improveTo, mainPhaseOf, place, player } from '../rules/ck/helpers';

type Track = 'trade' | 'politics' | 'science';

// CARD_BOARD, with mountains 9 and fields 9 for P2's city on hexes 1, 2 and 5
const SEALED_BOARD = board({
  ...Object.fromEntries(CARD_BOARD.hexes.flatMap((h, i) => (h[0] === 'desert' ? [] : [[i, h]]))),
  1: ['mountains', 9],
  2: ['fields', 9],
});

export async function richerSealedTable(track: Track, cards: string[], gifts: [Cards, Cards]): Promise<Game> {
  const game = await newGame({ mode: 'ck', players: 3, board: SEALED_BOARD, decks: { [track]: cards }, sealedHands: true });
  place(game, 0, { at: P0_SETTLEMENT }, 'placeSettlement');
  place(game, 1, {}, 'placeSettlement');
  place(game, 2, {}, 'placeSettlement');
  place(game, 2, { at: B.at(1, 2, 5) }, 'placeCity');
  place(game, 1, { at: P1_CITY, road: B.e(9, 4) }, 'placeCity');
  place(game, 0, { at: P0_CITY, road: B.e(9, 5) }, 'placeCity');
  improveTo(game, 0, track, 1);
  for (const _ of cards) {
    drawOwn(game, 0, track);
    must(game, 0, { type: 'endTurn' });
  }
  for (const q of [1, 2]) {
    fund(game, q, { grain: 2, ore: 3 });
    mainPhaseOf(game, q);
    must(game, q, { type: 'buildCity', vertex: player(game, q).settlements[0] });
    must(game, q, { type: 'endTurn' });
  }
  fund(game, 1, gifts[0]);
  fund(game, 2, gifts[1]);
  mainPhaseOf(game, 0);
  return game;
}
