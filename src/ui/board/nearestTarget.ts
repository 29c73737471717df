// Which glowing target a tap meant. On a phone a corner's hit circle and a road's tap disc are 44 px
// across or more (the usual minimum for a finger) while corners sit about 30 px apart and roads meet
// at them, so neighbours' areas overlap: the target whose point (a corner, a road's middle) is nearest
// to the tap is meant. A keyboard activation has no pointer and keeps the target it was on.

type Point = readonly [number, number];

/** Where a tap landed in the board's own units (through `svg`'s screen transform), or null without a pointer. */
export function tapPoint(svg: SVGSVGElement | null, ev: MouseEvent): Point | null {
  const m = svg?.getScreenCTM();
  if (!m || (ev.clientX === 0 && ev.clientY === 0)) return null;
  const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(m.inverse());
  return [p.x, p.y];
}

/** Of `keys` (each placed at `pointOf(key)`), the one nearest to `tap`; `tapped` when there is no tap point. */
export function nearestTarget(tap: Point | null, tapped: string, keys: Iterable<string>, pointOf: (key: string) => Point | undefined): string {
  if (!tap) return tapped;
  let best = tapped;
  let bestDistance = Infinity;
  for (const key of keys) {
    const p = pointOf(key);
    const d = p ? Math.hypot(p[0] - tap[0], p[1] - tap[1]) : Infinity;
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return best;
}
