// Components re-render when a signal they read changes (src/session/reactive.ts). Imported once, for
// its effect, by the page's entry before anything renders. The same approach as @preact/signals,
// reduced to what this page uses: while a component renders, its updater records the signals read
// (from Preact's render hook until the next vnode's diff starts or this one's ends); a change to one
// of them re-renders it with setState; unmounting disposes the updater. Signals passed to JSX as
// children or attributes are not supported: the page always reads `.value`.
import { Component, Fragment, options, type VNode } from 'preact';
import { Effect } from '../session/reactive';

interface Tracked extends Component {
  /** This component's updater (created at its first render). */
  _reactive?: Effect;
  /** A signal it read changed since it last rendered. */
  _signalled?: boolean;
  /** Preact's hook list (mangled name): present once the component used a hook. */
  __H?: unknown;
}

/** Preact's option hooks under their mangled names (as @preact/signals uses them); `__c` is a vnode's component. */
type Hook = (vnode: VNode & { __c?: Tracked }, ...rest: unknown[]) => void;
const hooks = options as unknown as Record<'__b' | '__r' | '__e' | 'diffed' | 'unmount', Hook | undefined>;

let rendering: Effect | undefined;

function endRender(): void {
  const updater = rendering;
  rendering = undefined;
  updater?.end();
}

/** Runs ours before Preact's (or another plugin's) hook of the same name. */
function before(name: keyof typeof hooks, ours: Hook): void {
  const theirs = hooks[name];
  hooks[name] = (vnode, ...rest) => {
    ours(vnode, ...rest);
    theirs?.(vnode, ...rest);
  };
}

// A component's render ends when the next vnode's diff starts, when its own diff ends, or when it throws.
before('__b', endRender);
before('diffed', endRender);
before('__e', endRender);

before('__r', (vnode) => {
  endRender();
  const component = vnode.__c;
  if (!component || vnode.type === Fragment) return;
  component._signalled = false;
  rendering = component._reactive ??= new Effect(() => {
    component._signalled = true;
    component.setState({});
  });
  rendering.begin();
});

before('unmount', (vnode) => {
  const component = vnode.__c;
  component?._reactive?.dispose();
  if (component) component._reactive = undefined;
});

// A component driven only by signals (no hooks, no state) does not re-render with its parent when its
// props are the same: @preact/signals does this too, so a hover that re-renders the table leaves such
// panels alone.
Component.prototype.shouldComponentUpdate = function (this: Tracked, props: Record<string, unknown>, state: object): boolean {
  if (!this._reactive?.reads || this._signalled || this.__H) return true;
  for (const _ in state) return true;
  const before = this.props as Record<string, unknown>;
  for (const key in props) if (props[key] !== before[key]) return true;
  for (const key in before) if (!(key in props)) return true;
  return false;
};
