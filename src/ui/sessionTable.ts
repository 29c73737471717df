// The table over a networked session: a TablePort around one Replica (src/session/replica/replica.ts). The
// replica owns the log and the engine; this only reads its signals and submits through `act`.
// act() resolves when the host's sequenced entry moves the log past our position (accepted) or the
// host's refusal for that position arrives (rejected).
//
// The log is narrated from view differences (rolls, builds, knights, improvements, barbarians,
// awards, turns) and from the actions of the new entries where those cannot see them (trades,
// development and progress cards, gold: narrate.ts UNSEEN_BY_DIFF), so it says what a local game says.
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Action, View } from '../engine/types';
import type { Replica } from '../session/replica/replica';
import type { RoomChat } from '../session/room/chat';
import type { ActResult, ChatPort, LogLine, SeatInfo, TablePort } from './port';
import { seatColors } from './playedColors';
import { UNSEEN_BY_DIFF, actionLines, narrateDiff, openingLine } from './narrate';
import { hostMoveLines, type ToldHostMoves } from './hostMoveWords';
import { entryActions } from './entryActions';
import { SessionLogSaver } from './saved/sessionLog';
import { t } from './i18n';
import { roomWords } from './roomWords';
import { claimWords } from './claimWords';
import { isFaceDownForm } from './faceDownForms';
import { chosenCards, faceDownMove, kindsSeen } from './faceDownWords';
import { FaceDownReceipts } from './faceDownReceipts';

export interface SessionTableOptions {
  /** A line from the room (host takeover, reconnecting) shown beside the replica's own status. */
  roomStatus?: ReadonlySignal<string>;
  /** How long act() waits for the host before giving up (ms). */
  answerTimeoutMs?: number;
  /** Keep the narrated log under this key (the room), so a reload or a host change continues it. */
  saveKey?: string;
}

const EMPTY_VIEW: View = {
  mode: 'ck',
  playerCount: 0,
  turn: 0,
  currentPlayer: 0,
  phase: 'waiting',
  winner: null,
  board: { hexes: [], harbors: [] },
  players: [],
  awaiting: [],
};

export class SessionTable implements TablePort {
  readonly view: ReadonlySignal<View>;
  readonly legal: ReadonlySignal<Action[]>;
  readonly seats: ReadonlySignal<SeatInfo[]>;
  readonly log = signal<LogLine[]>([]);
  readonly status: ReadonlySignal<string | null>;
  readonly standIns: ReadonlySignal<number[]>;
  readonly looked: ReadonlySignal<{ cards: Record<string, number>; sealed: number } | null>;
  readonly away: ReadonlySignal<number[]>;
  /**
   * The participants this page is linked to now, set by the host's page (NetRoom, from the replica's
   * links); null where the page does not follow them (a guest's links to other guests may fail for
   * reasons that are no one's leaving).
   */
  readonly linked = signal<readonly number[] | null>(null);
  readonly abandoned: ReadonlySignal<number | null>;
  /** The room's chat, once the room has opened it (NetRoom sets it). */
  readonly chatRoom = signal<RoomChat | null>(null);
  /** None for a spectator: it holds no game key to sign a line with. */
  readonly chat: ChatPort | undefined;
  private readonly unsubscribe: () => void;
  private readonly saver: SessionLogSaver | null;
  private last: View | null = null;
  /** The log position `last` shows, and the latest trade offer seen (a deal's terms, once confirmed). */
  private lastSeq = 0;
  private lastTrade: View['trade'] = undefined;
  /** Seats the log has said a stand-in or the host moves for, while it still does (hostMoveWords.ts). */
  private toldHostMoves: ToldHostMoves = { idle: new Set(), away: new Set() };
  /** Entries before this one are told by the saved log lines; an abandonment from here on is still to say. */
  private toldBefore = 0;
  private readonly receipts = new FaceDownReceipts();
  /** Kind-based intents this page acted for a face-down move, until the move lands: its line names their cards. */
  private chosen: Action[] = [];
  private waiters: { seq: number; resolve: (r: ActResult) => void; rejectionsSeen: number; timer: ReturnType<typeof setTimeout> }[] = [];

