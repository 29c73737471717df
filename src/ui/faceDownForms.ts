// In a sealed-hands game a card handed over face down is listed twice on its chooser's replica: the
// face-down form every replica lists (no kinds: what a stand-in plays) and the kind-based intents its
// own replica can know (docs/cards.md, "Private resource moves"). The page acts the intents, which its
// session turns into the face-down action with the tokens of those kinds; the bare forms are not its.
import type { View } from '../engine/types';

export { isFaceDownForm } from '../engine/sealedHands';

/** Whether `seat` plays with sealed hands: the engine shows its sealed card count. */
export function sealedHands(view: View, seat: number): boolean {
  return typeof view.players?.[seat]?.sealedCards === 'number';
}
