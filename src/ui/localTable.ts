// A whole table in this page: one engine game, this browser in seat `me`, simple bots in the others.
// It implements TablePort so the UI is the same one the networked session will drive. Bots only pick
// among the engine's legal actions (builds first, see src/bots/strategy.ts); they answer trade
// offers after a pause so a person can follow what happens.
import { batch, computed, signal } from '@preact/signals';
import type { Action, Engine, Game, GameConfig, View } from '../engine/types';
import type { Strategy } from '../bots/strategy';
import { heuristicStrategy } from '../bots/strategy';
import { seededRandom } from '../net/random';
import type { ActResult, LogLine, SeatInfo, TablePort } from './port';
import { narrate, openingLine } from './narrate';
import { answeringSeats } from './tradeParties';
import { answerOffer } from '../bots/tradeAnswer';
import { BotWorker } from '../bots/botWorker';
import { t } from './i18n';

export interface LocalTableOptions {
  engine: Engine;
  config: GameConfig;
  seats: SeatInfo[];
  me: number;
  /** Milliseconds a bot waits before each move (0 for tests). */
  botDelayMs?: number;
  /** Deterministic bots for tests and screenshots. */
  random?: () => number;
  /** A saved game to continue (src/ui/saved/localGame.ts): its moves are applied again, its log kept. */
  resume?: { moves: [number, Action][]; lines: LogLine[] };
}

export class LocalTable implements TablePort {
  readonly me: number;
  readonly game: Game;
  readonly config: GameConfig;
  /** Every move applied so far, [seat, action], in order: replaying them on `config` rebuilds the game. */
  readonly moves: [number, Action][] = [];
  private readonly version = signal(0);
  readonly view = computed<View>(() => {
    void this.version.value;
    return this.game.view(this.me);
  });
  readonly legal = computed<Action[]>(() => {
    void this.version.value;
    return this.game.legalActions(this.me);
  });
  readonly log = signal<LogLine[]>([]);
  readonly seats;
  readonly status = signal<string | null>(null);
  private readonly strategies: Strategy[];
  private readonly random: () => number;
  private readonly delay: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private offerSince = 0;
  private closed = false;
  /** The search bot's worker, started only when a seat plays at normal or hard. */
  private worker: BotWorker | null = null;
  /** A search decision is out: nothing else is scheduled until it comes back. */
  private thinking = false;

  constructor(options: LocalTableOptions) {
    this.me = options.me;
    this.game = options.engine.newGame(options.config);
    this.seats = signal(options.seats);
    this.random = options.random ?? seededRandom((options.config.seed ?? 1) * 7919 + 17);
    this.delay = options.botDelayMs ?? 650;
    this.strategies = options.seats.map(() => heuristicStrategy());
    this.config = options.config;
    if (options.seats.some((s) => s.kind === 'bot' && searchLevel(s))) this.worker = new BotWorker(options.engine);
    if (options.resume) this.replay(options.resume.moves, options.resume.lines);
    else {
      const v = this.game.view(this.me);
      this.log.value = [openingLine(v, this.name, this.me)];
    }
    this.schedule();
  }

  /** Applies saved moves again (the engine is deterministic) and keeps the saved log. */
  private replay(moves: [number, Action][], lines: LogLine[]): void {
    for (const [seat, action] of moves) {
      const r = this.game.apply(seat, action);
      if (!r.ok) throw new Error(`the saved game does not replay: move ${this.moves.length} (${action.type}) was refused: ${r.error}`);
      this.moves.push([seat, action]);
    }
    this.log.value = [...lines, { text: t('log.resumed'), kind: 'system', seat: null }];
  }

  name = (seat: number): string => this.seats.value[seat]?.name ?? t('win.seat', { n: seat + 1 });

  async act(action: Action): Promise<ActResult> {
    return this.applyAs(this.me, action);
  }

