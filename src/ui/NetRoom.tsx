// A networked game: host a room (show its code and a join link, wait for everyone) or join one by
// its code, then play at the same Table through a SessionTable. Everything network-shaped lives in
// the session (src/session/room/roomNet.ts) and the transport (src/net/peerjs*); this page only starts
// them and shows their signals. Loaded on demand so a local game never downloads PeerJS.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Engine } from '../engine/types';
import { realClock } from '../net/clock';
import { chooseBroker } from '../net/peerjsBroker';
import { PeerJsTransport } from '../net/peerjsTransport';
import { NetworkRoom, newRoomCode, roomPeerId, type RematchKeys, type RoomDeps } from '../session/room/roomNet';
import { IdbGameStore } from '../session/log/indexedDbStore';
import type { Replica } from '../session/replica/replica';
import type { LobbyChoice } from './Lobby';
import { botLevel, setupRules } from './gameSetup';
import { SessionTable } from './sessionTable';
import { ANSWER_SLOT_MS, RoomBots } from './netBots';
import { RoomChat } from '../session/room/chat';
import { colorName } from './colors';
import { Table } from './Table';
import { NAME_INK } from './colors';
import { PLAYER_COLORS, type PlayerColor } from './port';
import { browserStorage, savedGames, setHash } from './saved/savedGames';
import { downloadFile } from './download';
import { CHAT_PREFIX, loadChat, saveChat } from './saved/chatLines';
import { LINES_PREFIX } from './saved/sessionLog';
import { modeName } from './vocabulary';
import { NEEDS_NETWORK, online } from './online';
import { RematchOffer, colorsByParticipant, rematchPlan, type RematchPlan } from './rematch';

export interface NetRoomProps {
  engine: Engine;
  choice: LobbyChoice;
  /**
   * 'host' creates a room; 'join' joins `code`; 'resume' reopens this browser's seat in `code` (a reload);
   * 'watch' asks the host of `code` to let this page watch as a spectator.
   */
  role: 'host' | 'join' | 'resume' | 'watch';
  code?: string;
  mode: string;
  onLeave: () => void;
  /** Host of a rematch: the finished game's room and seats; this room keeps a seat for each of its players. */
  rematch?: RematchPlan;
  /** Guest of a rematch: its keys of the finished game (it claims its seat with them, and checks the host's). */
  rematchOf?: RematchKeys;
}

/** The room this page moves on to for a rematch: the host's new one, or the one a guest joins. */
interface NextRoom {
  role: 'host' | 'join';
  code: string;
  choice: LobbyChoice;
  rematch?: RematchPlan;
  rematchOf?: RematchKeys;
}

/** `?ice=none`: no STUN server, host candidates only (a LAN, or the browser tests' private network). */
function iceServers(): RTCIceServer[] | undefined {
  return new URLSearchParams(location.search).get('ice') === 'none' ? [] : undefined;
}

function botDelay(): number {
  const v = Number(new URLSearchParams(location.search).get('speed') ?? NaN);
  return Number.isFinite(v) && v >= 0 ? v : 650;
}

async function netDeps(engine: Engine, log: (l: string) => void): Promise<Omit<RoomDeps, 'storage'>> {
  const { broker } = await chooseBroker();
  const ice = iceServers();
  return {
    engine,
    clock: realClock,
    log,
    connect: (id, dial) => PeerJsTransport.open({ id, dial, broker, iceServers: ice, log: (l) => log(`net ${id}: ${l}`) }),
  };
}

async function roomDeps(engine: Engine, log: (l: string) => void): Promise<RoomDeps> {
  const [deps, storage] = await Promise.all([netDeps(engine, log), IdbGameStore.open()]);
  // this page's card messages take their turn among the writers (netBots.ts); its clicks go out at once
  return { ...deps, storage, answerSlotMs: ANSWER_SLOT_MS, answerMoves: false };
}

/** Delete everything this browser saved of room `code`: its seat and log, and its bots', its chat and log words. */
export async function forgetRoom(code: string): Promise<void> {
  const kv = browserStorage() as Storage | null;
  const mine = (key: string | null) => [CHAT_PREFIX, LINES_PREFIX].some((prefix) => key?.startsWith(`${prefix}${code}.`));
  for (let i = (kv?.length ?? 0) - 1; i >= 0; i--) if (mine(kv!.key(i))) kv!.removeItem(kv!.key(i)!);
  const storage = await IdbGameStore.open();
  await storage.forgetRoom(roomPeerId(code)).finally(() => storage.close());
}

/** Whether this page was opened at a loopback address, so a link made from it reaches no other machine. */
function onThisComputerOnly(): boolean {
  return /^(localhost|127(\.\d+){3}|\[::1\])$/.test(location.hostname);
}

