// Arrow keys between the glowing board targets (issue 18 item 7): from the focused target to the
// nearest one in the arrow's direction, as on colonist.io; with no target focused, an arrow focuses
// the first. Enter or Space then picks it (Board.tsx). Reads only the drawn targets' positions.

const DIRECTIONS: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

function centre(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}

/** The target to focus for `key` from `from` (null: none that way, or not an arrow key). */
export function nextTarget(targets: Element[], from: Element | null, key: string): Element | null {
  const dir = DIRECTIONS[key];
  if (!dir || targets.length === 0) return null;
  if (!from || !targets.includes(from)) return targets[0];
  const [x, y] = centre(from);
  let best: Element | null = null;
  let bestScore = Infinity;
  for (const el of targets) {
    if (el === from) continue;
    const [ex, ey] = centre(el);
    const along = (ex - x) * dir[0] + (ey - y) * dir[1];
    if (along <= 1) continue; // not that way
    const across = Math.abs((ex - x) * dir[1] - (ey - y) * dir[0]);
    const score = along + 2 * across; // prefer straight ahead over near but sideways
    if (score < bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

/** Keydown handler part: moves focus among `.board .target` and says whether it used the key. */
export function moveTargetFocus(e: KeyboardEvent): boolean {
  if (!(e.key in DIRECTIONS)) return false;
  const targets = [...document.querySelectorAll('.board .target')];
  const from = document.activeElement?.closest('.board .target') ?? null;
  const next = nextTarget(targets, from, e.key);
  if (!next) return false;
  (next as HTMLElement | SVGElement).focus();
  e.preventDefault();
  return true;
}
