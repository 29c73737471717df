// The sealed-hands tests' table (docs/cards.md, "Private resource moves"), one for the engine's, the
// ledger's and the bots' tests: four players, each seat with a private hex (P0 fields 2, P1 hills 3,
// P2 forest 4, P3 mountains 5) and hex 9 (pasture 12) shared by P0 and P1, set up and placed.
import type { Game } from '../../../src/engine/types';
import { newGame } from '../../helpers';
import { BASE as B, board, place } from './setup';

export async function sealedHandsTable(): Promise<Game> {
  const game = await newGame({
    mode: 'base',
    players: 4,
    sealedHands: true,
    board: board({ 0: ['fields', 2], 2: ['hills', 3], 16: ['forest', 4], 18: ['mountains', 5], 9: ['pasture', 12] }),
  });
  const first = [{ settlement: B.v(0, 0) }, { settlement: B.v(2, 1) }, { settlement: B.v(16, 3) }, { settlement: B.v(18, 3) }];
  const second = [{ settlement: B.at(9, 10, 14) }, { settlement: B.at(8, 9, 13) }, { settlement: B.at(5, 6, 10) }, { settlement: B.at(3, 4, 8) }];
  for (const p of [0, 1, 2, 3]) place(game, p, first[p]);
  for (const p of [3, 2, 1, 0]) place(game, p, second[p]);
  return game;
}
