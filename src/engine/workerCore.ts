// How a Web Worker runs the page's own code instead of a second copy bundled into it: a "core" module
// of the site's build (bots/thinkCore.ts, ui/verifyCore.ts) puts what it offers on a global when it is
// imported, the page sends the worker (coreWorker.ts, the one worker script) that module's URL, and the
// worker imports it from there and hands it every further message. Both
// sides take the global's name from here, so they cannot drift apart (a worker that found nothing would
// fail every request, and the table would quietly fall back to its simplest bot). This file imports
// nothing, so a worker that uses it stays free of the engine and the bots.

/** Where each core puts itself once imported: chunk export names are the bundler's, these are not. */
const CORE_GLOBALS = { think: 'hexknightsThinkCore', verify: 'hexknightsVerifyCore' } as const;
export type CoreName = keyof typeof CORE_GLOBALS;

/** What a core offers its worker: it answers each message the page sends with `post`. */
export interface WorkerCore {
  serve(data: unknown, post: (message: unknown) => void): void | Promise<void>;
}

/** The page's first message to the worker: which core to import, and from where. */
export interface CoreRequest {
  core: CoreName;
  coreUrl: string;
}

/** In a core module: offer `core` to the worker that imports this module by its URL. */
export function exposeCore(name: CoreName, core: WorkerCore): void {
  (globalThis as Record<string, unknown>)[CORE_GLOBALS[name]] = core;
}

/** In a worker: import the core module at `url` (sent by the page) and take what it offers. */
export async function importCore(name: CoreName, url: string): Promise<WorkerCore> {
  await import(/* @vite-ignore */ url);
  const core = (globalThis as Record<string, unknown>)[CORE_GLOBALS[name]];
  if (!core) throw new Error(`${url} offered no ${name} core`);
  return core as WorkerCore;
}
