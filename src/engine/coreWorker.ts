// The page's one Web Worker script, for work off the page's thread: a bot's thinking (bots/thinkCore.ts)
// and the verify page's check (ui/verifyCore.ts). It carries no engine, bot or verifier of its own: the
// page's first message names the core and its URL (the page's own chunk, workerCore.ts), and every
// message after it goes to that core, which answers. {type:'ready'} once started; {type:'error', id?,
// message} if the core could not be loaded.
import { importCore, type CoreRequest, type WorkerCore } from './workerCore';

let core: Promise<WorkerCore> | null = null;
const post = (message: unknown) => self.postMessage(message);

self.onmessage = async (e: MessageEvent<CoreRequest | { id?: number }>) => {
  const data = e.data;
  if ('coreUrl' in data) {
    core = importCore(data.core, data.coreUrl);
    return;
  }
  try {
    if (!core) throw new Error('no core yet');
    await (await core).serve(data, post);
  } catch (err) {
    post({ type: 'error', id: data.id, message: (err as Error).message ?? String(err) });
  }
};

post({ type: 'ready' });
