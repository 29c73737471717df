// The room's own sentences (src/session/room: status lines and refusals, written in English there,
// as the session's log and errors are) in the page's language. The room code is no UI code and
// keeps its words; the page translates the ones it shows to players, and shows any other as it is.
import { t, type Key } from './i18n';
import { OPEN_DEVELOPMENT_CARDS, OPEN_STOLEN_CARDS } from '../session/room/roomCode';

const ROOM_WORDS: Record<string, Key> = {
  'Asking the host to let you watch… (a host sees the request once its game has started)': 'room.askWatch',
  'the host is gone: trying to take over': 'room.hostGone',
  'you are the host now': 'room.youHost',
  'the room is full': 'net.full',
  'Waiting for the host to let you in…': 'room.waitAdmit',
  'Asking the room for a seat…': 'room.askSeat',
  'The game that started in this room is not hosted by the host who let you in: not joined': 'room.notItsHost',
  "The game in this room is not the one the watch link names (none of its players has the link's key)": 'room.notLinksGame',
  'the host refused the join: the host did not let you in': 'room.notLetIn',
  [OPEN_DEVELOPMENT_CARDS]: 'room.openDevelopment',
  [OPEN_STOLEN_CARDS]: 'room.openStolen',
};

/** A room status or refusal in the page's language ('' stays ''). */
export function roomWords(text: string): string {
  const key = ROOM_WORDS[text];
  return key ? t(key) : text;
}
