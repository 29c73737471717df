// A hosted rematch with the same seats (src/session/room/rematch.ts is the room's side). The host of a
// finished game presses Rematch on the winner screen: a new room opens with a seat kept for every
// player, the host's bots join it again at their levels, and every guest is shown "The host started a
// rematch · Join". A guest who declines, or who left, gets a bot in their seat. The new game has its own
// genesis, keys and beacon; the finished one stays saved and verifiable under its own room.
import type { Level } from '../bots/levels';
import type { Rules } from '../protocol/genesis';
import type { Replica } from '../session/replica/replica';
import type { NetworkRoom, ReservedSeat } from '../session/room/roomNet';
import { rematchSeats } from '../session/room/rematch';
import { withSealedHands } from '../session/cards/sealedHands';
import type { SeatInfo } from './port';
import type { SavedBot } from './saved/savedGames';
import { t } from './i18n';

/** What the host's new room needs: the old room (to name the new one to everyone), its seats, bots and rules. */
export interface RematchPlan {
  old: NetworkRoom;
  /** The new host first (index 0), then every other player of the finished game. */
  seats: ReservedSeat[];
  /** The seats this page's bots played, by name, with their levels. */
  bots: (ReservedSeat & { level: Level })[];
  rules: Rules;
}

/** The colour each participant had at the table (seats are in play order, the genesis in join order). */
export function colorsByParticipant(replica: Replica, seats: readonly SeatInfo[]): string[] {
  const replay = replica.replay;
  const players = replay.genesis?.players ?? [];
  const colors = players.map((p) => p.color);
  seats.forEach((s, seat) => {
    const participant = replay.participantAt[seat] ?? seat;
    if (participant < colors.length) colors[participant] = s.color;
  });
  return colors;
}

/** The host's plan for a rematch of its finished game, or null if it has none to offer. */
export function rematchPlan(old: NetworkRoom, seats: readonly SeatInfo[], bots: readonly SavedBot[]): RematchPlan | null {
  const replica = old.replica.value;
  const genesis = replica?.replay.genesis;
  if (!replica || !genesis || replica.participant < 0 || !replica.finished.value) return null;
  const planned = rematchSeats(genesis.players, colorsByParticipant(replica, seats), replica.participant);
  const levels = new Map(bots.map((b) => [b.name, b.level ?? 'easy']));
  return {
    old,
    seats: planned,
    bots: planned.filter((s) => s.index > 0 && levels.has(s.name)).map((s) => ({ ...s, level: levels.get(s.name)! })),
    // a game from before sealed hands is played again with them: its guests refuse rules that leave stolen cards open (roomCode.ts)
    rules: withSealedHands(genesis.rules),
  };
}

/** A guest's offer to join the host's rematch: one click, or no thanks (the host seats a bot). */
export function RematchOffer({ onJoin, onDecline }: { onJoin: () => void; onDecline: () => void }) {
  return (
    <div class="rematch-offer" role="alert" aria-label={t('rematch.label')}>
      {t('rematch.offer')}
      <button class="primary small" onClick={onJoin}>
        {t('rematch.join')}
      </button>
      <button class="small" onClick={onDecline}>
        {t('rematch.no')}
      </button>
    </div>
  );
}
