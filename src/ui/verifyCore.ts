// What the verify page's worker (engine/coreWorker.ts) runs, as a module of the site's own build. The
// worker imports it by its URL, so the engine wrapper, the protocol and the crypto are downloaded once,
// in the chunk the page shares (vite.config.ts puts it where no UI code is), instead of a second copy
// inside a worker bundle. Messages in: {text}; out: {type:'progress', done, total}, {type:'done',
// result: VerifyResult or RecordResult} or {type:'error', message}.
import type { Engine } from '../engine/types';
import { createEngine } from '../engine/index';
import { exposeCore } from '../engine/workerCore';
import { checkFileLoaded } from './verifyRun';

let engine: Promise<Engine> | null = null;

exposeCore('verify', {
  async serve(data, post) {
    try {
      engine ??= createEngine();
      const result = await checkFileLoaded(await engine, (data as { text: string }).text, (done, total) => post({ type: 'progress', done, total }));
      post({ type: 'done', result });
    } catch (err) {
      post({ type: 'error', message: (err as Error).message ?? String(err) });
    }
  },
});

/** This module's own URL (its chunk's, once built): the page hands it to the worker. */
export const coreUrl: string = import.meta.url;
