// What the verify page's worker runs, as a module of the site's own build. The worker imports it by
// its URL (src/ui/verifyWorker.ts), so the engine wrapper, the protocol and the crypto are downloaded
// once, in the chunks the page shares (vite.config.ts puts them where no UI code is), instead of a
// second copy inside a worker bundle.
import { createEngine } from '../engine/index';
import { exposeCore } from '../engine/workerCore';
import { verifyTextLoaded } from './verifyRun';

export interface VerifyCore {
  createEngine: typeof createEngine;
  verifyTextLoaded: typeof verifyTextLoaded;
}

exposeCore<VerifyCore>('verify', { createEngine, verifyTextLoaded });

/** This module's own URL (its chunk's, once built): the page hands it to the worker. */
export const coreUrl: string = import.meta.url;
