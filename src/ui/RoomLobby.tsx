// A room before its game: the host's code, link and QR with the seats filling and its Add bot and
// Admit buttons; a guest's or a watcher's "joining" with the same seats; the room's turn limit and
// network line; and any error that ended the attempt (wrong code, the broker unreachable, offline).
import { useState } from 'preact/hooks';
import type { NetWatch } from '../net/netWatch';
import { PathMark, NetStatus, useNetView } from './NetStatus';
import { roomPeerId, type NetworkRoom, type RematchKeys } from '../session/room/roomNet';
import type { LobbyChoice } from './Lobby';
import { botLevel } from './gameSetup';
import type { RoomBots } from './netBots';
import { colorName, NAME_INK } from './colors';
import { PLAYER_COLORS, type PlayerColor } from './port';
import type { RematchPlan } from './rematch';
import { pieces, t } from './i18n';
import { roomWords } from './roomWords';
import { LobbyCard } from './LobbyCard';
import { InviteQr } from './InviteQr';
import { joinLink, onThisComputerOnly } from './roomLinks';

export interface RoomLobbyProps {
  /** The room once opened (a guest's while it asks the host), else null. */
  room: NetworkRoom | null;
  error: string | null;
  role: 'host' | 'join' | 'resume' | 'watch';
  code: string;
  choice: LobbyChoice;
  rematch?: RematchPlan;
  rematchOf?: RematchKeys;
  net: NetWatch | null;
  bots: RoomBots | null;
  /** Host of a rematch: give a reserved seat whose player has not come to a bot. */
  seatBot: (index: number, color: string) => void;
  onLeave: () => void;
}

