// The bot's Web Worker: searches off the page's thread, so the table never stalls while a bot thinks.
// Messages: first {coreUrl} (thinkCore.ts's chunk, the page's own copy of the engine wrapper and the
// search bot), then ThinkRequest (think.ts), out ThinkReply; {type:'ready'} once loaded. Page side:
// BotWorker. It carries no engine or bot of its own (a type-only import keeps its bundle free of them).
import { importCore } from '../engine/workerCore.js';
import type { ThinkCore } from './thinkCore.js';
import type { Thinker, ThinkRequest } from './think.js';

let thinker: Promise<Thinker> | null = null;

self.onmessage = async (e: MessageEvent<ThinkRequest | { coreUrl: string }>) => {
  if ('coreUrl' in e.data) {
    thinker = importCore<ThinkCore>('think', e.data.coreUrl).then(async (core) => new core.Thinker(await core.createEngine()));
    return;
  }
  const request = e.data;
  try {
    if (!thinker) throw new Error('no think core yet');
    self.postMessage((await thinker).decide(request));
  } catch (err) {
    self.postMessage({ id: request.id, error: (err as Error).message ?? String(err) });
  }
};

self.postMessage({ type: 'ready' });
