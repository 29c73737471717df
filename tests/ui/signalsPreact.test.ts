// The table panels rely on @preact/signals re-rendering a component when a signal it read changes,
// and on a component driven only by signals not re-rendering with its parent (a hover that re-renders
// the table leaves such panels alone). Components render into a tiny fake DOM (fakeDom.ts, enough of
// it for Preact's diff), so no browser is needed.
import { describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { computed, signal } from '@preact/signals';
import { FakeNode, settled } from './fakeDom';

describe('components and signals', () => {
  it('a component re-renders when a signal it read changes, a memoised one not with its parent, and an unmounted one stops listening', async () => {
    const label = signal('a');
    const count = signal(0);
    const shown = signal(true);
    const renders = { parent: 0, child: 0 };
    let computedRuns = 0;
    const shownCount = computed(() => {
      computedRuns++;
      return count.value;
    });
    function Child({ tag }: { tag: string }) {
      renders.child++;
      return h('i', null, `${tag}${shownCount.value}`);
    }
    function Parent() {
      renders.parent++;
      return h('p', null, label.value, shown.value ? h(Child, { tag: ':' }) : null);
    }
    const root = new FakeNode(1, 'div');
    render(h(Parent, null), root as unknown as Element);
    expect(root.textContent).toBe('a:0');
    count.value = 1; // only the child read it
    await settled();
    expect(root.textContent).toBe('a:1');
    expect(renders).toEqual({ parent: 1, child: 2 });
    label.value = 'b'; // the parent re-renders; the child's props are the same and it reads signals only
    await settled();
    expect(root.textContent).toBe('b:1');
    expect(renders).toEqual({ parent: 2, child: 2 });
    shown.value = false;
    await settled();
    expect(root.textContent).toBe('b');
    const runs = computedRuns;
    count.value = 2; // the unmounted child no longer listens, so nothing recomputes what it showed
    await settled();
    expect(renders).toEqual({ parent: 3, child: 2 });
    expect(computedRuns).toBe(runs);
    render(null, root as unknown as Element);
    label.value = 'c';
    await settled();
    expect(renders.parent).toBe(3);
  });
});
