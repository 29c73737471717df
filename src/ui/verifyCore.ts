// What the verify page's worker runs, as a module of the site's own build. The worker imports it by
// its URL (src/ui/verifyWorker.ts), so the engine wrapper, the protocol and the crypto are downloaded
// once, in the chunks the page shares (vite.config.ts puts them where no UI code is), instead of a
// second copy inside a worker bundle.
import { createEngine } from '../engine/index';
import { verifyTextBatched } from './verifyRun';

export interface VerifyCore {
  createEngine: typeof createEngine;
  verifyTextBatched: typeof verifyTextBatched;
}

/** Where the worker finds this module once imported: chunk export names are the bundler's, this is not. */
export const CORE_GLOBAL = 'hexknightsVerifyCore';

(globalThis as Record<string, unknown>)[CORE_GLOBAL] = { createEngine, verifyTextBatched } satisfies VerifyCore;

/** This module's own URL (its chunk's, once built): the page hands it to the worker. */
export const coreUrl: string = import.meta.url;
