// The table (board, panels, local game, bots) is not part of the page's first load: the lobby shows
// without it, and main.tsx fetches it beside the rules engine while the player fills the lobby in
// (docs/ui.md "Bundle"). App.tsx uses these two names as it would the modules themselves: they stand
// for the real Table and LocalTable once `loadTable()` has resolved, which main.tsx awaits before it
// says the engine is ready, so nothing can start a game before they are here.
import type { ComponentProps } from 'preact';
import { createElement } from 'preact';
import type { LocalTable as RealLocalTable } from './localTable';
import type { Table as RealTable } from './Table';

let parts: { Table: typeof RealTable; LocalTable: typeof RealLocalTable } | null = null;
let loading: Promise<void> | null = null;

/** Fetch the table's chunk (once). */
export function loadTable(): Promise<void> {
  loading ??= Promise.all([import('./Table'), import('./localTable')]).then(([t, l]) => {
    parts = { Table: t.Table, LocalTable: l.LocalTable };
  });
  return loading;
}

function loaded(): NonNullable<typeof parts> {
  if (!parts) throw new Error('the table is still loading');
  return parts;
}

export function Table(props: ComponentProps<typeof RealTable>) {
  return createElement(loaded().Table, props);
}

export type LocalTable = RealLocalTable;
/** `new LocalTable(options)`: a constructor that returns an object makes `new` yield that object. */
export const LocalTable = function LocalTable(...args: ConstructorParameters<typeof RealLocalTable>) {
  return new (loaded().LocalTable)(...args);
} as unknown as typeof RealLocalTable;