  constructor(
    readonly replica: Replica,
    private readonly options: SessionTableOptions = {},
  ) {
    this.abandoned = computed(() => {
      void replica.version.value;
      const ended = replica.replay.abandoned;
      return ended ? (replica.replay.seatOf[ended.for] ?? ended.for) : null;
    });
    // a spectator (no seat) sees what no seat knows: the replica's own view would be the omniscient one;
    // an abandoned game waits for nobody (its engine still shows the move it waited for)
    this.view = computed(() => {
      const view = replica.participant < 0 ? publicView(replica) : withSpiedCards(replica.view.value ?? EMPTY_VIEW, replica);
      return this.abandoned.value === null ? view : { ...view, awaiting: [] };
    });
    // a card handed over face down is acted as the intent naming its kinds, never as the bare form (faceDownForms.ts)
    this.legal = computed(() => {
      void replica.version.value;
      return replica.legalActions().filter((a) => !isFaceDownForm(a));
    });
    this.seats = computed(() => {
      void replica.version.value;
      const replay = replica.replay;
      const players = replay.genesis?.players ?? [];
      const colors = seatColors(players, replay.participantAt);
      return players.map((_, seat) => {
        const participant = replay.participantAt[seat] ?? seat;
        const p = players[participant];
        const color = colors[seat];
        const missed = replay.missedDraws[participant] ?? 0;
        return {
          name: p?.name || t('win.seat', { n: seat + 1 }),
          color,
          kind: participant === replica.participant ? 'you' : 'human',
          connected: missed === 0 && !this.linkLost(participant) ? undefined : false,
        } as SeatInfo;
      });
    });
    this.away = computed(() => {
      const linked = this.linked.value;
      if (!linked) return [];
      const replay = replica.replay;
      const players = replay.genesis?.players.length ?? 0;
      const gone = Array.from({ length: players }, (_, p) => p).filter((p) => p !== replica.participant && !linked.includes(p));
      return gone.map((p) => replay.seatOf[p]).filter((seat) => seat !== undefined);
    });
    this.looked = computed(() => {
      void replica.version.value;
      const look = replica.lookedHand();
      return look ? { cards: look.cards, sealed: look.sealed } : null;
    });
    this.standIns = computed(() => {
      void replica.version.value;
      const replay = replica.replay;
      return [...replay.stoodIn].map((p) => replay.seatOf[p]).filter((seat) => seat !== undefined);
    });
    this.status = computed(() => {
      const fork = replica.fork.value;
      if (fork) return fork.participant === null ? t('status.forkUnproven', { seq: fork.seq }) : t('status.fork', { p: fork.participant, seq: fork.seq });
      if (this.abandoned.value !== null) return null;
      const room = options.roomStatus?.value;
      const claim = replica.claimNotice.value;
      if (room) return claim && room === claim.text ? claimWords(claim, (p) => this.name(replica.replay.seatOf[p] ?? p)) : roomWords(room);
      const draw = replica.pendingDraw.value;
      if (draw) return t('status.draw', { n: draw.draw });
      return replica.participant < 0 ? t('status.watching') : null;
    });
    this.chat =
      replica.participant < 0
        ? undefined
        : {
            lines: computed(() =>
              (this.chatRoom.value?.lines.value ?? []).map((l) => ({ seat: this.replica.replay.seatOf[l.participant] ?? l.participant, text: l.text })),
            ),
            send: (text) => this.chatRoom.value?.send(text),
          };
    this.saver = options.saveKey ? new SessionLogSaver(options.saveKey) : null;
    this.unsubscribe = replica.subscribe(() => this.changed());
    this.changed();
  }

  get caughtUp(): ReadonlySignal<boolean> {
    return this.replica.caughtUp;
  }

  get turnLimitMs(): number | undefined {
    return this.replica.replay.genesis?.rules.turnLimitMs;
  }

  get me(): number {
    return this.replica.mySeat ?? -1;
  }

  name = (seat: number): string => this.seats.value[seat]?.name ?? t('win.seat', { n: seat + 1 });

  abandonable(): number | null {
    const guest = this.replica.abandonable();
    return guest === null ? null : (this.replica.replay.seatOf[guest] ?? guest);
  }

  abandon(): boolean {
    return this.replica.abandon();
  }

