// A networked bot seat at level normal or hard: like src/bots/bot.ts it follows its own replica and
// acts through it, but its decisions come from the search bot in the page's BotWorker, so the host's
// page does not stall while it thinks. An answer that arrives after the game moved on is dropped, and
// an action the host refused at a position is never tried there again.
import type { BotWorker } from '../bots/botWorker';
import type { Level } from '../bots/levels';
import type { Replica } from '../session/replica/replica';
import { heuristicStrategy } from '../bots/strategy';

/** Offers a bot may make in one turn: the search bot alone can offer, cancel and offer again forever. */
const OFFERS_PER_TURN = 1;
const isOffer = (a: { type: string }) => a.type === 'offerTrade' || a.type === 'counterTrade';

export class WorkerBot {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private thinking = false;
  private stopped = false;
  private refused = { seq: -1, actions: new Set<string>() };
  private lastTried: { seq: number; key: string } | null = null;
  private unsubscribe: (() => void) | null = null;
  private offers = { turn: -1, count: 0 };
  private readonly easy = heuristicStrategy();

  constructor(
    private readonly replica: Replica,
    private readonly worker: BotWorker,
    private readonly level: Exclude<Level, 'easy'>,
    private readonly thinkMs: number,
  ) {}

  start(): void {
    this.unsubscribe = this.replica.subscribe(() => this.wake());
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private wake(): void {
    if (this.timer || this.thinking || this.stopped || this.replica.halted) return;
    // a short pause lets a burst of entries settle before the bot looks
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.think();
    }, 50);
  }

  private async think(): Promise<void> {
    const replica = this.replica;
    const game = replica.replay.game;
    if (!game || replica.halted || replica.finished.value || !replica.myTurn.value || replica.awaitingSubmission) return;
    const seq = replica.replay.nextSeq;
    if (this.refused.seq !== seq) this.refused = { seq, actions: new Set() };
    if (this.lastTried?.seq === seq && replica.rejections.value.at(-1)?.seq === seq) this.refused.actions.add(this.lastTried.key);
    const seat = replica.mySeat ?? 0;
    this.thinking = true;
    let action;
    try {
      action = await this.worker.choose(game, seat, this.level, this.thinkMs, (seq * 2654435761) >>> 0);
    } catch {
      action = null;
    } finally {
      this.thinking = false;
    }
    if (this.stopped) return;
    // the game moved on while we thought: look again from where it is now
    if (replica.replay.nextSeq !== seq || !replica.myTurn.value) return this.wake();
    const view = replica.view.value;
    const turn = (view?.turn as number | undefined) ?? 0;
    if (this.offers.turn !== turn) this.offers = { turn, count: 0 };
    let legal = replica.legalActions().filter((a) => !this.refused.actions.has(JSON.stringify(a)));
    if (this.offers.count >= OFFERS_PER_TURN) legal = legal.filter((a) => !isOffer(a));
    const key = action && JSON.stringify(action);
    // offers are listed one card for one and counters not at all (docs/actions.md): the search's own
    // composition stands while making (or answering) an offer is still allowed
    const allowed = action?.type === 'offerTrade' ? 'offerTrade' : 'declineTrade';
    const unlisted =
      action && key && isOffer(action) && this.offers.count < OFFERS_PER_TURN && !this.refused.actions.has(key) && legal.some((a) => a.type === allowed)
        ? action
        : null;
    // the search's choice if it is still allowed, else the easy bot's among what is
    const move = (key && legal.find((a) => JSON.stringify(a) === key)) || unlisted || (legal.length ? this.easy.choose(legal, view, seat, Math.random) : null);
    if (!move) return;
    if (isOffer(move)) this.offers.count++;
    this.lastTried = { seq, key: JSON.stringify(move) };
    replica.act(move);
    this.wake();
  }
}
