// Issue 38 item 8: the Spy's choice names only players who hold a progress card (taking from one who
// holds none is legal but gains nothing); when nobody holds one it still offers every legal target.
import { describe, expect, it } from 'vitest';
import { computed, signal } from '@preact/signals';
import { TableController } from '../../src/ui/controller';
import type { Action, View } from '../../src/engine/types';
import type { TablePort } from '../../src/ui/port';

function port(counts: number[]): TablePort {
  const view = signal({
    mode: 'ck',
    playerCount: 4,
    turn: 9,
    currentPlayer: 0,
    phase: 'main',
    winner: null,
    board: { hexes: [], harbors: [] },
    awaiting: [0],
    players: counts.map((n) => ({ progressCount: n })),
  } as unknown as View);
  const legal = computed<Action[]>(() => [1, 2, 3].map((player) => ({ type: 'playProgress', card: 'spy', player })));
  return {
    view,
    legal,
    me: 0,
    seats: signal([]),
    log: signal([]),
    status: signal(null),
    act: async () => ({ ok: true }),
    close: () => {},
  } as unknown as TablePort;
}

describe("the Spy's choice", () => {
  it('names only the players holding a progress card', () => {
    const ui = new TableController(port([1, 0, 2, 1]));
    ui.play('spy');
    expect(ui.choice.value?.options.map((o) => o.action.player)).toEqual([2, 3]);
  });
  it('offers every target when nobody holds one', () => {
    const ui = new TableController(port([1, 0, 0, 0]));
    ui.play('spy');
    expect(ui.choice.value?.options.map((o) => o.action.player)).toEqual([1, 2, 3]);
  });
});
