// A networked game: host a room (show its code and a join link, wait for everyone) or join one by
// its code, then play at the same Table through a SessionTable. Everything network-shaped lives in
// the session (src/session/room/roomNet.ts) and the transport (src/net/peerjs*); this page only starts
// them (with roomDeps.ts) and shows their signals: the room before its game in RoomLobby.tsx, then
// the Table. Loaded on demand so a local game never downloads PeerJS.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Engine } from '../engine/types';
import { NetWatch } from '../net/netWatch';
import { chooseRelay } from '../net/relaySettings';
import { NetStatus } from './NetStatus';
import { NetworkRoom, newRoomCode, parseInvite, roomPeerId, type RematchKeys } from '../session/room/roomNet';
import { IdbGameStore } from '../session/log/indexedDbStore';
import type { Replica } from '../session/replica/replica';
import type { LobbyChoice } from './Lobby';
import { setupRules, turnLimitRule } from './gameSetup';
import { withSealedHands } from '../session/cards/sealedHands';
import { SessionTable } from './sessionTable';
import { RoomBots } from './netBots';
import { RoomChat } from '../session/room/chat';
import { colorName } from './colors';
import { Table } from './Table';
import type { PlayerColor } from './port';
import { savedGames, setHash } from './saved/savedGames';
import { downloadFile } from './download';
import { loadChat, saveChat } from './saved/chatLines';
import { modeName } from './vocabulary';
import { NEEDS_NETWORK, online } from './online';
import { RematchOffer, colorsByParticipant, rematchPlan, type RematchPlan } from './rematch';
import { t } from './i18n';
import { roomWords } from './roomWords';
import { botDelay, netDeps, roomDeps, turnLimitFromAddress } from './roomDeps';
import { joinLink } from './roomLinks';
import { RoomLobby } from './RoomLobby';

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

