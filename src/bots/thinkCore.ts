// What the bot's Web Worker (worker.ts) runs, as a module of the site's own build. The worker imports
// it by its URL, as the verify worker does verifyCore.ts, so the engine wrapper and the search bot are
// downloaded once, in the chunks the page shares (vite.config.ts keeps them free of UI code), instead
// of a second copy inside a worker bundle.
import { createEngine } from '../engine/index.js';
import { Thinker } from './think.js';

export interface ThinkCore {
  createEngine: typeof createEngine;
  Thinker: typeof Thinker;
}

/** Where the worker finds this module once imported: chunk export names are the bundler's, this is not. */
export const THINK_CORE_GLOBAL = 'hexknightsThinkCore';

(globalThis as Record<string, unknown>)[THINK_CORE_GLOBAL] = { createEngine, Thinker } satisfies ThinkCore;

/** This module's own URL (its chunk's, once built): BotWorker hands it to the worker. */
export const thinkCoreUrl: string = import.meta.url;
