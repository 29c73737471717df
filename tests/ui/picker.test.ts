// Picking actions on the board: targets come only from the legal actions given.
import { describe, expect, it } from 'vitest';
import { layout, vertexKey, edgeKey } from '../../src/ui/board/geometry';
import { autoPick, narrow, nextArg, optionLabel, targetsOf } from '../../src/ui/picker';
import { bankRates } from '../../src/ui/panels/Trade';

const { centers } = layout(19);

describe('picker', () => {
  it('starts by itself when the only legal moves are one board action', () => {
    const legal = [
      { type: 'placeSettlement', vertex: [0, 0] },
      { type: 'placeSettlement', vertex: [0, 2] },
    ];
    const pick = autoPick(legal)!;
    expect(pick.group).toBe('placeSettlement');
    const t = targetsOf(pick, centers)!;
    expect(t.kind).toBe('vertex');
    expect([...t.keys.keys()]).toEqual([vertexKey(centers, [0, 0]), vertexKey(centers, [0, 2])]);
    expect(autoPick([{ type: 'roll' }])).toBeNull();
    expect(autoPick([...legal, { type: 'endTurn' }])).toBeNull();
  });

  it('narrows by clicks, board arguments first, and leaves the victim to a choice', () => {
    const legal = [
      { type: 'moveRobber', hex: 3 },
      { type: 'moveRobber', hex: 4, victim: 1 },
      { type: 'moveRobber', hex: 4, victim: 2 },
    ];
    const pick = autoPick(legal)!;
    expect(nextArg(pick)).toEqual(['hex', 'hex']);
    const after = narrow(pick, '4', centers);
    expect(after.candidates).toHaveLength(2);
    expect(nextArg(after)).toBeNull();
    expect(optionLabel(after.candidates[0], (s) => ['Red', 'Blue', 'White'][s])).toBe('Rob Blue');
  });

  it('picks a knight, then where it goes', () => {
    const legal = [
      { type: 'moveKnight', from: [0, 0], to: [1, 0] },
      { type: 'moveKnight', from: [0, 0], to: [2, 0] },
      { type: 'moveKnight', from: [5, 3], to: [6, 3] },
    ];
    let pick = autoPick(legal)!;
    expect(nextArg(pick)).toEqual(['from', 'vertex']);
    pick = narrow(pick, vertexKey(centers, [0, 0]), centers);
    expect(nextArg(pick)).toEqual(['to', 'vertex']);
    expect(targetsOf(pick, centers)!.keys.size).toBe(2);
    pick = narrow(pick, vertexKey(centers, [2, 0]), centers);
    expect(pick.candidates).toEqual([legal[1]]);
  });

  it('matches an edge by any alias', () => {
    const pick = autoPick([{ type: 'buildRoad', edge: [0, 1] }])!;
    expect(narrow(pick, edgeKey(centers, [1, 4]), centers).candidates).toHaveLength(1);
  });

  it('reads bank rates off the legal trades', () => {
    const legal = [
      { type: 'bankTrade', give: { ore: 4 }, get: { brick: 1 } },
      { type: 'bankTrade', give: { wool: 2 }, get: { brick: 1 } },
      { type: 'bankTrade', give: { ore: 3 }, get: { grain: 1 } },
      { type: 'endTurn' },
    ];
    expect(Object.fromEntries(bankRates(legal))).toEqual({ ore: 3, wool: 2 });
  });
});
