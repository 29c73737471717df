// Board geometry: hex centres, vertex and edge aliases, harbor docks; pure pixel maths.
import { describe, expect, it } from 'vitest';
import { cornerPoint, edgeKey, harborPlacement, HEX_W, hexCenter, layout, pips, ROW_H, rowsFor, SIZE, vertexKey } from '../../src/ui/board/geometry';

describe('board geometry', () => {
  it('lays hexes out in centred rows, pointy-topped', () => {
    const rows = rowsFor(19);
    expect(rows).toEqual([
      [2, 3],
      [1, 4],
      [0, 5],
      [1, 4],
      [2, 3],
    ]);
    expect(hexCenter(rows, 0)).toEqual([HEX_W, 0]);
    expect(hexCenter(rows, 3)).toEqual([HEX_W / 2, ROW_H]);
    expect(hexCenter(rows, 7)).toEqual([0, 2 * ROW_H]);
    expect(hexCenter(rows, 18)).toEqual([3 * HEX_W, 4 * ROW_H]);
    expect(rowsFor(30).map((r) => r[1])).toEqual([3, 4, 5, 6, 5, 4, 3]);
  });

  it('lays out any rows: the Peanut island touches its twin along one edge and the view box holds both', () => {
    const rows: [number, number][] = [
      [2, 3],
      [1, 4],
      [0, 5],
      [1, 4],
      [2, 3],
      [7, 3],
      [6, 4],
      [5, 5],
      [6, 4],
      [7, 3],
    ];
    const peanut = layout(38, rows);
    expect(hexCenter(rows, 19)).toEqual([3.5 * HEX_W, 5 * ROW_H]);
    // hex 18's SE side is hex 19's NW side
    expect(edgeKey(peanut.centers, [18, 2])).toBe(edgeKey(peanut.centers, [19, 5]));
    const [x, , w] = peanut.viewBox;
    expect(x + w).toBeGreaterThan(hexCenter(rows, 28)[0] + HEX_W / 2);
  });

  it('draws a harbor named from its sea hex on the sea side all the same', () => {
    // Islands: hex 1 of the rows below is sea, hex 5 land; the harbor is named [1, 2] (hex 1's SE side).
    const rows: [number, number][] = [
      [1, 3],
      [0, 4],
      [1, 3],
    ];
    const { centers } = layout(10, rows);
    const fromSea = harborPlacement(centers, 1, 2, (h) => h === 1);
    const fromLand = harborPlacement(centers, 5, 5);
    expect(fromSea.dock).toEqual(fromLand.dock);
    const sea = centers[1],
      land = centers[5];
    expect(Math.hypot(fromSea.dock[0] - sea[0], fromSea.dock[1] - sea[1])).toBeLessThan(Math.hypot(fromSea.dock[0] - land[0], fromSea.dock[1] - land[1]));
  });

  it('puts corner 0 at the top and goes clockwise', () => {
    const [x, y] = cornerPoint([0, 0], 0);
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(-SIZE);
    const ne = cornerPoint([0, 0], 1);
    expect(ne[0]).toBeGreaterThan(0);
    expect(ne[1]).toBeCloseTo(-SIZE / 2);
    expect(cornerPoint([0, 0], 3)[1]).toBeCloseTo(SIZE);
  });

  it('gives every alias of a vertex and of an edge the same key', () => {
    const { centers } = layout(19);
    // hex 0's SE corner is hex 1's SW corner... and hex 4's N corner
    expect(vertexKey(centers, [0, 2])).toBe(vertexKey(centers, [1, 4]));
    expect(vertexKey(centers, [0, 2])).toBe(vertexKey(centers, [4, 0]));
    // hex 0's east side is hex 1's west side
    expect(edgeKey(centers, [0, 1])).toBe(edgeKey(centers, [1, 4]));
    // hex 0's SE side is hex 4's NW side
    expect(edgeKey(centers, [0, 2])).toBe(edgeKey(centers, [4, 5]));
    expect(edgeKey(centers, [0, 1])).not.toBe(edgeKey(centers, [0, 2]));
  });

  it('counts 54 vertices and 72 edges on the base board, 80 and 109 on the 5-6 board', () => {
    const base = layout(19);
    expect(base.vertices.size).toBe(54);
    expect(base.edges.size).toBe(72);
    const big = layout(30);
    expect(big.vertices.size).toBe(80);
    expect(big.edges.size).toBe(109);
    // an inland vertex touches three hexes
    expect(base.vertices.get(vertexKey(base.centers, [0, 2]))!.hexes.sort()).toEqual([0, 1, 4]);
  });

  it('puts a harbor dock out at sea beyond its side', () => {
    const { centers } = layout(19);
    const { dock, ends } = harborPlacement(centers, 0, 0);
    expect(dock[1]).toBeLessThan(Math.min(ends[0][1], ends[1][1]));
    const c = centers[0];
    expect(Math.hypot(dock[0] - c[0], dock[1] - c[1])).toBeGreaterThan(SIZE);
  });

  it('knows the pips of each number', () => {
    expect([2, 3, 4, 5, 6, 8, 9, 10, 11, 12].map(pips)).toEqual([1, 2, 3, 4, 5, 5, 4, 3, 2, 1]);
    expect(pips(7)).toBe(0);
    expect(pips(null)).toBe(0);
  });
});
