// The page's side of the bot worker: `choose` sends one decision to worker.ts and resolves with the
// action. Without Worker support (Node, old browsers) it decides in the page with the same Thinker.
// A lobby offers easy/normal/hard per bot seat and passes the chosen level here.
import type { Action, Engine, Game } from '../engine/types.js';
import type { Level } from './levels.js';
import { Thinker, type ThinkReply, type ThinkRequest } from './think.js';
import { thinkCoreUrl } from './thinkCore.js';
import type { CoreRequest } from '../engine/workerCore.js';

export class BotWorker {
  private worker: Worker | null = null;
  private local: Thinker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: ThinkReply) => void>();

  constructor(engine: Engine) {
    if (typeof Worker === 'undefined') {
      this.local = new Thinker(engine);
      return;
    }
    this.worker = new Worker(new URL('../engine/coreWorker.ts', import.meta.url), { type: 'module', name: 'hexknights-bot' });
    this.worker.onmessage = (e: MessageEvent<ThinkReply | { type: 'ready' } | { type: 'error'; id?: number; message: string }>) => {
      // 'ready', or the worker could not load the core: the request then fails as a thinking error would
      const reply = 'type' in e.data ? (e.data.type === 'error' && e.data.id !== undefined ? { id: e.data.id, error: e.data.message } : null) : e.data;
      if (!reply) return;
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    };
    // the worker loads the page's own engine wrapper and search bot from here (messages keep their order)
    this.worker.postMessage({ core: 'think', coreUrl: thinkCoreUrl } satisfies CoreRequest);
  }

  /** One decision for `seat` at `level`, from that seat's own replica `game` (its view and snapshot). */
  async choose(game: Game, seat: number, level: Level, thinkMs: number, seed: number): Promise<Action> {
    const request: ThinkRequest = {
      id: this.nextId++,
      level,
      thinkMs,
      seat,
      actions: game.legalActions(seat),
      view: game.view(seat),
      state: level === 'easy' ? undefined : game.snapshot(),
      seed,
    };
    const reply = this.local
      ? this.local.decide(request)
      : await new Promise<ThinkReply>((resolve) => {
          this.waiting.set(request.id, resolve);
          this.worker!.postMessage(request);
        });
    if ('error' in reply) throw new Error(`bot: ${reply.error}`);
    return reply.action;
  }

  close(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
