// The table: the island in the middle, my hand and the builder's bar below it, players, cards, trade
// and the log at the side. Everything is drawn from the port's signals.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board, NO_TARGETS, type BoardTargets } from './board/Board';
import { TableController } from './controller';
import { listExact, nextArg, pickPrompt, targetsOf } from './picker';
import type { TablePort } from './port';
import { awaitingText, catchingUp as catchingUpText, owedText } from './prompts';
import { moveTargetFocus } from './targetKeys';
import { TurnClock } from './TurnClock';
import { Abandon } from './Abandon';
import { muted, playDice, playYourTurn, setMuted, unlockAudio } from './sound';
import { NAME_INK } from './colors';
import { Actions } from './panels/Actions';
import { Cards } from './panels/Cards';
import { setupLine, withNeutralSeats } from './gameSetup';
import { Hand } from './panels/Hand';
import { Log } from './panels/Log';
import { Chat } from './panels/Chat';
import { Barbarians, Dice } from './panels/BoardCorner';
import { AlchemistBox, ChoiceBox, DecisionBox } from './panels/Decisions';
import { Discard } from './panels/Discard';
import { HarborOfferBox, HarborReplyBox, TakeBox } from './panels/FaceDown';
import { Winner, type AgainButton } from './panels/Winner';
import { Cities } from './panels/Cities';
import { Players } from './panels/Players';
import { IncomingOffer, Trade } from './panels/Trade';
import { pieces, t } from './i18n';

type PanelTab = 'players' | 'cities' | 'cards' | 'trade' | 'log' | 'chat';

/** The side panels as tabs (small screens); city improvements only in Cities & Knights. */
/** The side panels as tabs; a spectator (no seat) has no cards and no trades of its own. */
function panelTabs(ck: boolean, chat: boolean, seated = true): [PanelTab, string][] {
  const tabs: PanelTab[] = ['players'];
  if (ck) tabs.push('cities');
  if (seated) tabs.push('cards', 'trade');
  tabs.push('log');
  if (chat) tabs.push('chat');
  return tabs.map((tab) => [tab, t(`tab.${tab}`)]);
}

/**
 * Who a stand-in moves for (idle past the turn limit), said to everyone and first to the idle player;
 * at the host, who left the table (its link dropped) and what happens next.
 */
function IdleNote({ port, me, name }: { port: TablePort; me: number; name: (seat: number) => string }) {
  const seats = port.standIns?.value ?? [];
  const left = (port.away?.value ?? []).filter((s) => !seats.includes(s));
  if (seats.length === 0 && left.length === 0) return null;
  const others = seats.filter((s) => s !== me);
  const limit = port.turnLimitMs;
  // the limit stays on one line ("(8 s)" must not break between its number and its unit)
  const limitText = limit === undefined ? '' : limit % 60_000 ? t('net.limitSec', { n: limit / 1000 }) : t('lobby.limitMin', { n: limit / 60_000 });
  const next = (who: string) =>
    limit === undefined
      ? t('away.nextNoLimit', { name: who })
      : pieces('away.next', ['limit'], { name: who }).map((p) => (typeof p === 'number' ? <span class="limit">{limitText}</span> : p));
  return (
    <div class="idle-note" role="status">
      {seats.includes(me) && <b>{t('idle.you')}</b>}
      {others.map((s) => (
        <span key={s}>{t('idle.other', { name: name(s) })}</span>
      ))}
      {left.map((s) => (
        <span key={`left${s}`}>{pieces('away.left', ['next'], { name: name(s) }).map((p) => (typeof p === 'number' ? next(name(s)) : p))}</span>
      ))}
    </div>
  );
}

/** A networked game's room, shown during play so others can still be invited or come back. */
export interface RoomInfo {
  code: string;
  link: string;
  /** The host's spectator link (`#watch=CODE`): a watcher it admits sees the board and the log, never a hand. */
  watchLink?: string;
}

function RoomBadge({ room }: { room: RoomInfo }) {
  const [copied, setCopied] = useState(false);
  const [watchCopied, setWatchCopied] = useState(false);
  return (
    <span class="room-badge" title={t('room.title', { link: room.link })}>
      {t('room.room')} <b aria-label={t('room.code')}>{room.code}</b>
      <button class="link small" onClick={() => void navigator.clipboard?.writeText(room.link).then(() => setCopied(true))}>
        {t(copied ? 'room.copied' : 'room.copyLink')}
      </button>
      {room.watchLink && (
        <button
          class="link small"
          data-link={room.watchLink}
          title={t('room.watchTitle')}
          onClick={() => void navigator.clipboard?.writeText(room.watchLink!).then(() => setWatchCopied(true))}
        >
          {t(watchCopied ? 'room.copied' : 'room.watchLink')}
        </button>
      )}
    </span>
  );
}