export function NetRoom({ engine, choice, role, code: joinCode, mode, onLeave, rematch, rematchOf }: NetRoomProps) {
  const [room, setRoom] = useState<NetworkRoom | null>(null);
  const [error, setError] = useState<string | null>(null);
  // an invite is the room code and, from a link, the host key's fingerprint (room/invite.ts)
  const [{ code, print }] = useState(() => (role === 'host' && !rematch ? { code: newRoomCode(), print: null } : parseInvite(joinCode ?? '')));
  const [next, setNext] = useState<NextRoom | null>(null);
  const log = (l: string) => console.debug('[hexknights]', l);
  const [net, setNet] = useState<NetWatch | null>(null);
  useEffect(() => () => net?.close(), [net]);
  // bots this page runs in its room (a host; a resumed host brings its saved bots back); `?speed=`
  // sets their thinking time as in local games. Their seats and logs are saved in IndexedDB.
  const bots = useMemo(
    () =>
      role === 'host' || role === 'resume'
        ? new RoomBots(
            () => netDeps(engine, log),
            code,
            botDelay(),
            () => IdbGameStore.open().catch(() => null),
            undefined,
            engine,
          )
        : null,
    [],
  );
  useEffect(() => () => bots?.close(), [bots]);

  useEffect(() => {
    let made: NetworkRoom | null = null;
    let cancelled = false;
    (async () => {
      if (!online.value) throw new Error(NEEDS_NETWORK());
      let watch: NetWatch | null = null;
      const deps = await roomDeps(engine, log, (t, broker) => {
        if (!watch) setNet((watch = new NetWatch(broker, chooseRelay()?.relay.url ?? null)));
        watch.follow(t);
      });
      const me = { name: choice.name.trim() || t('net.player'), color: choice.color };
      // a guest's or watcher's room is shown while it asks the host (and closed if the page leaves meanwhile)
      const asking = (r: NetworkRoom) => {
        made = r;
        if (!cancelled) setRoom(r);
      };
      if (role === 'resume' && !(await deps.storage.loadSeat(roomPeerId(code)))?.gameId) {
        savedGames.forget('room', code);
        throw new Error(t('net.noSeat', { code }));
      }
      made = rematch
        ? await NetworkRoom.create(deps, roomPeerId(code), rematch.rules, rematch.seats[0], rematch.seats.slice(1), rematch.old.rematchKeys())
        : role === 'host'
          ? await NetworkRoom.create(
              deps,
              roomPeerId(code),
              withSealedHands({
                ...setupRules(choice),
                ...turnLimitRule(choice, turnLimitFromAddress()),
                mode,
                seating: 'beacon',
                beaconLength: 4096,
                cards: 'sealed',
              }),
              me,
            )
          : role === 'resume'
            ? await NetworkRoom.resume(deps, roomPeerId(code))
            : role === 'watch'
              ? await NetworkRoom.watch(deps, roomPeerId(code), { ...me, print: print ?? undefined }, asking)
              : await NetworkRoom.join(deps, roomPeerId(code), me, { rematchOf, print: print ?? undefined }, asking);
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
        if (rules && !savedGames.get('room', code))
          savedGames.remember({ kind: 'room', id: code, title: `${modeName(rules.mode)}, ${rules.players} players, online (not started)`, name: me.name });
      }
    })().catch((e: Error & { kind?: string }) => {
      if (!cancelled)
        setError(
          e.kind === 'unavailable-id'
            ? t('net.taken')
            : e.kind === 'broker-unreachable'
              ? navigator.onLine === false
                ? NEEDS_NETWORK()
                : t('net.broker')
              : e.kind === 'no-room'
                ? t('net.noRoom', { code })
                : roomWords(e.message),
        );
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
  const port = useMemo(
    () => (replica ? new SessionTable(replica, { roomStatus: room!.status, saveKey: watching ? undefined : `${code}.${replica.participant}` }) : null),
    [replica],
  );
  useEffect(() => () => port?.close(), [port]);
  // the table chat: made once the genesis names everyone's keys; it follows the room to a new host
  const chat = useMemo(() => {
    const g = replica?.replay.genesis;
    if (!started || !replica || !g || replica.participant < 0) return null;
    const room = new RoomChat({
      gameId: g.gameId,
      publicKeys: g.players.map((p) => p.publicKey),
      participant: replica.participant,
      secretKey: replica.identity.keyPair.secretKey,
    });
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
    savedGames.remember({
      kind: 'room',
      id: code,
      title: `${modeName(v.mode)}, ${v.playerCount} players, online`,
      game: { mode: String(v.mode), players: v.playerCount, layout: String(v.board?.layout ?? 'standard') },
      name: replica.replay.genesis?.players[replica.participant]?.name ?? choice.name,
      finished: replica.finished.value,
    });
  }, [started, replica, replica?.finished.value]);
  // the host's page follows its links, so a guest whose tab closed shows away at once (SessionTable.away)
  useEffect(() => {
    if (!port || !replica || !net) return;
    const follow = () => (port.linked.value = room?.role.value === 'host' ? replica.linkedParticipants() : null);
    follow();
    const offLinks = net.subscribe(follow);
    const offProven = replica.onParticipantLinked(follow);
    return () => {
      offLinks();
      offProven();
    };
  }, [port, net]);
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
    if (room?.release(index)) void bots?.add(t('net.botName', { color: colorName(color as PlayerColor) }), color, true, 'easy');
  };
  const declined = rematch?.old.declined.value ?? [];
  useEffect(() => {
    if (!rematch || !room) return;
    for (const s of room.lobby.value) if (!s.joined && declined.includes(s.name)) seatBot(s.index, s.color);
  }, [declined.length, room]);

  if (next)
    return (
      <NetRoom
        key={next.code}
        engine={engine}
        choice={next.choice}
        role={next.role}
        code={next.code}
        mode={mode}
        rematch={next.rematch}
        rematchOf={next.rematchOf}
        onLeave={onLeave}
      />
    );

  if (port && started) {
    const download = () => downloadFile(`hexknights-${code}.json`, port.logFile());
    const hosting = room!.role.value === 'host';
    const finished = replica!.finished.value;
    const offer = !hosting && finished ? room!.rematch.value : null;
    const mine = {
      name: replica!.replay.genesis?.players[replica!.participant]?.name ?? choice.name,
      color: (colorsByParticipant(replica!, port.seats.value)[replica!.participant] ?? choice.color) as PlayerColor,
    };
    const startRematch = () => {
      const plan = rematchPlan(room!, port.seats.value, bots?.saved() ?? []);
      if (plan) setNext({ role: 'host', code: newRoomCode(), choice: { ...choice, ...mine }, rematch: plan });
    };
    const joinRematch = () => offer && setNext({ role: 'join', code: offer, choice: { ...choice, ...mine }, rematchOf: room!.rematchKeys() ?? undefined });
    return (
      <>
        {hosting && !finished && <WatchRequests room={room!} />}
        {offer && <RematchOffer onJoin={joinRematch} onDecline={() => room!.declineRematch()} />}
        <NetStatus watch={net} hostPeer={roomPeerId(code)} compact />
        <Table
          key={String(replica!.participant) + room!.hostChanges.value}
          port={port}
          onLobby={onLeave}
          onDownload={download}
          again={
            watching
              ? null
              : hosting
                ? { label: t('net.rematch'), hint: t('net.rematchHint') }
                : offer
                  ? { label: t('net.joinRematch') }
                  : { label: null, hint: t('net.hostMayRematch') }
          }
          onAgain={hosting ? startRematch : joinRematch}
          room={{
            code,
            link: joinLink(code + (hosting ? (room!.hostPrint() ?? '') : '')),
            watchLink: hosting ? joinLink(code + (room!.hostPrint() ?? ''), 'watch') : undefined,
          }}
        />
      </>
    );
  }

  return (
    <RoomLobby
      room={room}
      error={error}
      role={role}
      code={code}
      choice={choice}
      rematch={rematch}
      rematchOf={rematchOf}
      net={net}
      bots={bots}
      seatBot={seatBot}
      onLeave={onLeave}
    />
  );
}

/** Host: spectators asking to watch, each admitted with one click; and how many watch. */
function WatchRequests({ room }: { room: NetworkRoom }) {
  const asking = room.watchRequests.value;
  const watching = room.watchers.value;
  if (asking.length === 0 && watching.length === 0) return null;
  return (
    <div class="watch-requests" role="region" aria-label={t('net.spectators')}>
      {asking.map((w) => (
        <span key={w.peer}>
          {t('net.asksToWatch', { name: w.name })}{' '}
          <button class="primary small" onClick={() => room.admit(w.peer)}>
            {t('net.admit')}
          </button>
        </span>
      ))}
      {watching.length > 0 && <span class="muted small">{t('net.watchingN', { n: watching.length })}</span>}
    </div>
  );
}
