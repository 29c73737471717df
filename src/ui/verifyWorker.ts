// The verify page's Web Worker: checks a log off the page's thread, so the page stays responsive on
// a long log, and reports progress. Messages: in {text, coreUrl}; out {type:'progress', done, total},
// {type:'done', result: VerifyResult} or {type:'error', message}. It carries no verifier of its own:
// it imports the page's (verifyCore.ts) from the URL the page sends, so the code is downloaded once.
import type { Engine } from '../engine/types';
import { importCore } from '../engine/workerCore';
import type { VerifyCore } from './verifyCore';

let core: Promise<VerifyCore> | null = null;
let engine: Promise<Engine> | null = null;

self.onmessage = async (e: MessageEvent<{ text: string; coreUrl: string }>) => {
  try {
    core ??= importCore<VerifyCore>('verify', e.data.coreUrl);
    const { createEngine, verifyTextLoaded } = await core;
    engine ??= createEngine();
    const result = await verifyTextLoaded(await engine, e.data.text, (done, total) => self.postMessage({ type: 'progress', done, total }));
    self.postMessage({ type: 'done', result });
  } catch (err) {
    self.postMessage({ type: 'error', message: (err as Error).message ?? String(err) });
  }
};

self.postMessage({ type: 'ready' });
