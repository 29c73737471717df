// What goes wrong under a replica that its player must know about, shown as the room's status line
// while it lasts: a claim the host is overdue with (Witness), a save that failed (the store). Each
// clears only the text it put there, so one trouble's end does not hide another's.
import type { Signal } from '@preact/signals-core';
import type { Replica } from '../replica/replica.js';

export function showTroubles(replica: Replica, status: Signal<string>): void {
  for (const trouble of [replica.claimedOverdue, replica.saveProblem]) {
    let shown: string | null = null;
    trouble.subscribe((text) => {
      if (text) status.value = text;
      else if (shown !== null && status.value === shown) status.value = '';
      shown = text;
    });
  }
}