/** Leave asks first: the game stays saved and the lobby offers it again, but leaving mid-turn is easy to do by mistake. */
function LeaveButton({ onLeave, over }: { onLeave: () => void; over: boolean }) {
  const [asking, setAsking] = useState(false);
  if (over || !asking)
    return (
      <button class="link menu" onClick={() => (over ? onLeave() : setAsking(true))}>
        {t('leave.leave')}
      </button>
    );
  return (
    <span class="leave-ask" role="alertdialog" aria-label={t('leave.ask')}>
      {t('leave.text')}
      <button class="small primary" onClick={onLeave}>
        {t('leave.leave')}
      </button>
      <button class="small" onClick={() => setAsking(false)}>
        {t('leave.stay')}
      </button>
    </span>
  );
}

export function Table({
  port,
  onLobby,
  onAgain,
  again,
  onDownload,
  downloadTitle,
  room,
}: {
  port: TablePort;
  onLobby: () => void;
  onAgain: () => void;
  again?: AgainButton | null;
  onDownload?: () => void;
  downloadTitle?: string;
  room?: RoomInfo;
}) {
  const ui = useMemo(() => new TableController(port), [port]);
  useEffect(() => {
    if (window.hexknights) window.hexknights.act = (action) => ui.act(action);
  }, [ui]);
  const view = port.view.value;
  const seats = withNeutralSeats(port.seats.value, view);
  const me = port.me;
  const pick = ui.pick.value;
  const centers = ui.centers.value;

  const targets: BoardTargets = useMemo(() => {
    if (!pick || ui.choice.value) return NO_TARGETS;
    const t = targetsOf(pick, centers);
    if (!t) return NO_TARGETS;
    const out: BoardTargets = { vertices: new Map(), edges: new Map(), hexes: new Map() };
    if (t.kind === 'hex') for (const [k, l] of t.keys) out.hexes.set(Number(k), l);
    else if (t.kind === 'edge') out.edges = t.keys;
    else out.vertices = t.keys;
    return out;
  }, [pick, centers, ui.choice.value]);

  // the special building phase asks only whoever can build: a player whose only legal move is to pass
  // is passed at once (in a 6-player game a person was asked to press Pass five times a round)
  const legal = port.legal.value;
  const onlyPass = view.phase === 'specialBuild' && legal.length > 0 && legal.every((a) => a.type === 'endSpecialBuild');
  useEffect(() => {
    if (onlyPass && !ui.busy.value) void ui.act(legal[0]);
  }, [onlyPass, view.specialBuilder, view.turn]);

  // a hover line whose target vanished (it was picked, or the turn moved on) would stay up: clear it
  useEffect(() => {
    ui.hover.value = null;
  }, [targets, view.turn]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === 'Escape') ui.cancel();
      if (moveTargetFocus(e)) return;
      const groups = ui.groups.value;
      if ((e.key === 'r' || e.key === 'R') && groups.has('roll')) void ui.act({ type: 'roll' });
      if ((e.key === 'e' || e.key === 'E') && groups.has('endTurn') && !ui.pick.value) void ui.act({ type: 'endTurn' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ui]);

  const names = seats.map((s) => s.name);
  const mine = (view.awaiting ?? []).includes(me);
  // sound: the dice when a roll appears, a chime when the table starts waiting for me
  const rollKey = view.dice ? `${view.turn}:${view.dice.yellow}:${view.dice.red}` : '';
  useEffect(() => {
    if (rollKey) playDice();
  }, [rollKey]);
  useEffect(() => {
    if (mine) playYourTurn();
  }, [mine]);
  useEffect(() => {
    window.addEventListener('pointerdown', unlockAudio);
    window.addEventListener('keydown', unlockAudio);
    return () => {
      window.removeEventListener('pointerdown', unlockAudio);
      window.removeEventListener('keydown', unlockAudio);
    };
  }, []);

  // a reopened seat shows its own log's state until it holds what the host holds: say so, not a stale prompt
  const catchingUp = port.caughtUp?.value === false;
  // a pick the table started by itself (all I may do) says what is owed and why; one I started, what to click
  const owed = pick && !ui.userPick.value ? owedText(view, me, ui.name, port.legal.value) : null;
  const abandoned = port.abandoned?.value != null;
  const prompt = abandoned
    ? t('abandon.prompt')
    : catchingUp
      ? catchingUpText()
      : pick && nextArg(pick)
        ? (owed ?? pickPrompt(pick))
        : awaitingText(view, me, ui.name, port.legal.value);
  const justOne = pick ? listExact(pick) : null;
  const userPicking = ui.userPick.value != null;
  const turnColor = NAME_INK[seats[view.currentPlayer]?.color ?? 'white'];
  const ck = String(view.mode).startsWith('ck');
  const [tab, setTab] = useState<PanelTab>('players');
  const [zoomed, setZoomed] = useState(false);
  const boardArea = useRef<HTMLDivElement>(null);
  // "Zoom in" doubles the island from its top left corner, which is sea: open on the island's middle
  useEffect(() => {
    const area = boardArea.current;
    if (zoomed && area) area.scrollTo((area.scrollWidth - area.clientWidth) / 2, (area.scrollHeight - area.clientHeight) / 2);
  }, [zoomed]);

  return (
    <div class="table">
      <header class="topbar">
        <span class="brand">Hexknights</span>
        {setupLine(view as never) && (
          <span class="setup-line muted small" title={t('top.setup')}>
            {setupLine(view as never)}
          </span>
        )}
        <span class={`prompt${mine ? ' mine' : ''}`} role="status" aria-live="polite">
          <i class="turn-dot" style={{ background: turnColor }} />
          {prompt}
          {justOne && (
            <button class="small primary" onClick={() => ui.act(justOne)}>
              {t('pick.justThisOne')}
            </button>
          )}
          {userPicking && (
            <button class="link" onClick={() => ui.cancel()}>
              {t('top.cancel')}
            </button>
          )}
        </span>
        {!abandoned && <TurnClock view={view} limitMs={port.turnLimitMs} />}
        <button class="link sound" aria-pressed={!muted.value} title={t(muted.value ? 'top.soundOff' : 'top.soundOn')} onClick={() => setMuted(!muted.value)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M2 6 H5 L9 2.5 V13.5 L5 10 H2 Z" fill="currentColor" />
            {muted.value ? (
              <path d="M11 5.5 L15 10.5 M15 5.5 L11 10.5" stroke="currentColor" stroke-width="1.5" />
            ) : (
              <path d="M11 5.5 Q13 8 11 10.5 M12.8 3.8 Q16 8 12.8 12.2" fill="none" stroke="currentColor" stroke-width="1.4" />
            )}
          </svg>
          <span class="sr-only">{t(muted.value ? 'top.unmute' : 'top.mute')}</span>
        </button>
        {port.status.value && <span class="status">{port.status.value}</span>}
        {ui.error.value && (
          <span class="error" role="alert">
            {ui.error.value}
          </span>
        )}
        {onDownload && (
          <button class="link" onClick={onDownload} title={downloadTitle ?? t('top.downloadTitle')}>
            {t('top.download')}
          </button>
        )}
        {room && <RoomBadge room={room} />}
        <LeaveButton onLeave={onLobby} over={view.winner != null || abandoned} />
      </header>
      <main class={`board-area${targets.vertices.size + targets.edges.size + targets.hexes.size ? ' picking' : ''}${zoomed ? ' zoomed' : ''}`}>
        <button class="zoom-toggle small" aria-pressed={zoomed} title={t('top.zoomTitle')} onClick={() => setZoomed(!zoomed)}>
          {t(zoomed ? 'top.whole' : 'top.zoom')}
        </button>
        {/* the board scrolls by itself when zoomed; the boxes over it stay where they are */}
        <div class="board-scroll" ref={boardArea}>
          <Board
            view={view}
            colors={seats.map((s) => s.color)}
            names={names}
            targets={targets}
            onPick={(_, key) => ui.pickAt(String(key))}
            onHover={(text) => (ui.hover.value = text)}
          />
        </div>
        <Dice view={view} />
        <Barbarians view={view} />
        <IdleNote port={port} me={me} name={ui.name} />
        {ui.hover.value && <div class="hover-info">{ui.hover.value}</div>}
        <IncomingOffer ui={ui} />
        <ChoiceBox ui={ui} />
        <DecisionBox ui={ui} />
        <AlchemistBox ui={ui} />
        <Discard ui={ui} />
        <TakeBox ui={ui} />
        <HarborOfferBox ui={ui} />
        <HarborReplyBox ui={ui} />
        <Abandon port={port} me={me} name={ui.name} onLobby={onLobby} />
        <Winner view={view} seats={seats} me={me} onLobby={onLobby} onAgain={onAgain} again={again} log={port.log.value} />
      </main>
      <footer class="dock">
        <Hand view={view} me={me} />
        <Actions ui={ui} />
      </footer>
      <aside class="side" data-tab={tab}>
        {/* On a phone or a tablet held upright the side panels become tabs under the hand (styles.css). */}
        <nav class="panel-tabs" aria-label={t('tab.panels')}>
          {panelTabs(ck, !!port.chat, me >= 0).map(([key, label]) => (
            <button key={key} class={tab === key ? 'on' : ''} aria-pressed={tab === key} onClick={() => setTab(key)}>
              {label}
            </button>
          ))}
        </nav>
        <div class={`tab-panel${tab === 'players' ? ' on' : ''}`}>
          <Players view={view} seats={seats} me={me} />
        </div>
        {ck && (
          <div class={`tab-panel${tab === 'cities' ? ' on' : ''}`}>
            <Cities ui={ui} />
          </div>
        )}
        {me >= 0 && (
          <>
            <div class={`tab-panel${tab === 'cards' ? ' on' : ''}`}>
              <Cards ui={ui} />
            </div>
            <div class={`tab-panel${tab === 'trade' ? ' on' : ''}`}>
              <Trade ui={ui} />
            </div>
          </>
        )}
        <div class={`tab-panel log-panel${tab === 'log' ? ' on' : ''}`}>
          <Log lines={port.log.value} seats={seats} />
        </div>
        {port.chat && (
          <div class={`tab-panel${tab === 'chat' ? ' on' : ''}`}>
            <Chat chat={port.chat} seats={seats} me={me} />
          </div>
        )}
      </aside>
    </div>
  );
}