  private applyAs(seat: number, action: Action): ActResult {
    if (this.closed) return { ok: false, error: t('refusal.closed') };
    const before = this.game.view(this.me);
    const result = this.game.apply(seat, action);
    if (!result.ok) return result;
    this.moves.push([seat, action]);
    const after = this.game.view(this.me);
    if (action.type === 'offerTrade' || action.type === 'counterTrade') this.offerSince = Date.now();
    batch(() => {
      this.log.value = [...this.log.value, ...narrate(action, seat, before, after, this.name, this.me)];
      this.version.value++;
    });
    this.schedule();
    return { ok: true };
  }

  /** Lets the next bot that is awaited think, after the delay. */
  private schedule(): void {
    if (this.timer || this.closed || this.thinking) return;
    const v = this.game.view();
    if (v.winner != null) return;
    const bots = (v.awaiting as number[]).filter((s) => this.seats.value[s]?.kind === 'bot');
    if (bots.length === 0) return;
    // a bot answering the person's offer, or waiting on the person, takes longer: people read slowly
    this.timer = setTimeout(() => {
      this.timer = null;
      this.botStep();
    }, this.delay);
  }

  private botStep(): void {
    const v = this.game.view();
    const bots = (v.awaiting as number[]).filter((s) => this.seats.value[s]?.kind === 'bot');
    for (const seat of bots) {
      const level = searchLevel(this.seats.value[seat]);
      if (level && this.worker && !v.trade) {
        this.think(seat, level);
        return;
      }
      const action = this.chooseFor(seat, v);
      if (action && this.applyAs(seat, action).ok) return;
    }
    // nothing a bot wants to do yet (it is waiting for the person's answer): look again soon
    if (!this.closed && bots.length)
      this.timer = setTimeout(() => {
        this.timer = null;
        this.botStep();
      }, 500);
  }

  private chooseFor(seat: number, v: View): Action | null {
    let actions = this.game.legalActions(seat).filter((a) => a.type !== 'offerTrade' && a.type !== 'counterTrade');
    if (actions.length === 0) return null;
    const trade = v.trade;
    if (trade && trade.from === seat) {
      // our own offer: wait for every answer (or 12 s), then take the first acceptance or withdraw
      const pending = answeringSeats(v).some((s) => trade.answers[s]?.answer === 'none');
      if (pending && Date.now() - this.offerSince < 12_000) return null;
      return actions.find((a) => a.type === 'confirmTrade') ?? actions.find((a) => a.type === 'cancelTrade') ?? null;
    }
    if (trade && trade.from !== seat) {
      const answer = trade.answers?.[seat]?.answer;
      if (answer === 'none') return answerOffer(actions, trade, this.game.view(seat), seat);
      actions = actions.filter((a) => a.type !== 'acceptTrade' && a.type !== 'declineTrade');
      if (actions.length === 0) return null;
    }
    return this.strategies[seat].choose(actions, v, seat, this.random);
  }

  /**
   * A normal or hard bot's move from the search bot in its worker (the page only takes a snapshot);
   * trades stay with the table's own answers above. If the game moved on meanwhile (the person acted
   * in a response window), the answer is dropped and the bot looks again.
   */
  private think(seat: number, level: 'normal' | 'hard'): void {
    const at = this.moves.length;
    const thinkMs = this.delay === 0 ? 20 : level === 'hard' ? 700 : 350;
    this.thinking = true;
    const fallback = () => this.chooseFor(seat, this.game.view());
    this.worker!.choose(this.game, seat, level, thinkMs, Math.floor(this.random() * 2 ** 31))
      .catch(() => null)
      .then((action) => {
        this.thinking = false;
        if (this.closed) return;
        if (this.moves.length !== at) return this.schedule();
        // the search may propose offers to the table; this table's bots answer offers but do not make them
        const move = action && action.type !== 'offerTrade' && action.type !== 'counterTrade' ? action : fallback();
        if (!move || !this.applyAs(seat, move).ok) {
          const other = fallback();
          if (!other || !this.applyAs(seat, other).ok) this.schedule();
        }
      });
  }

  close(): void {
    this.closed = true;
    this.worker?.close();
    this.worker = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The search level a bot seat plays at, or null for the easy (priority table) bot. */
function searchLevel(seat: SeatInfo | undefined): 'normal' | 'hard' | null {
  return seat?.kind === 'bot' && (seat.level === 'normal' || seat.level === 'hard') ? seat.level : null;
}
