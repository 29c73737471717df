// The scenario file contract (docs/actions.md "Scenario files"): `hexknights scenario FILE` prints
// {applied, rejected, view}; exit 0 when every action applied, 3 when one was rejected.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { B, CARD_BOARD, P0_CITY, P0_SETTLEMENT, P1_CITY } from './helpers';

function run(scenario: object): { code: number; out: any } {
  const file = join(mkdtempSync(join(tmpdir(), 'hk-ck-')), 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  try {
    const stdout = execFileSync('node', ['bin/hexknights.js', 'scenario', file], { encoding: 'utf8' });
    return { code: 0, out: JSON.parse(stdout) };
  } catch (e: any) {
    return { code: e.status, out: e.stdout ? JSON.parse(e.stdout) : null };
  }
}

const SETUP = [
  { p: 0, type: 'placeSettlement', vertex: P0_SETTLEMENT },
  { p: 0, type: 'placeRoad', edge: B.between(P0_SETTLEMENT, B.neighbours(P0_SETTLEMENT)[0]) },
  { p: 1, type: 'placeSettlement', vertex: B.at(16, 17) },
  { p: 1, type: 'placeRoad', edge: B.between(B.at(16, 17), B.neighbours(B.at(16, 17))[0]) },
  { p: 2, type: 'placeSettlement', vertex: B.at(11, 15) },
  { p: 2, type: 'placeRoad', edge: B.between(B.at(11, 15), B.neighbours(B.at(11, 15))[0]) },
  { p: 2, type: 'placeCity', vertex: B.at(6, 11) },
  { p: 2, type: 'placeRoad', edge: B.between(B.at(6, 11), B.neighbours(B.at(6, 11))[0]) },
  { p: 1, type: 'placeCity', vertex: P1_CITY },
  { p: 1, type: 'placeRoad', edge: B.between(P1_CITY, B.neighbours(P1_CITY)[0]) },
  { p: 0, type: 'placeCity', vertex: P0_CITY },
  { p: 0, type: 'placeRoad', edge: B.between(P0_CITY, B.neighbours(P0_CITY)[0]) },
];

describe('C&K scenario files', () => {
  it('runs a C&K scenario with a known deck and forced dice: exit 0 and the final view', () => {
    const { code, out } = run({
      mode: 'ck',
      players: 3,
      board: CARD_BOARD,
      decks: { politics: ['constitution'] },
      actions: [
        ...SETUP,
        // A roll of 8 (mountains): seat 0's city takes ore + coin, seat 1's city too.
        { p: 0, type: 'roll', forced: { yellow: 2, red: 6, event: 'ship' } },
        { p: 0, type: 'improve', track: 'politics' },
        { p: 0, type: 'endTurn' },
        { p: 1, type: 'roll', forced: { yellow: 1, red: 1, event: 'politics' } },
      ],
    });
    expect(code).toBe(0);
    expect(out.applied).toBe(SETUP.length + 4);
    expect(out.rejected).toBeNull();
    expect(out.view.mode).toBe('ck');
    expect(out.view.barbarians.position).toBe(1);
    expect(out.view.players[0].improvements.politics).toBe(1);
    // Constitution: a VP at once for seat 0 (city 2 + settlement 1 + 1).
    expect(out.view.players[0].progressPoints).toBe(1);
    expect(out.view.players[0].vp).toBe(4);
    expect(out.view.players[1].hand.coin).toBe(1);
  });

  it('stops at a refused C&K action: exit 3 with its index and reason', () => {
    const { code, out } = run({
      mode: 'ck',
      players: 3,
      board: CARD_BOARD,
      actions: [
        ...SETUP,
        { p: 0, type: 'roll', forced: { yellow: 2, red: 6, event: 'science' } },
        { p: 0, type: 'buildWall', vertex: P0_CITY }, // no brick
        { p: 0, type: 'endTurn' },
      ],
    });
    expect(code).toBe(3);
    expect(out.applied).toBe(SETUP.length + 1);
    expect(out.rejected).toMatchObject({ index: SETUP.length + 1 });
    expect(out.rejected.error).toMatch(/not enough/);
    expect(out.view.players[0].cities[0].wall).toBe(false);
  });
});
