// What the bot's Web Worker (engine/coreWorker.ts) runs, as a module of the site's own build. The worker
// imports it by its URL, as it does verifyCore.ts for the verify page, so the engine wrapper and the
// search bot are downloaded once, in the chunk the page shares (vite.config.ts keeps it free of UI
// code), instead of a second copy inside a worker bundle. Messages in: ThinkRequest; out: ThinkReply.
import { createEngine } from '../engine/index.js';
import { exposeCore } from '../engine/workerCore.js';
import { Thinker, type ThinkRequest } from './think.js';

let thinker: Promise<Thinker> | null = null;

exposeCore('think', {
  async serve(data, post) {
    const request = data as ThinkRequest;
    try {
      thinker ??= createEngine().then((engine) => new Thinker(engine));
      post((await thinker).decide(request));
    } catch (err) {
      post({ id: request.id, error: (err as Error).message ?? String(err) });
    }
  },
});

/** This module's own URL (its chunk's, once built): BotWorker hands it to the worker. */
export const thinkCoreUrl: string = import.meta.url;
