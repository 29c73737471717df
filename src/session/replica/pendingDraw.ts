/** The draw before the game exists: it seeds the random board and, if the rules say so, the seating. */
export const SETUP_PURPOSE = 'setup';

/** A chance draw the log waits for: the next beacon entry must carry draw `draw` for `purpose`. */
export interface PendingDraw {
  draw: number;
  purpose: string;
  ranges: number[];
}
