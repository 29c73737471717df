// A page that draws one layout's board (?layout=peanut&players=8&seed=3) after a few seeded turns
// of random play that prefer roads and bridges, for the screenshots in docs/screenshots (boardShots.mjs).
import { render } from 'preact';
import { createEngine } from '../../../src/engine/index';
import type { Action, GameConfig } from '../../../src/engine/types';
import { Board, NO_TARGETS } from '../../../src/ui/board/Board';
import { PLAYER_COLORS } from '../../../src/ui/port';
import '../../../src/ui/styles.css';

const params = new URLSearchParams(location.search);
const layout = (params.get('layout') ?? 'standard') as GameConfig['layout'];
const players = Number(params.get('players') ?? 4);
const seed = Number(params.get('seed') ?? 3);
const variants = (params.get('variants') ?? '').split(',').filter(Boolean);

function pick(actions: Action[], step: number): Action {
  for (const type of ['buildSettlement', 'buildBridge', 'buildRoad', 'buildCity', 'bankTrade', 'roll', 'moveRobber', 'discard', 'endSpecialBuild', 'endTurn']) {
    const of = actions.filter((a) => a.type === type);
    if (of.length > 0) return of[(step * 7919) % of.length];
  }
  return actions[(step * 104729) % actions.length];
}

async function main(): Promise<void> {
  const engine = await createEngine();
  const game = engine.newGame({ mode: 'base', layout, players, seed, variants });
  for (let step = 0; step < 200 * players; step++) {
    const view = game.view();
    if (view.phase === 'gameOver') break;
    const p = view.awaiting[0] as number;
    const actions = game.legalActions(p);
    if (actions.length === 0) break;
    game.apply(p, pick(actions, step));
  }
  const view = game.view();
  const names = view.players.map((_: unknown, i: number) => `Player ${i + 1}`);
  render(
    <div class="board-area" style={{ height: '100%' }}>
      <Board view={view} colors={[...PLAYER_COLORS]} names={names} targets={NO_TARGETS} onPick={() => {}} />
    </div>,
    document.getElementById('app')!,
  );
  (window as unknown as { boardReady: boolean }).boardReady = true;
}

void main();
