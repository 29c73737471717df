// The table panels rely on @preact/signals re-rendering a component when a signal it read changes,
// and on a component driven only by signals not re-rendering with its parent (a hover that re-renders
// the table leaves such panels alone). Components render into a tiny fake DOM (enough of it for
// Preact's diff), so no browser is needed.
import { describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { computed, signal } from '@preact/signals';

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
