// What the room page opens a NetworkRoom with, read off this page's address and this browser: the
// broker and ICE servers, the game store, the bots' pace, the browser tests' short turn limit; and
// forgetting everything this browser saved of a room.
import type { Engine } from '../engine/types';
import { realClock } from '../net/clock';
import { chooseBroker } from '../net/peerjsBroker';
import { DEFAULT_ICE, PeerJsTransport } from '../net/peerjsTransport';
import { chooseRelay, iceServersWith } from '../net/relaySettings';
import { brokerWords } from './netWords';
import type { RoomDeps } from '../session/room/roomNet';
import { IdbGameStore } from '../session/log/indexedDbStore';
import { ANSWER_SLOT_MS } from './netBots';

/** The public STUN server next to which a relay is added; `?ice=none`: none (a LAN, or the browser tests' private networks). */
function iceServers(): RTCIceServer[] {
  const stun = new URLSearchParams(location.search).get('ice') === 'none' ? [] : DEFAULT_ICE;
  return iceServersWith(stun, chooseRelay()?.relay ?? null);
}

/** `?turnlimit=S`: a hosted game's turn limit in seconds, below what the lobby offers (the browser tests' few seconds). */
export function turnLimitFromAddress(): number | undefined {
  const v = new URLSearchParams(location.search).get('turnlimit');
  return v === null ? undefined : Number(v);
}

export function botDelay(): number {
  const v = Number(new URLSearchParams(location.search).get('speed') ?? NaN);
  return Number.isFinite(v) && v >= 0 ? v : 650;
}

/** `watch`: told of every transport opened (the room's, not its bots'), to show the player the network. */
export async function netDeps(
  engine: Engine,
  log: (l: string) => void,
  watch?: (t: PeerJsTransport, broker: string) => void,
): Promise<Omit<RoomDeps, 'storage'>> {
  const choice = await chooseBroker();
  const ice = iceServers();
  return {
    engine,
    clock: realClock,
    log,
    connect: async (id, dial) => {
      const t = await PeerJsTransport.open({ id, dial, broker: choice.broker, iceServers: ice, log: (l) => log(`net ${id}: ${l}`) });
      watch?.(t, brokerWords(choice));
      return t;
    },
  };
}

export async function roomDeps(engine: Engine, log: (l: string) => void, watch: (t: PeerJsTransport, broker: string) => void): Promise<RoomDeps> {
  const [deps, storage] = await Promise.all([netDeps(engine, log, watch), IdbGameStore.open()]);
  // this page's card messages take their turn among the writers (netBots.ts); its clicks go out at once
  return { ...deps, storage, answerSlotMs: ANSWER_SLOT_MS, answerMoves: false };
}
