// The page: lobby first, then a table. For now a table is a LocalTable (engine + bots in this page);
// the networked session will hand the same Table a port of its own.
import { signal } from '@preact/signals';
import type { Action, Engine, GameConfig, Mode } from '../engine/types';
import { Lobby, type LobbyChoice } from './Lobby';
import { WatchAsk } from './WatchAsk';
import { botLevel, configFor, modeOf } from './gameSetup';
import { LocalTable, NetRoom, Table, VerifyPage, forgetRoom } from './lazyScreens';
import { modeName } from './vocabulary';
import { PLAYER_COLORS, type SeatInfo, type TablePort } from './port';
import { colorName } from './colors';
import { savedGames, setHash } from './saved/savedGames';
import { dropLocal, keepSaved, loadLocal, newLocalId, scenarioFile } from './saved/localGame';
import { downloadFile } from './download';
import { t } from './i18n';

// a game leaving the lobby's list takes its saved moves (local) or seats and logs (networked) with it;
// a failure to delete is only the browser's "uncaught (in promise)" in the console: nothing to show a player
savedGames.onDrop = (g) => (g.kind === 'local' ? dropLocal(g.id) : void forgetRoom(g.id));

const port = signal<TablePort | null>(null);
/** Pages other than the local table: the verify page, a networked room. */
type Screen =
  | { kind: 'lobby' }
  | { kind: 'verify' }
  | { kind: 'net'; role: 'host' | 'join' | 'resume' | 'watch'; code?: string; choice: LobbyChoice; named?: boolean };
/** `#room=CODE`: this browser's seat in a networked room (a reload reopens it). */
const roomInHash = () => /^#room=([a-z0-9]+)$/i.exec(location.hash)?.[1]?.toLowerCase();
/** `#watch=CODE`: a spectator's link to a hosted game (the host admits the watcher). */
const watchInHash = () => /^#watch=([a-z0-9]+)$/i.exec(location.hash)?.[1]?.toLowerCase();
/** `#join=CODE`: an invitation; the lobby fills in the code. */
const joinInHash = () => /^#join=([a-z0-9]+)$/i.exec(location.hash)?.[1]?.toLowerCase();
const invitation = signal(joinInHash());
export const screen = signal<Screen>(
  location.hash === '#verify'
    ? { kind: 'verify' }
    : roomInHash()
      ? { kind: 'net', role: 'resume', code: roomInHash(), choice: savedChoice() }
      : watchInHash()
        ? { kind: 'net', role: 'watch', code: watchInHash(), choice: savedChoice() }
        : { kind: 'lobby' },
);

/** The lobby's last choice (name, colour), for a room reopened from the address. */
function savedChoice(): LobbyChoice {
  try {
    return { name: '', color: 'red', rules: 'ck', players: 4, variants: {}, ...JSON.parse(localStorage.getItem('hexknights.lobby') ?? '{}') };
  } catch {
    return { name: '', color: 'red', rules: 'ck', players: 4, variants: {} };
  }
}

/** Keep the name a spectator gave with the lobby's choice, so the lobby and the next link know it. */
function rememberName(name: string): void {
  try {
    localStorage.setItem('hexknights.lobby', JSON.stringify({ ...JSON.parse(localStorage.getItem('hexknights.lobby') ?? '{}'), name }));
  } catch {
    /* private mode: nothing to remember */
  }
}

function go(next: Screen): void {
  screen.value = next;
  invitation.value = undefined;
  setHash(next.kind === 'verify' ? '#verify' : '');
}

if (typeof window !== 'undefined') {
  // a link pasted into a tab already on the site changes only the address's # part: follow it as a
  // fresh page would (a local game on screen stays saved and listed)
  window.addEventListener('hashchange', () => {
    if (location.hash === '#verify') screen.value = { kind: 'verify' };
    const join = joinInHash();
    const watch = watchInHash();
    const room = roomInHash();
    if (!join && !watch && !room) return;
    if (port.value) closeLocal(port.value);
    if (join) {
      invitation.value = join;
      screen.value = { kind: 'lobby' };
    } else screen.value = { kind: 'net', role: watch ? 'watch' : 'resume', code: watch ?? room, choice: savedChoice() };
  });
}
const notice = signal<string | null>(null);
/** Bumped when the lobby's saved list changes. */
const lobbyVersion = signal(0);
const tableId = signal(0);
let lastChoice: LobbyChoice | null = null;

