// In a sealed-hands game a card handed over face down is listed twice on its chooser's replica: the
// face-down form every replica lists (no kinds: what a stand-in plays) and the kind-based intents its
// own replica can know (docs/cards.md, "Private resource moves"). The page acts the intents, which its
// session turns into the face-down action with the tokens of those kinds; the bare forms are not its.
import type { Action, View } from '../engine/types';

/** A face-down form without kinds: a Wedding's `giveCards`, a Master Merchant's `takeCards`, a Commercial Harbor offer or face-down reply. */
export function isFaceDownForm(a: Action): boolean {
  switch (a.type) {
    case 'giveCards':
      return a.cards === undefined;
    case 'takeCards':
      return a.take === undefined;
    case 'commercialHarborOffer':
      return a.kind === undefined;
    case 'commercialHarborReply':
      return a.faceDown === true;
  }
  return false;
}

/** Whether `seat` plays with sealed hands: the engine shows its sealed card count. */
export function sealedHands(view: View, seat: number): boolean {
  return typeof view.players?.[seat]?.sealedCards === 'number';
}
