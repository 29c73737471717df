// A card handed to this page's player face down (a Wedding's gift, a Commercial Harbor's offer or reply)
// is read only once every other participant's key of it has come, entries after the move: its line
// (faceDownWords.ts) names no kind then. And a hand that gave or lost cards face down forgets its sealed
// kinds and reads its tokens anew, so the move's own step may not show which left. These receipts wait:
// once none of the player's sealed cards is unread, the cards its hand gained (or lost) since the first
// receipt are told, if they are exactly what moved; anything else (the hand moved otherwise meanwhile)
// is left unsaid.
import type { View } from '../engine/types';
import type { LogLine } from './port';
import { cardsHeld, type FaceDownMove } from './faceDownWords';
import { cardsText, cardTotal, type Names } from './vocabulary';
import { listText, t } from './i18n';

type Hand = Record<string, number>;

export class FaceDownReceipts {
  private pending: FaceDownMove[] = [];
  private before: Hand = {};
  /** The pending moves brought cards in (true) or took them out (false); one way at a time. */
  private gaining = true;

  /** `m` moved cards to or from `me` and its line could not name them; `view` is `me`'s view before it. */
  received(m: FaceDownMove, me: number, view: View): void {
    if (me < 0 || (m.to !== me && m.from !== me) || m.kind === 'none') return;
    const gaining = m.to === me;
    if (this.pending.length && gaining !== this.gaining) this.pending = []; // both ways at once: nothing can be told apart
    if (!this.pending.length) this.before = cardsHeld(view.players?.[me]);
    this.gaining = gaining;
    this.pending.push(m);
  }

  /** The line naming what `me` read, once none of its sealed cards is unread; null while it waits (or when the hand moved otherwise). */
  read(view: View, me: number, name: Names): LogLine | null {
    if (!this.pending.length) return null;
    const mine = view.players?.[me];
    const known = cardTotal(mine?.sealedKnown ?? {});
    if ((mine?.sealedCards ?? 0) > known) return null;
    const now = cardsHeld(mine);
    const sign = this.gaining ? 1 : -1;
    const moved: Hand = {};
    let oneWay = true;
    for (const k of new Set([...Object.keys(now), ...Object.keys(this.before)])) {
      const n = sign * ((now[k] ?? 0) - (this.before[k] ?? 0));
      if (n < 0) oneWay = false;
      if (n > 0) moved[k] = n;
    }
    const count = this.pending.reduce((n, m) => n + m.count, 0);
    const others = listText([...new Set(this.pending.map((m) => name(this.gaining ? m.from : m.to)))]);
    this.pending = [];
    if (!oneWay || cardTotal(moved) !== count) return null;
    const text = t(this.gaining ? 'fd.read' : 'fd.readLost', { n: count, from: others, kinds: cardsText(moved) });
    return { text, kind: 'trade', seat: me };
  }
}
