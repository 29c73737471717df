// Forgetting a networked game this browser took part in: the lobby's list of unfinished games drops
// one, or the player asks. Apart from the room's code (roomDeps.ts, NetRoom.tsx), which a page that
// never hosts or joins does not fetch.
import { IdbGameStore } from '../session/log/indexedDbStore';
import { roomPeerId } from '../session/room/roomCode';
import { CHAT_PREFIX } from './saved/chatLines';
import { browserStorage } from './saved/savedGames';
import { LINES_PREFIX } from './saved/sessionLog';

/** Delete everything this browser saved of room `code`: its seat and log, and its bots', its chat and log words. */
export async function forgetRoom(code: string): Promise<void> {
  const kv = browserStorage() as Storage | null;
  const mine = (key: string | null) => [CHAT_PREFIX, LINES_PREFIX].some((prefix) => key?.startsWith(`${prefix}${code}.`));
  for (let i = (kv?.length ?? 0) - 1; i >= 0; i--) if (mine(kv!.key(i))) kv!.removeItem(kv!.key(i)!);
  const storage = await IdbGameStore.open();
  await storage.forgetRoom(roomPeerId(code)).finally(() => storage.close());
}
