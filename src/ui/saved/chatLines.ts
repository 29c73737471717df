// The table chat of a networked game, kept per room and seat in localStorage so a reload shows what
// was said. Only lines this page already checked (RoomChat verifies each signature) are kept; the
// chat is never part of the game log.
import type { ChatLine } from '../../session/room/chat';
import { browserStorage, type KeyValue } from './savedGames';

export const CHAT_PREFIX = 'hexknights.chat.';
/** The newest lines kept: a chat, not an archive. */
const KEEP = 200;

export function loadChat(key: string, kv: KeyValue | null = browserStorage()): ChatLine[] {
  try {
    const lines = JSON.parse(kv?.getItem(CHAT_PREFIX + key) ?? '[]') as ChatLine[];
    return Array.isArray(lines) ? lines.filter((l) => Number.isInteger(l?.participant) && typeof l.text === 'string') : [];
  } catch {
    return [];
  }
}

export function saveChat(key: string, lines: readonly ChatLine[], kv: KeyValue | null = browserStorage()): void {
  try {
    kv?.setItem(CHAT_PREFIX + key, JSON.stringify(lines.slice(-KEEP)));
  } catch {
    /* storage full: the chat is still on screen */
  }
}
