// The verify page's Web Worker: checks a log off the page's thread, so the page stays responsive on
// a long log, and reports progress. Messages: in {text}; out {type:'progress', done, total},
// {type:'done', result: VerifyResult} or {type:'error', message}.
import { createEngine } from '../engine/index';
import type { Engine } from '../engine/types';
import { verifyTextBatched } from './verifyRun';

let engine: Promise<Engine> | null = null;

self.onmessage = async (e: MessageEvent<{ text: string }>) => {
  try {
    engine ??= createEngine();
    // Signatures as one WebCrypto batch (the reference where the browser lacks a trustworthy Ed25519).
    const result = await verifyTextBatched(await engine, e.data.text, (done, total) => self.postMessage({ type: 'progress', done, total }));
    self.postMessage({ type: 'done', result });
  } catch (err) {
    self.postMessage({ type: 'error', message: (err as Error).message ?? String(err) });
  }
};

self.postMessage({ type: 'ready' });