/** Read-only debug hook for browser tests: the table's port and, in a networked game, the log position. */
export interface DebugHook {
  port: TablePort | null;
  /** Where this page's game stands (networked: log head; local: moves applied), its state hash, turn and log length. */
  state?: () => { seq: number; head: string; stateHash: string; turn: number | null; role: string; finished: boolean; lines: number };
  /**
   * The table's own act, as a click makes it (Table.tsx): the browser suite sends a move no click can
   * make, as a forged or late one would arrive, and reads the refusal the page shows (issue 38 item 9).
   */
  act?: (action: Action) => Promise<void>;
}

declare global {
  interface Window {
    hexknights?: DebugHook;
  }
}

/** The engine mode of a lobby choice (its layout decides whether 5-6 seats take the 30-hex board). */
export function modeFor(choice: LobbyChoice): Mode {
  return modeOf(choice);
}

export function seatsFor(choice: LobbyChoice, me: number): SeatInfo[] {
  const others = PLAYER_COLORS.filter((c) => c !== choice.color);
  let next = 0;
  const seats: SeatInfo[] = Array.from({ length: choice.players }, (_, s) => {
    if (s === me) return { name: choice.name.trim() || t('words.you'), color: choice.color, kind: 'you' as const };
    const color = others[next % others.length];
    return { name: colorName(color), color, kind: 'bot' as const, level: botLevel(choice, next++) };
  });
  return seats;
}

let stopSaving: (() => void) | null = null;
/** The saved id of the local game on screen (its download is named after it). */
let localId = '';

/** Show `table` and keep it saved under `id` (the address names it, the lobby lists it). */
function showLocal(table: LocalTable, id: string): void {
  localId = id;
  tableId.value++;
  port.value = table;
  window.hexknights = {
    port: table,
    state: () => ({
      seq: table.moves.length,
      head: '',
      stateHash: table.game.hash(),
      turn: table.view.value.turn,
      role: 'local',
      finished: table.view.value.winner != null,
      lines: table.log.value.length,
    }),
  };
  const v = table.view.value;
  savedGames.remember({
    kind: 'local',
    id,
    title: `${modeName(v.mode)}, ${v.playerCount} players, vs bots`,
    game: { mode: String(v.mode), players: v.playerCount, layout: String(v.board?.layout ?? 'standard') },
    name: table.seats.value[table.me]?.name ?? t('words.you'),
  });
  stopSaving?.();
  stopSaving = keepSaved(id, table, undefined, () => savedGames.update('local', id, { finished: true }));
  setHash(`#game=${id}`);
}

/** Reopen a saved local game; false if it is gone or no longer replays (then it is forgotten). */
export function resumeLocal(engine: Engine, id: string, botDelayMs?: number): boolean {
  const save = loadLocal(id);
  if (!save) {
    savedGames.forget('local', id);
    return false;
  }
  port.value?.close();
  // "Play again" after a reload: the same rules, players and seat as the saved game
  const mine = save.seats[save.me];
  lastChoice = {
    name: mine?.name ?? '',
    color: mine?.color ?? 'red',
    rules: save.config.mode === 'ckba' ? 'ckba' : String(save.config.mode).startsWith('ck') ? 'ck' : 'base',
    players: save.config.players ?? save.seats.length,
    variants: save.config.options ?? {},
    layout: save.config.layout,
    botLevels: save.seats.filter((x) => x.kind === 'bot').map((x) => x.level ?? 'easy'),
  };
  try {
    showLocal(
      new LocalTable({ engine, config: save.config, seats: save.seats, me: save.me, botDelayMs, resume: { moves: save.moves, lines: save.lines } }),
      id,
    );
    notice.value = null;
    return true;
  } catch (err) {
    notice.value = t('app.reopenFailed', { reason: (err as Error).message });
    savedGames.forget('local', id);
    return false;
  }
}

