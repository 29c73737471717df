// What the bot's Web Worker (worker.ts) runs, as a module of the site's own build. The worker imports
// it by its URL, as the verify worker does verifyCore.ts, so the engine wrapper and the search bot are
// downloaded once, in the chunks the page shares (vite.config.ts keeps them free of UI code), instead
// of a second copy inside a worker bundle.
import { createEngine } from '../engine/index.js';
import { exposeCore } from '../engine/workerCore.js';
import { Thinker } from './think.js';

export interface ThinkCore {
  createEngine: typeof createEngine;
  Thinker: typeof Thinker;
}

exposeCore<ThinkCore>('think', { createEngine, Thinker });

/** This module's own URL (its chunk's, once built): BotWorker hands it to the worker. */
export const thinkCoreUrl: string = import.meta.url;
