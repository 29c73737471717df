// A card handed to this page's player face down (a Wedding's gift, a Commercial Harbor's offer or reply)
// is read only once every other participant's key of it has come, entries after the move: its line
// (faceDownWords.ts) names no kind then. These receipts wait for it: once none of the player's sealed
// cards is unread, the cards its hand gained since the first receipt are told, if they are exactly what
// was handed over; anything else (the hand spent or lost cards meanwhile) is left unsaid.
import type { View } from '../engine/types';
import type { LogLine } from './port';
import { cardsHeld, type FaceDownMove } from './faceDownWords';
import { cardsText, cardTotal, type Names } from './vocabulary';
import { listText, t } from './i18n';

type Hand = Record<string, number>;

export class FaceDownReceipts {
  private pending: FaceDownMove[] = [];
  private before: Hand = {};

  /** `m` handed cards to `me` and its line could not name them; `view` is `me`'s view before it. */
  received(m: FaceDownMove, me: number, view: View): void {
    if (me < 0 || m.to !== me || m.kind === 'take' || m.kind === 'none') return;
    if (!this.pending.length) this.before = cardsHeld(view.players?.[me]);
    this.pending.push(m);
  }

  /** The line naming what `me` read, once none of its sealed cards is unread; null while it waits (or when the hand moved otherwise). */
  read(view: View, me: number, name: Names): LogLine | null {
    if (!this.pending.length) return null;
    const mine = view.players?.[me];
    const known = cardTotal(mine?.sealedKnown ?? {});
    if ((mine?.sealedCards ?? 0) > known) return null;
    const now = cardsHeld(mine);
    const gained: Hand = {};
    let moved = true;
    for (const k of new Set([...Object.keys(now), ...Object.keys(this.before)])) {
      const n = (now[k] ?? 0) - (this.before[k] ?? 0);
      if (n < 0) moved = false;
      if (n > 0) gained[k] = n;
    }
    const count = this.pending.reduce((n, m) => n + m.count, 0);
    const from = listText([...new Set(this.pending.map((m) => name(m.from)))]);
    this.pending = [];
    if (!moved || cardTotal(gained) !== count) return null;
    return { text: t('fd.read', { n: count, from, kinds: cardsText(gained) }), kind: 'trade', seat: me };
  }
}