export function startLocal(engine: Engine, choice: LobbyChoice, options: { seed?: number; me?: number; botDelayMs?: number } = {}): void {
  lastChoice = choice;
  port.value?.close();
  const me = options.me ?? 0;
  const seed = options.seed ?? Math.floor(Math.random() * 1_000_000_000);
  const config: GameConfig = configFor(choice, seed);
  let table: LocalTable;
  try {
    table = new LocalTable({ engine, config, seats: seatsFor(choice, me), me, botDelayMs: options.botDelayMs });
    notice.value = null;
  } catch (err) {
    if (choice.rules !== 'ck') throw err;
    // Cities & Knights is still being added to the engine: play the base game meanwhile
    const base = { ...choice, rules: 'base' as const };
    table = new LocalTable({ engine, config: configFor(base, seed), seats: seatsFor(base, me), me, botDelayMs: options.botDelayMs });
    notice.value = t('app.ckFailed', { reason: (err as Error).message });
  }
  showLocal(table, newLocalId());
}

/** Leave the table for the lobby; the game stays saved (and listed) unless it is over. */
function leaveLocal(p: TablePort): void {
  closeLocal(p);
  setHash('');
}

function closeLocal(p: TablePort): void {
  p.close();
  stopSaving?.();
  stopSaving = null;
  port.value = null;
  window.hexknights = { port: null };
}

/**
 * The rules engine, once loaded. The lobby shows before it (the page's first load is the lobby's
 * script and styles; the engine's WebAssembly follows while the player fills it in).
 */
export const loadedEngine = signal<Engine | null>(null);

const loadingEngine = () => (
  <div class="lobby">
    <p class="muted">{t('lobby.loading')}</p>
  </div>
);

export function App({ params }: { params: URLSearchParams }) {
  const p = port.value;
  const sc = screen.value;
  const engine = loadedEngine.value;
  if (!engine && sc.kind !== 'lobby') return loadingEngine();
  if (sc.kind === 'verify') return <VerifyPage engine={engine!} onBack={() => go({ kind: 'lobby' })} />;
  if (sc.kind === 'net' && sc.role === 'watch' && !sc.named) {
    const ask = (name: string) => {
      rememberName(name);
      screen.value = { ...sc, choice: { ...sc.choice, name }, named: true };
    };
    return <WatchAsk code={sc.code ?? ''} name={sc.choice.name} onAsk={ask} onLeave={() => go({ kind: 'lobby' })} />;
  }
  if (sc.kind === 'net') {
    return (
      <NetRoom
        key={`${sc.role}:${sc.code ?? ''}`}
        engine={engine!}
        choice={sc.choice}
        role={sc.role}
        code={sc.code}
        mode={modeFor(sc.choice)}
        onLeave={() => go({ kind: 'lobby' })}
      />
    );
  }
  if (!p) {
    void lobbyVersion.value;
    const join = invitation.value;
    return (
      <Lobby
        key={join ?? ''}
        notice={notice.value}
        joinCode={join}
        ready={engine != null}
        engine={engine}
        onLocal={(c) => engine && startLocal(engine, c, { botDelayMs: numberParam(params, 'speed'), seed: numberParam(params, 'seed') })}
        onHost={(c) => go({ kind: 'net', role: 'host', choice: c })}
        onJoin={(c, code) => go({ kind: 'net', role: 'join', code, choice: c })}
        onVerify={() => go({ kind: 'verify' })}
        saved={savedGames.unfinished()}
        onResume={(g) =>
          g.kind === 'local'
            ? engine && resumeLocal(engine, g.id, numberParam(params, 'speed'))
            : go({ kind: 'net', role: 'resume', code: g.id, choice: savedChoice() })
        }
        onForget={(g) => {
          savedGames.forget(g.kind, g.id);
          lobbyVersion.value++;
        }}
      />
    );
  }
  return (
    <>
      {notice.value && (
        <div class="toast" role="status" onClick={() => (notice.value = null)}>
          {notice.value}
        </div>
      )}
      <Table
        key={tableId.value}
        port={p}
        onLobby={() => leaveLocal(p)}
        onAgain={() => lastChoice && engine && startLocal(engine, lastChoice, { botDelayMs: numberParam(params, 'speed') })}
        onDownload={() => downloadFile(`hexknights-local-${localId}.json`, scenarioFile(p as LocalTable))}
        downloadTitle={t('top.scenarioTitle')}
      />
    </>
  );
}

export function numberParam(params: URLSearchParams, name: string): number | undefined {
  const v = params.get(name);
  return v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v);
}
