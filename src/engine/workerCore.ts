// How a Web Worker runs the page's own code instead of a second copy bundled into it: a "core" module
// of the site's build (bots/thinkCore.ts, ui/verifyCore.ts) puts what it offers on a global when it is
// imported, the page sends the worker that module's URL, and the worker imports it from there. Both
// sides take the global's name from here, so they cannot drift apart (a worker that found nothing would
// fail every request, and the table would quietly fall back to its simplest bot). This file imports
// nothing, so a worker that uses it stays free of the engine and the bots.

/** Where each core puts itself once imported: chunk export names are the bundler's, these are not. */
const CORE_GLOBALS = { think: 'hexknightsThinkCore', verify: 'hexknightsVerifyCore' } as const;
export type CoreName = keyof typeof CORE_GLOBALS;

/** In a core module: offer `core` to the worker that imports this module by its URL. */
export function exposeCore<T>(name: CoreName, core: T): void {
  (globalThis as Record<string, unknown>)[CORE_GLOBALS[name]] = core;
}

/** In a worker: import the core module at `url` (sent by the page) and take what it offers. */
export async function importCore<T>(name: CoreName, url: string): Promise<T> {
  await import(/* @vite-ignore */ url);
  const core = (globalThis as Record<string, unknown>)[CORE_GLOBALS[name]];
  if (!core) throw new Error(`${url} offered no ${name} core`);
  return core as T;
}