  act(action: Action): Promise<ActResult> {
    const seq = this.replica.replay.nextSeq;
    if (chosenCards(action)) this.chosen = [...this.chosen.filter((c) => c.type !== action.type), action];
    const rejectionsSeen = this.replica.rejections.value.length;
    if (!this.replica.act(action)) {
      const last = this.replica.rejections.value.at(-1);
      return Promise.resolve({ ok: false, error: last?.reason ?? t('refusal.cannotAct') });
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(seq, { ok: false, error: t('refusal.noAnswer') }), this.options.answerTimeoutMs ?? 20_000);
      this.waiters.push({ seq, resolve, rejectionsSeen, timer });
      this.changed();
    });
  }

  /** The signed log so far, as a `hexknights-log/1` file (the verify page and the CLI read it). */
  logFile(): string {
    return this.replica.logFile();
  }

  close(): void {
    this.unsubscribe();
    this.saver?.close();
    for (const w of this.waiters) clearTimeout(w.timer);
    this.waiters = [];
  }

  /**
   * The log when this table opens: the saved words of this room, if any, and what happened since they
   * were saved (narrated from the view at that position, rebuilt from our own log); else the opening.
   */
  private firstLines(view: View): LogLine[] {
    const opening = openingLine(view, this.name, this.me);
    const saved = this.saver?.load();
    if (!saved || saved.seq <= 0) return [opening];
    this.toldBefore = saved.seq;
    const replay = this.replica.replay;
    if (saved.seq >= replay.nextSeq) return saved.lines;
    try {
      const then = replay.prefix(saved.seq).view(this.me >= 0 ? this.me : undefined);
      if (!then) return saved.lines;
      return [...saved.lines, ...narrateDiff(then, view, this.name, this.me)];
    } catch {
      return [...saved.lines, { text: t('log.reconnected'), kind: 'system', seat: null }];
    }
  }

  /** Whether this page lost its link to `participant` (only the host's page follows its links). */
  private linkLost(participant: number): boolean {
    const linked = this.linked.value;
    return linked !== null && participant !== this.replica.participant && !linked.includes(participant);
  }

  /** The cards this page chose for our own face-down `action` (the intent it acted), if any. */
  private chosenFor(seat: number, action: Action): Record<string, number> | undefined {
    if (seat !== this.me || !isFaceDownForm(action)) return undefined;
    const intent = this.chosen.find((c) => c.type === action.type && (action.player === undefined || c.player === action.player));
    return intent ? (chosenCards(intent) ?? undefined) : undefined;
  }

  /** The lines for entries `from` to `to`, which moved the view from `before` to `after`. */
  private narrateStep(before: View, after: View, from: number, to: number): LogLine[] {
    const actions = entryActions(this.replica.replay, from, to);
    // a stand-in's or the host's moves are said as the player's, after a line (once while it lasts) that says who made them
    const hostMoves = hostMoveLines(actions, this.toldHostMoves, this.standIns.value, this.name);
    this.toldHostMoves = hostMoves.told;
    const told = actions.filter((a) => UNSEEN_BY_DIFF.has(a.action.type));
    // a confirmed deal's terms were in the offer, which may have left the view in this same step
    const withOffer = before.trade ? before : { ...before, trade: this.lastTrade };
    const own = told.flatMap(({ seat, action }) =>
      actionLines(action, seat, action.type === 'confirmTrade' ? withOffer : before, after, this.name, this.me, this.chosenFor(seat, action)),
    );
    // cards that moved face down to or from us are read when their keys come: the receipts tell them then
    for (const { seat, action } of told) {
      const moved = faceDownMove(action, seat, before);
      if (moved && !this.chosenFor(seat, action) && !kindsSeen(moved, before, after, this.me)) this.receipts.received(moved, this.me, before);
    }
    this.chosen = this.chosen.filter((c) => !told.some(({ seat, action }) => seat === this.me && action.type === c.type));
    return [...hostMoves.lines, ...own, ...narrateDiff(before, after, this.name, this.me, new Set(told.map((a) => a.action.type)))];
  }

  private settle(seq: number, result: ActResult): void {
    const keep = [];
    for (const w of this.waiters) {
      if (w.seq === seq) {
        clearTimeout(w.timer);
        w.resolve(result);
      } else keep.push(w);
    }
    this.waiters = keep;
  }

  private changed(): void {
    // a spectator's log is narrated from public views only
    const view = this.replica.participant < 0 ? this.view.value : this.replica.view.value;
    if (view) {
      const seq = this.replica.replay.nextSeq;
      if (!this.last) this.log.value = this.firstLines(view);
      else if (view !== this.last) {
        const lines = this.narrateStep(this.last, view, this.lastSeq, seq);
        const read = this.receipts.read(view, this.me, this.name);
        if (read) lines.push(read);
        if (lines.length) this.log.value = [...this.log.value, ...lines];
      }
      this.last = view;
      this.lastSeq = seq;
      if (view.trade) this.lastTrade = view.trade;
      const ended = this.replica.replay.abandoned;
      if (ended && ended.seq >= this.toldBefore) {
        const seat = this.abandoned.value;
        const text = seat === this.me ? t('log.abandonedYou') : t('log.abandoned', { name: this.name(seat ?? ended.for) });
        this.log.value = [...this.log.value, { text, kind: 'win', seat }];
        this.toldBefore = Infinity;
      }
      this.saver?.save(this.replica.replay.nextSeq, this.log.value);
    }
    const next = this.replica.replay.nextSeq;
    const rejections = this.replica.rejections.value;
    for (const w of [...this.waiters]) {
      const refused = rejections.slice(w.rejectionsSeen).find((r) => r.seq === w.seq || r.seq === -1);
      if (refused) this.settle(w.seq, { ok: false, error: refused.reason });
      else if (next > w.seq && !this.replica.awaitingSubmission) this.settle(w.seq, { ok: true });
    }
  }
}

/** A seat nobody holds: the engine's view for it carries public information only (no hand, no card). */
const NOBODY = 255;

function publicView(replica: Replica): View {
  void replica.version.value;
  return replica.replay.view(NOBODY) ?? EMPTY_VIEW;
}

/**
 * A Spy looking at a sealed hand: the engine shows the tokens; the cards behind them are known only to
 * this participant's card keeper (from the keys the target sent), so fill them in for the dialog.
 */
function withSpiedCards(view: View, replica: Replica): View {
  const d = view.decision;
  if (d?.kind !== 'spyTake' || !Array.isArray(d.cardsAt) || !Array.isArray(d.cards) || !d.cards.includes(null)) return view;
  const known = replica.knownCards(d.cardsAt as number[]);
  const cards = (d.cardsAt as number[]).map((at, i) => d.cards[i] ?? known.get(at) ?? null);
  return { ...view, decision: { ...d, cards } };
}
