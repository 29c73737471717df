// Who takes part in a player trade: whom an offer may be made to, and whose answers an open offer waits
// for. An offer may name one player (`offerTrade {to}`); then only that player answers it.
import type { View } from '../engine/types';

/** Seats this player may make an offer to: every other player (Catan for Two's neutral seats never trade). */
export function offerRecipients(view: View, me: number): number[] {
  const players: { neutral?: boolean }[] = view.players ?? [];
  return players.flatMap((p, seat) => (seat === me || p.neutral ? [] : [seat]));
}

/** The one player an open offer is made to, or null when it is made to everyone. */
export function offerRecipient(view: View): number | null {
  const to = view.trade?.to;
  return typeof to === 'number' ? to : null;
}

/** The seats whose answers the open offer collects: its recipient, or every player but the offerer. */
export function answeringSeats(view: View): number[] {
  const trade = view.trade;
  if (!trade) return [];
  const to = offerRecipient(view);
  if (to !== null) return [to];
  const answers: unknown[] = trade.answers ?? [];
  return answers.flatMap((_, seat) => (seat === trade.from ? [] : [seat]));
}
