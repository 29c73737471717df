// Enough of the DOM for Preact to render a panel and for a test to read its text and click its buttons,
// so a component's behaviour is tested without a browser (the browser suite, tests/e2e, draws them).
export class FakeNode {
  childNodes: FakeNode[] = [];
  parentNode: FakeNode | null = null;
  data = '';
  style: Record<string, string> & { setProperty?: (k: string, v: string) => void } = {};
  readonly attributes = new Map<string, string>();
  private readonly listeners = new Map<string, (this: FakeNode, e: object) => void>();
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
  setAttribute(name: string, value: unknown): void {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  addEventListener(type: string, handler: (this: FakeNode, e: object) => void): void {
    this.listeners.set(type, handler);
  }
  removeEventListener(type: string): void {
    this.listeners.delete(type);
  }
  /** Clicks this element as a person would: nothing happens on a disabled one. */
  click(): void {
    if (this.attributes.has('disabled')) return;
    this.listeners.get('click')?.call(this, { type: 'click' });
  }
  /** Every element under this one (itself included) that `test` accepts, in document order. */
  findAll(test: (n: FakeNode) => boolean): FakeNode[] {
    return [...(test(this) ? [this] : []), ...this.childNodes.flatMap((c) => c.findAll(test))];
  }
  /** The buttons under this one, by their accessible name or text. */
  buttons(): FakeNode[] {
    return this.findAll((n) => n.localName === 'button');
  }
  get label(): string {
    return this.getAttribute('aria-label') ?? this.textContent;
  }
}

const fakeDocument = {
  createElementNS: (_ns: string, tag: string) => new FakeNode(1, tag),
  createElement: (tag: string) => new FakeNode(1, tag),
  createTextNode: (text: string) => Object.assign(new FakeNode(3), { data: String(text) }),
};

/** Preact re-renders on a microtask; a macrotask later it is done. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
