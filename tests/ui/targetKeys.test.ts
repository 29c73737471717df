// Arrow keys between board targets go to the nearest target in the arrow's direction.
import { describe, expect, it } from 'vitest';
import { nextTarget } from '../../src/ui/targetKeys';

const at = (x: number, y: number) => ({ getBoundingClientRect: () => ({ left: x - 5, top: y - 5, width: 10, height: 10 }) }) as unknown as Element;

describe('nextTarget', () => {
  const a = at(100, 100);
  const right = at(160, 100);
  const farRight = at(300, 100);
  const rightDown = at(150, 160);
  const up = at(100, 40);
  const all = [a, right, farRight, rightDown, up];

  it('goes to the nearest target that way, straight ahead before sideways', () => {
    expect(nextTarget(all, a, 'ArrowRight')).toBe(right);
    expect(nextTarget(all, right, 'ArrowRight')).toBe(farRight);
    expect(nextTarget(all, a, 'ArrowUp')).toBe(up);
    expect(nextTarget(all, a, 'ArrowDown')).toBe(rightDown);
    expect(nextTarget(all, a, 'ArrowLeft')).toBeNull();
  });

  it('focuses the first target when none is focused, and ignores other keys', () => {
    expect(nextTarget(all, null, 'ArrowLeft')).toBe(a);
    expect(nextTarget(all, a, 'Enter')).toBeNull();
  });
});
