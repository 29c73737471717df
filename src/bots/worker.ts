// The bot's Web Worker: searches off the page's thread, so the table never stalls while a bot thinks.
// Messages: in ThinkRequest (think.ts), out ThinkReply; {type:'ready'} once loaded. Page side: BotWorker.
import { createEngine } from '../engine/index.js';
import { Thinker, type ThinkRequest } from './think.js';

const thinker = createEngine().then((engine) => new Thinker(engine));

self.onmessage = async (e: MessageEvent<ThinkRequest>) => {
  self.postMessage((await thinker).decide(e.data));
};

self.postMessage({ type: 'ready' });
