// A new ckba game: the region cleared, and the two barbarians that start on the coast (page §1).

import { clearRegion, setBarbarians } from './region';
import { coastalHexWith } from './castle';

export function startCKBA(): void {
  clearRegion();
}

/** Called once the numbers are on the board: one barbarian each on the coastal 2 and 12. */
export function placeStartingBarbarians(): void {
  const low = coastalHexWith(2), high = coastalHexWith(12);
  if (low >= 0) setBarbarians(low, 1);
  if (high >= 0) setBarbarians(high, 1);
}
