// The screens past the lobby (table, local game, network room, verify page: gameScreens.ts) are not
// part of the page's first load: the lobby shows without them, and main.tsx fetches them beside the
// rules engine while the player fills it in (docs/ui.md "Bundle"). App.tsx uses these names as it
// would the modules themselves: they stand for the real ones once `loadScreens()` has resolved,
// which main.tsx awaits before it says the engine is ready, so no screen can open before they are here.
import type { ComponentProps, FunctionComponent } from 'preact';
import { createElement } from 'preact';
import type * as Screens from './gameScreens';

let screens: typeof Screens | null = null;
let loading: Promise<void> | null = null;

/** Fetch the screens' chunk (once). */
export function loadScreens(): Promise<void> {
  loading ??= import('./gameScreens').then((m) => {
    screens = m;
  });
  return loading;
}

function loaded(): typeof Screens {
  if (!screens) throw new Error('the game screens are still loading');
  return screens;
}

/** A component that renders the loaded screen `name` with the same props. */
function standIn<K extends 'Table' | 'NetRoom' | 'VerifyPage'>(name: K): FunctionComponent<ComponentProps<(typeof Screens)[K]>> {
  return (props) => createElement(loaded()[name] as unknown as FunctionComponent<ComponentProps<(typeof Screens)[K]>>, props);
}

export const Table = standIn('Table');
export const NetRoom = standIn('NetRoom');
export const VerifyPage = standIn('VerifyPage');

/** Delete a networked game's saved seats and logs (the storage code lives with the screens). */
export const forgetRoom = (code: string) => loadScreens().then(() => loaded().forgetRoom(code));

export type LocalTable = Screens.LocalTable;
/** `new LocalTable(options)`: a constructor that returns an object makes `new` yield that object. */
export const LocalTable = function LocalTable(...args: ConstructorParameters<typeof Screens.LocalTable>) {
  return new (loaded().LocalTable)(...args);
} as unknown as typeof Screens.LocalTable;