/** The link a guest opens; it keeps this page's query (`?broker=`, `?ice=`) so both reach the same broker. */
export function joinLink(code: string, kind: 'join' | 'watch' = 'join'): string {
  return `${location.origin}${location.pathname}${location.search}#${kind}=${code}`;
}

export function NetRoom({ engine, choice, role, code: joinCode, mode, onLeave, rematch, rematchOf }: NetRoomProps) {
  const [room, setRoom] = useState<NetworkRoom | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code] = useState(() => (role === 'host' && !rematch ? newRoomCode() : (joinCode ?? '').trim().toLowerCase()));
  const [next, setNext] = useState<NextRoom | null>(null);
  const [copied, setCopied] = useState(false);
  const [botColors, setBotColors] = useState<PlayerColor[]>([]);
  const log = (l: string) => console.debug('[hexknights]', l);
  // bots this page runs in its room (a host; a resumed host brings its saved bots back); `?speed=`
  // sets their thinking time as in local games. Their seats and logs are saved in IndexedDB.
  const bots = useMemo(() => (role === 'host' || role === 'resume' ? new RoomBots(() => netDeps(engine, log), code, botDelay(), () => IdbGameStore.open().catch(() => null), undefined, engine) : null), []);
  useEffect(() => () => bots?.close(), [bots]);

  useEffect(() => {
    let made: NetworkRoom | null = null;
    let cancelled = false;
    (async () => {
      if (!online.value) throw new Error(NEEDS_NETWORK);
      const deps = await roomDeps(engine, log);
      const me = { name: choice.name.trim() || 'Player', color: choice.color };
      if (role === 'resume' && !(await deps.storage.loadSeat(roomPeerId(code)))?.gameId) {
        savedGames.forget('room', code);
        throw new Error(`This browser has no seat in room ${code}. Ask for a join link.`);
      }
      made =
        rematch
          ? await NetworkRoom.create(deps, roomPeerId(code), rematch.rules, rematch.seats[0], rematch.seats.slice(1), rematch.old.rematchKeys())
          : role === 'host'
          ? await NetworkRoom.create(deps, roomPeerId(code), { ...setupRules(choice), mode, seating: 'beacon', beaconLength: 4096, cards: 'sealed' }, me)
          : role === 'resume'
            ? await NetworkRoom.resume(deps, roomPeerId(code))
            : role === 'watch'
              ? await NetworkRoom.watch(deps, roomPeerId(code), me, (asking) => !cancelled && setRoom(asking))
              : await NetworkRoom.join(deps, roomPeerId(code), me, { rematchOf });
      if (cancelled) return made.close();
      const hostRoom = made;
      if (bots) bots.ticket = () => hostRoom.inviteTicket(); // this page's bots need no Admit click
      setRoom(made);
      if (rematch) {
        // the new room is open: name it to everyone at the finished table, and bring this page's bots back
        rematch.old.offerRematch(code);
        for (const b of rematch.bots) void bots?.add(b.name, b.color, true, b.level);
      }
      // a host that reloaded: its bots come back with their own saved keys (after the host holds the room)
      if (role === 'resume' && (made.role.value === 'host' || made.role.value === 'lobby-host')) void bots?.resumeSaved();
      // from the lobby on, the address names the room and the lobby lists it: a reload comes back here
      if (role !== 'watch') {
        setHash(`#room=${code}`);
        const rules = made.gameRules;
        if (rules && !savedGames.get('room', code)) savedGames.remember({ kind: 'room', id: code, title: `${modeName(rules.mode)}, ${rules.players} players, online (not started)`, name: me.name });
      }
    })().catch((e: Error & { kind?: string }) => {
      if (!cancelled) setError(e.kind === 'unavailable-id' ? 'That room code is taken; try hosting again.' : e.kind === 'broker-unreachable' ? 'The PeerJS broker cannot be reached. Check the connection (or ?broker=...).' : e.message);
    });
    return () => {
      cancelled = true;
      made?.close();
    };
  }, []);

  const replica: Replica | null = room?.replica.value ?? null;
  const started = replica?.view.value != null;
  const watching = role === 'watch';
  // a spectator keeps nothing: no saved words, no chat (it holds no key to sign with)
  const port = useMemo(() => (replica ? new SessionTable(replica, { roomStatus: room!.status, saveKey: watching ? undefined : `${code}.${replica.participant}` }) : null), [replica]);
  useEffect(() => () => port?.close(), [port]);
  // the table chat: made once the genesis names everyone's keys; it follows the room to a new host
  const chat = useMemo(() => {
    const g = replica?.replay.genesis;
    if (!started || !replica || !g || replica.participant < 0) return null;
    const room = new RoomChat({ gameId: g.gameId, publicKeys: g.players.map((p) => p.publicKey), participant: replica.participant, secretKey: replica.identity.keyPair.secretKey });
    room.lines.value = loadChat(`${code}.${replica.participant}`); // what was said before a reload
    return room;
  }, [started]);
  useEffect(() => chat?.lines.subscribe((lines) => saveChat(`${code}.${replica!.participant}`, lines)), [chat]);
  useEffect(() => {
    const channel = chat && room?.chatChannel();
    if (chat && channel) chat.attach(channel, room!.role.value === 'host', () => room!.replica.value?.participantPeers() ?? []);
  }, [chat, replica]);
  useEffect(() => {
    if (port) port.chatRoom.value = chat;
  }, [port, chat]);
  useEffect(() => () => chat?.close(), [chat]);
  // once the game runs, the address names the room (a reload reopens it) and the lobby lists it
  useEffect(() => {
    if (!started || !replica || watching) return;
    setHash(`#room=${code}`);
    const v = replica.view.value!;
    savedGames.remember({ kind: 'room', id: code, title: `${modeName(v.mode)}, ${v.playerCount} players, online`, name: replica.replay.genesis?.players[replica.participant]?.name ?? choice.name, finished: replica.finished.value });
  }, [started, replica, replica?.finished.value]);
  useEffect(() => {
    if (!port || !replica) return;
    window.hexknights = {
      port,
      state: () => ({
        seq: replica.head.value.seq,
        head: replica.head.value.hash,
        stateHash: replica.replay.game?.hash() ?? '',
        turn: replica.view.value?.turn ?? null,
        role: room?.role.value ?? 'closed',
        finished: replica.finished.value,
        lines: port.log.value.length,
      }),
    };
  }, [port]);

  // host of a rematch: a player who declined gets a bot in their seat (the seat is freed for it first)
  const seatBot = (index: number, color: string) => {
    if (room?.release(index)) void bots?.add(`${colorName(color as PlayerColor)} bot`, color, true, 'easy');
  };
  const declined = rematch?.old.declined.value ?? [];
  useEffect(() => {
    if (!rematch || !room) return;
    for (const s of room.lobby.value) if (!s.joined && declined.includes(s.name)) seatBot(s.index, s.color);
  }, [declined.length, room]);

  if (next) return <NetRoom key={next.code} engine={engine} choice={next.choice} role={next.role} code={next.code} mode={mode} rematch={next.rematch} rematchOf={next.rematchOf} onLeave={onLeave} />;

  if (port && started) {
    const download = () => downloadFile(`hexknights-${code}.json`, port.logFile());
    const hosting = room!.role.value === 'host';
    const finished = replica!.finished.value;
    const offer = !hosting && finished ? room!.rematch.value : null;
    const mine = { name: replica!.replay.genesis?.players[replica!.participant]?.name ?? choice.name, color: (colorsByParticipant(replica!, port.seats.value)[replica!.participant] ?? choice.color) as PlayerColor };
    const startRematch = () => {
      const plan = rematchPlan(room!, port.seats.value, bots?.saved() ?? []);
      if (plan) setNext({ role: 'host', code: newRoomCode(), choice: { ...choice, ...mine }, rematch: plan });
    };
    const joinRematch = () => offer && setNext({ role: 'join', code: offer, choice: { ...choice, ...mine }, rematchOf: room!.rematchKeys() ?? undefined });
    return (
      <>
        {hosting && !finished && <WatchRequests room={room!} />}
        {offer && <RematchOffer onJoin={joinRematch} onDecline={() => room!.declineRematch()} />}
        <Table key={String(replica!.participant) + room!.hostChanges.value} port={port} onLobby={onLeave} onDownload={download}
          again={watching ? null : hosting ? { label: 'Rematch', hint: 'The same players in a new game: a new board, new dice' } : offer ? { label: 'Join the rematch' } : { label: null, hint: 'The host may start a rematch with the same players.' }}
          onAgain={hosting ? startRematch : joinRematch}
          room={{ code, link: joinLink(code), watchLink: hosting ? joinLink(code, 'watch') : undefined }} />
      </>
    );
  }

  const seats = room?.lobby.value ?? [];
  const link = joinLink(code);
  const players = room?.gameRules?.players ?? rematch?.rules.players ?? choice.players;
  // the room's creator, also after its reload (which opens this page as 'resume')
  const hostingLobby = role === 'host' || room?.role.value === 'lobby-host';
  return (
    <div class="lobby">
      <div class="lobby-card">
        <h1>
          Hex<span>knights</span>
        </h1>
        {error ? (
          <p class="error" role="alert">{error}</p>
        ) : hostingLobby ? (
          <>
            <p class="tagline">{rematch || seats.some((s) => s.reserved) ? 'A rematch: everyone from the last game is asked to join; a bot can take a seat nobody comes back to.' : 'Your room is open. Give your friends the code or the link.'}</p>
            <div class="room-code" aria-label="Room code">{code}</div>
            <div class="join">
              <input readOnly value={link} aria-label="Join link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
              <button
                onClick={() => {
                  void navigator.clipboard?.writeText(link).then(() => setCopied(true));
                }}
              >
                {copied ? 'Copied' : 'Copy link'}
              </button>
            </div>
            {onThisComputerOnly() && (
              <p class="notice small">
                This link names <b>{location.hostname}</b>, which is this computer only: friends on your network open the address <code>npm start</code> printed for them
                ("friends on your network can open http://…"), and the code works there.
              </p>
            )}
          </>
        ) : (
          <p class="tagline">
            {watching ? 'Watching room' : room ? 'You are in room' : role === 'resume' ? 'Reopening room' : 'Joining room'} <b>{code}</b>
            {watching ? ': the host lets you in (you see the board and the log, never a hand).' : room ? '. The game starts by itself when every seat is taken.' : role === 'join' && !rematchOf ? ': the host lets you in…' : '…'}
          </p>
        )}
        {!error && watching && <p class="muted small" role="status">{room?.status.value || 'Connecting to the broker…'}</p>}
        {!error && !watching && (
          <>
            <h2 class="small">Players ({seats.filter((s) => s.joined).length}{room && hostingLobby ? `/${players}` : ''})</h2>
            <ul class="room-seats">
              {seats.map((s) => {
                const color = ((PLAYER_COLORS as readonly string[]).includes(s.color) ? s.color : 'white') as PlayerColor;
                return (
                  <li key={s.index} style={{ color: NAME_INK[color] }}>
                    {s.name} {s.joined ? '' : <span class="muted small">{s.reserved ? '(asked to the rematch…)' : '(joining…)'}</span>}
                    {hostingLobby && s.reserved && !s.joined && !replica && !bots?.names.value.includes(s.name) && (
                      <button class="small" title="They declined or left: a bot plays this seat from your page" onClick={() => seatBot(s.index, s.color)}>
                        Seat a bot instead
                      </button>
                    )}
                  </li>
                );
              })}
              {!room && <li class="muted">Connecting to the broker…</li>}
            </ul>
            {room && hostingLobby && !replica && <JoinRequests room={room} />}
            {bots && room && hostingLobby && !replica && seats.length < players && (
              <button
                class="add-bot"
                disabled={bots.names.value.filter((n) => !seats.some((s) => s.name === n)).length + seats.length >= players}
                title="A bot plays this seat from your page (its seat is saved with yours: it plays again when you reopen the game)"
                onClick={() => {
                  const used = new Set([...seats.map((s) => s.color), ...botColors]);
                  const color = PLAYER_COLORS.find((c) => !used.has(c)) ?? 'white';
                  setBotColors([...botColors, color]);
                  void bots.add(`${colorName(color)} bot`, color, true, botLevel(choice, bots.names.value.length));
                }}
              >
                Fill a seat with a bot
              </button>
            )}
            {bots?.error.value && <p class="error" role="alert">{bots.error.value}</p>}
            <p class="muted small" role="status">
              {room?.status.value ||
                (replica && hostingLobby
                  ? 'Everyone is here: drawing seats and the board with the fair dice…'
                  : room
                    ? `Waiting for everyone to join. The game starts by itself when the room is full${hostingLobby ? '; bots can fill empty seats' : ''}.`
                    : '')}
            </p>
          </>
        )}
        <button class="link" onClick={onLeave}>Back to lobby</button>
      </div>
    </div>
  );
}

/** Host, in the lobby: who asks for a seat; nobody sits down without the host's Admit. */
function JoinRequests({ room }: { room: NetworkRoom }) {
  const asking = room.joinRequests.value;
  if (asking.length === 0) return null;
  return (
    <div class="watch-requests" role="region" aria-label="Join requests">
      {asking.map((j) => (
        <span key={j.peer}>
          {j.name} asks to join <button class="primary small" onClick={() => room.admitJoin(j.peer)}>Admit</button>
          <button class="small" onClick={() => room.refuseJoin(j.peer)}>Refuse</button>
        </span>
      ))}
    </div>
  );
}

/** Host: spectators asking to watch, each admitted with one click; and how many watch. */
function WatchRequests({ room }: { room: NetworkRoom }) {
  const asking = room.watchRequests.value;
  const watching = room.watchers.value;
  if (asking.length === 0 && watching.length === 0) return null;
  return (
    <div class="watch-requests" role="region" aria-label="Spectators">
      {asking.map((w) => (
        <span key={w.peer}>
          {w.name} asks to watch <button class="primary small" onClick={() => room.admit(w.peer)}>Admit</button>
        </span>
      ))}
      {watching.length > 0 && <span class="muted small">{watching.length} watching</span>}
    </div>
  );
}