export function RoomLobby({ room, error, role, code, choice, rematch, rematchOf, net, bots, seatBot, onLeave }: RoomLobbyProps) {
  const [copied, setCopied] = useState(false);
  const [botColors, setBotColors] = useState<PlayerColor[]>([]);
  const netView = useNetView(net);
  const replica = room?.replica.value ?? null;
  const watching = role === 'watch';
  const seats = room?.lobby.value ?? [];
  const players = room?.gameRules?.players ?? rematch?.rules.players ?? choice.players;
  // the room's creator, also after its reload (which opens this page as 'resume')
  const hostingLobby = role === 'host' || room?.role.value === 'lobby-host';
  // a host's link carries its key's fingerprint (room/invite.ts): none to copy before the room has the key
  const link = hostingLobby && !room ? '' : joinLink(code + (room?.role.value === 'lobby-host' ? (room.hostPrint() ?? '') : ''));
  return (
    <LobbyCard>
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : hostingLobby ? (
        <>
          <p class="tagline">{t(rematch || seats.some((s) => s.reserved) ? 'net.rematchOpen' : 'net.open')}</p>
          <div class="room-code" aria-label={t('net.roomCode')}>
            {code}
          </div>
          <div class="join">
            <input readOnly value={link} aria-label={t('net.joinLink')} onFocus={(e) => (e.target as HTMLInputElement).select()} />
            <button
              disabled={!link}
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {t(copied ? 'net.copied' : 'net.copyLink')}
            </button>
          </div>
          <InviteQr link={link} />
          {onThisComputerOnly() && (
            <p class="notice small">
              {pieces('net.thisComputer', ['host', 'command']).map((p) => (p === 0 ? <b>{location.hostname}</b> : p === 1 ? <code>npm start</code> : p))}
            </p>
          )}
        </>
      ) : (
        <p class="tagline">
          {pieces(
            watching
              ? 'net.watchingRoom'
              : room && room.role.value !== 'lobby-guest'
                ? 'net.inRoom'
                : role === 'resume'
                  ? 'net.reopening'
                  : role === 'join' && !rematchOf
                    ? 'net.joiningAsk'
                    : 'net.joining',
            ['code'],
          ).map((p) => (typeof p === 'number' ? <b>{code}</b> : p))}
        </p>
      )}
      {!error && watching && (
        <p class="muted small" role="status">
          {roomWords(room?.status.value ?? '') || t('net.connecting')}
        </p>
      )}
      {!error && !watching && (
        <>
          <h2 class="small">
            {room && hostingLobby
              ? t('net.playersOf', { n: seats.filter((s) => s.joined).length, of: players })
              : t('net.players', { n: seats.filter((s) => s.joined).length })}
          </h2>
          <ul class="room-seats">
            {seats.map((s) => {
              const color = ((PLAYER_COLORS as readonly string[]).includes(s.color) ? s.color : 'white') as PlayerColor;
              return (
                <li key={s.index} style={{ color: NAME_INK[color] }}>
                  {s.name} {s.joined ? '' : <span class="muted small">{t(s.reserved ? 'net.askedRematch' : 'net.joiningSeat')}</span>}
                  {s.index === 0 && room && !room.role.value.includes('host') && <PathMark view={netView} peer={roomPeerId(code)} />}
                  {hostingLobby && s.reserved && !s.joined && !replica && !bots?.names.value.includes(s.name) && (
                    <button class="small" title={t('net.seatBotTitle')} onClick={() => seatBot(s.index, s.color)}>
                      {t('net.seatBot')}
                    </button>
                  )}
                </li>
              );
            })}
            {!room && <li class="muted">{t('net.connecting')}</li>}
          </ul>
          {room && hostingLobby && !replica && <JoinRequests room={room} />}
          {bots && room && hostingLobby && !replica && seats.length < players && (
            <button
              class="add-bot"
              disabled={bots.names.value.filter((n) => !seats.some((s) => s.name === n)).length + seats.length >= players}
              title={t('net.addBotTitle')}
              onClick={() => {
                const used = new Set([...seats.map((s) => s.color), ...botColors]);
                const color = PLAYER_COLORS.find((c) => !used.has(c)) ?? 'white';
                setBotColors([...botColors, color]);
                void bots.add(t('net.botName', { color: colorName(color) }), color, true, botLevel(choice, bots.names.value.length));
              }}
            >
              {t('net.addBot')}
            </button>
          )}
          {bots?.error.value && (
            <p class="error" role="alert">
              {bots.error.value}
            </p>
          )}
          {room?.gameRules && <p class="muted small turn-limit-note">{turnLimitWords(room.gameRules.turnLimitMs)}</p>}
          <NetStatus watch={net} hostPeer={roomPeerId(code)} />
          <p class="muted small" role="status">
            {roomWords(room?.status.value ?? '') ||
              (replica && hostingLobby ? t('net.drawing') : room ? t(hostingLobby ? 'net.waitingHost' : 'net.waiting') : '')}
          </p>
        </>
      )}
      <button class="link" onClick={onLeave}>
        {t('net.back')}
      </button>
    </LobbyCard>
  );
}

/** The room's signed turn limit, for the host and every guest before they sit down. */
function turnLimitWords(ms: number | undefined): string {
  return ms === undefined
    ? t('net.noTurnLimit')
    : t('net.turnLimit', { limit: ms % 60_000 ? t('net.limitSec', { n: ms / 1000 }) : t('lobby.limitMin', { n: ms / 60_000 }) });
}

/** Host, in the lobby: who asks for a seat; nobody sits down without the host's Admit. */
function JoinRequests({ room }: { room: NetworkRoom }) {
  const asking = room.joinRequests.value;
  if (asking.length === 0) return null;
  return (
    <div class="watch-requests" role="region" aria-label={t('net.joinRequests')}>
      {asking.map((j) => (
        <span key={j.peer}>
          {t('net.asksToJoin', { name: j.name })}{' '}
          <button class="primary small" onClick={() => room.admitJoin(j.peer)}>
            {t('net.admit')}
          </button>
          <button class="small" onClick={() => room.refuseJoin(j.peer)}>
            {t('net.refuse')}
          </button>
        </span>
      ))}
    </div>
  );
}
