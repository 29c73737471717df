// The page's own signals (src/session/reactive.ts) and their Preact binding (src/ui/reactivePreact.ts):
// what the replica, the room and the table panels rely on. Components render into a tiny fake DOM
// (enough of it for Preact's diff), so no browser is needed.
import { describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { batch, computed, effect, signal } from '../../src/session/reactive';
import '../../src/ui/reactivePreact';

describe('signals', () => {
  it('an effect re-runs when a signal it read changes, and not for one it no longer reads', () => {
    const on = signal(true);
    const a = signal(1);
    const b = signal(10);
    const seen: number[] = [];
    const stop = effect(() => void seen.push(on.value ? a.value : b.value));
    a.value = 2;
    b.value = 11; // not read while `on`
    on.value = false;
    a.value = 3; // no longer read
    b.value = 12;
    expect(seen).toEqual([1, 2, 11, 12]);
    stop();
    b.value = 13;
    expect(seen).toEqual([1, 2, 11, 12]);
  });

  it('a computed is cached, recomputes only after a source changed, and an unchanged result wakes nobody', () => {
    const n = signal(3);
    let runs = 0;
    const parity = computed(() => {
      runs++;
      return n.value % 2;
    });
    expect(parity.value).toBe(1);
    expect(parity.value).toBe(1);
    expect(runs).toBe(1);
    const seen: number[] = [];
    const stop = effect(() => void seen.push(parity.value));
    n.value = 5; // same parity: the effect stays quiet
    n.value = 6;
    expect(seen).toEqual([1, 0]);
    expect(runs).toBe(3);
    stop();
    n.value = 7; // nobody watches: recomputed when read, not before
    expect(runs).toBe(3);
    expect(parity.peek()).toBe(1);
    expect(runs).toBe(4);
  });

  it('a batch runs each woken effect once, after its last write; subscribe reports the value', () => {
    const x = signal(0);
    const y = signal(0);
    const sums: number[] = [];
    effect(() => void sums.push(x.value + y.value));
    const values: number[] = [];
    const unsubscribe = x.subscribe((v) => values.push(v));
    const out = batch(() => {
      x.value = 1;
      y.value = 2;
      x.value = 3;
      return 'done';
    });
    expect(out).toBe('done');
    expect(sums).toEqual([0, 5]);
    expect(values).toEqual([0, 3]);
    unsubscribe();
    x.value = 4;
    expect(values).toEqual([0, 3]);
  });

  it('an effect that writes a signal wakes the effects reading it after it', () => {
    const source = signal(1);
    const doubled = signal(0);
    const seen: number[] = [];
    effect(() => void (doubled.value = source.value * 2));
    effect(() => void seen.push(doubled.value));
    source.value = 5;
    expect(seen).toEqual([2, 10]);
  });
});

/** Enough of the DOM for Preact to render elements and text. */
class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  data = '';
  style = {};
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  readonly ownerDocument = fakeDocument;
  constructor(
    readonly nodeType: number,
    readonly localName?: string,
  ) {}
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get textContent(): string {
    return this.nodeType === 3 ? this.data : this.childNodes.map((c) => c.textContent).join('');
  }
  insertBefore(node: FakeNode, before: FakeNode | null): FakeNode {
    node.remove();
    node.parentNode = this;
    const at = before ? this.childNodes.indexOf(before) : -1;
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, node);
    return node;
  }
  appendChild(node: FakeNode): FakeNode {
    return this.insertBefore(node, null);
  }
  remove(): void {
    if (this.parentNode) this.parentNode.childNodes.splice(this.parentNode.childNodes.indexOf(this), 1);
    this.parentNode = null;
  }
}
const fakeDocument = {
  createElementNS: (_ns: string, tag: string) => new FakeNode(1, tag),
  createTextNode: (text: string) => Object.assign(new FakeNode(3), { data: String(text) }),
};

/** Preact re-renders on a microtask; a macrotask later it is done. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

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
