// The browser suite's refusal scenes (issue 38 item 9, `node tests/e2e/ui.mjs --only refusals`): the
// three positions where a refusal named another rule, built by the rules tests' helpers (as in
// refusals.test.ts), each saved as a local game the page reopens (saved/localGame.ts's LocalSave:
// config, seats and every move). This test builds them again and checks the saved file is still
// exactly them, and that each still refuses its move by the right rule; with
// HEXKNIGHTS_WRITE_SCENES=1 it writes the file (after an engine change that moves them; then
// `npx biome format --write` it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action, Game, GameConfig } from '../../src/engine/types';
import { getEngine, must, refused } from '../helpers';
import { cardTable, drawOwn, fund, improveTo, mainPhaseOf } from '../rules/ck/helpers';
import type { LocalSave } from '../../src/ui/saved/localGame';

const FILE = join(__dirname, 'fixtures/refusal-scenes.json');

/** A scene the page reopens, the move the page then sends, and the start of the reason it must show. */
interface RefusalScene {
  save: LocalSave;
  action: Action;
  reason: string;
}

/** `build`'s game with its config and every accepted move, recorded at the engine. */
async function recorded(build: () => Promise<Game>): Promise<{ game: Game; config: GameConfig; moves: [number, Action][] }> {
  const engine = await getEngine();
  const newGame = engine.newGame;
  let config: GameConfig | null = null;
  const moves: [number, Action][] = [];
  engine.newGame = (c: GameConfig) => {
    config = c;
    const game = newGame.call(engine, c);
    const apply = game.apply.bind(game);
    game.apply = (seat, action) => {
      const r = apply(seat, action);
      if (r.ok) moves.push([seat, JSON.parse(JSON.stringify(action))]);
      return r;
    };
    return game;
  };
  try {
    const game = await build();
    return { game, config: JSON.parse(JSON.stringify(config)), moves };
  } finally {
    engine.newGame = newGame;
  }
}

const SEATS: LocalSave['seats'] = [
  { name: 'Ada', color: 'red', kind: 'you' },
  { name: 'Blue', color: 'blue', kind: 'bot', level: 'easy' },
  { name: 'White', color: 'white', kind: 'bot', level: 'easy' },
];

async function scene(id: string, build: () => Promise<Game>, action: (game: Game) => Action, reason: string): Promise<RefusalScene> {
  const { game, config, moves } = await recorded(build);
  const move = action(game);
  expect(refused(game, 0, move).startsWith(reason)).toBe(true);
  return { save: { id, config, seats: SEATS, me: 0, moves, lines: [] }, action: move, reason };
}

async function scenes(): Promise<Record<string, RefusalScene>> {
  return {
    // the Inventor on a 6 (this table has no 12; the one rule refuses 2, 6, 8 and 12)
    inventor: await scene(
      'refusalinventor',
      async () => {
        const game = await cardTable({ science: ['inventor'] });
        improveTo(game, 0, 'science', 1);
        drawOwn(game, 0, 'science');
        return game;
      },
      (game) => {
        const hex = (n: number) => game.view().board.hexes.findIndex((h: { number: number | null }) => h.number === n);
        return { type: 'playProgress', card: 'inventor', hexes: [hex(6), hex(5)] };
      },
      'the Inventor swaps two number tokens of 3, 4, 5, 9, 10 or 11',
    ),
    spy: await scene(
      'refusalspy',
      async () => {
        const game = await cardTable({ politics: ['spy', 'warlord', 'wedding'] });
        improveTo(game, 0, 'politics', 1);
        improveTo(game, 1, 'politics', 1);
        drawOwn(game, 0, 'politics');
        must(game, 0, { type: 'endTurn' });
        drawOwn(game, 1, 'politics');
        must(game, 1, { type: 'endTurn' });
        mainPhaseOf(game, 0);
        must(game, 0, { type: 'playProgress', card: 'spy', player: 1 });
        return game;
      },
      () => ({ type: 'spyTake', card: 'constitution' }),
      'that player holds no such progress card (Constitution and Printer are never held',
    ),
    harbor: await scene(
      'refusalharbor',
      async () => {
        const game = await cardTable({ trade: ['commercialHarbor'] });
        improveTo(game, 0, 'trade', 1);
        drawOwn(game, 0, 'trade');
        must(game, 0, { type: 'endTurn' });
        fund(game, 1, { coin: 2 });
        fund(game, 0, { grain: 2 });
        mainPhaseOf(game, 0);
        must(game, 0, { type: 'playProgress', card: 'commercialHarbor' });
        must(game, 0, { type: 'commercialHarborOffer', player: 1, kind: 'grain' });
        must(game, 1, { type: 'commercialHarborReply', kind: 'coin' });
        return game;
      },
      () => ({ type: 'commercialHarborOffer', player: 1, kind: 'grain' }),
      'you have already made that player a Commercial Harbor offer (one offer per player)',
    ),
  };
}

describe("the browser suite's refusal scenes", () => {
  it('are the positions the rules build, each refusing its move by the rule that refuses it', async () => {
    const built = await scenes();
    if (process.env.HEXKNIGHTS_WRITE_SCENES === '1') writeFileSync(FILE, `${JSON.stringify(built)}\n`);
    expect(existsSync(FILE), `${FILE} is missing: run with HEXKNIGHTS_WRITE_SCENES=1`).toBe(true);
    expect(JSON.parse(readFileSync(FILE, 'utf8')), 'the saved scenes moved: run with HEXKNIGHTS_WRITE_SCENES=1').toEqual(built);
  });
});
