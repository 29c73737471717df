// The standard progress decks, per deck (trade, politics, science) in the engine's card-id order.
// This mirrors CARD_NAMES / CARD_COPIES in assembly/progress.ts, which the engine keeps in wasm memory
// and does not export; the card library only needs some canonical list both ends agree on.
const COPIES: readonly (readonly [string, number])[][] = [
  [['commercialHarbor', 2], ['masterMerchant', 2], ['merchant', 6], ['merchantFleet', 2], ['resourceMonopoly', 4], ['tradeMonopoly', 2]],
  [['bishop', 2], ['constitution', 1], ['deserter', 2], ['diplomat', 2], ['intrigue', 2], ['saboteur', 2], ['spy', 3], ['warlord', 2], ['wedding', 2]],
  [['alchemist', 2], ['crane', 2], ['engineer', 1], ['inventor', 2], ['irrigation', 2], ['medicine', 2], ['mining', 2], ['printer', 1], ['roadBuilding', 2], ['smith', 2]],
];

export const STANDARD_CONTENTS: readonly (readonly string[])[] = COPIES.map((deck) => deck.flatMap(([name, n]) => Array<string>(n).fill(name)));
