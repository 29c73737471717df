// The table's words for things: kinds of cards, terrains, progress cards and what they do, the
// improvement tracks, and short texts for card lists and hexes. Pure data and formatting; the log
// (narrate.ts) and the prompts (prompts.ts) build their sentences from these.
import type { View } from '../engine/types';

/** Turns a function of a seat into a name ("Blue", or the player's own name). */
export type Names = (seat: number) => string;

export const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export const COMMODITIES = ['cloth', 'coin', 'paper'] as const;
export const KINDS = [...RESOURCES, ...COMMODITIES] as const;

export const TERRAIN_WORD: Record<string, string> = {
  hills: 'hills', forest: 'forest', pasture: 'pasture', fields: 'fields', mountains: 'mountains', desert: 'desert',
};

export const CARD_NAMES: Record<string, string> = {
  knight: 'Knight', roadBuilding: 'Road Building', yearOfPlenty: 'Year of Plenty', monopoly: 'Monopoly', victoryPoint: 'Victory Point',
  alchemist: 'Alchemist', crane: 'Crane', engineer: 'Engineer', inventor: 'Inventor', irrigation: 'Irrigation', medicine: 'Medicine',
  mining: 'Mining', printer: 'Printer', smith: 'Smith', bishop: 'Bishop', constitution: 'Constitution', deserter: 'Deserter',
  diplomat: 'Diplomat', intrigue: 'Intrigue', saboteur: 'Saboteur', spy: 'Spy', warlord: 'Warlord', wedding: 'Wedding',
  commercialHarbor: 'Commercial Harbor', masterMerchant: 'Master Merchant', merchant: 'Merchant', merchantFleet: 'Merchant Fleet',
  resourceMonopoly: 'Resource Monopoly', tradeMonopoly: 'Trade Monopoly',
};

/** What each progress card does, in one line (RULES.md has the details). */
export const PROGRESS_TEXT: Record<string, string> = {
  alchemist: 'Before rolling: choose the red and yellow dice (the event die is rolled).',
  crane: 'Your next city improvement costs one commodity less.',
  engineer: 'Build a city wall for free.',
  inventor: 'Swap two number tokens (not 2, 6, 8 or 12).',
  irrigation: '2 grain for each fields hex next to your cities and settlements.',
  medicine: 'Upgrade a settlement to a city for 2 ore and 1 grain.',
  mining: '2 ore for each mountains hex next to your cities and settlements.',
  printer: '1 victory point, played at once.',
  roadBuilding: 'Build 2 roads for free.',
  smith: 'Promote up to 2 knights for free.',
  bishop: 'Move the robber and take 1 card from each player at that hex.',
  constitution: '1 victory point, played at once.',
  deserter: 'An opponent removes a knight; you place one of equal strength.',
  diplomat: 'Remove an open road (your own may be rebuilt for free).',
  intrigue: 'Displace an opponent\'s knight that touches your road.',
  saboteur: 'Players with at least your points discard half their cards.',
  spy: 'Look at an opponent\'s progress cards and take one.',
  warlord: 'Activate all your knights for free.',
  wedding: 'Players with more points give you 2 cards each.',
  commercialHarbor: 'Offer each opponent a resource for a commodity.',
  masterMerchant: 'Look at the hand of a player with more points and take 2 cards.',
  merchant: 'Place the merchant by your town: 2:1 for that hex\'s resource, and 1 point.',
  merchantFleet: 'Trade one kind 2:1 with the bank this turn.',
  resourceMonopoly: 'Name a resource: each player gives you up to 2.',
  tradeMonopoly: 'Name a commodity: each player gives you 1.',
};

/** The three improvement tracks: their commodity, the level-3 ability, its colour class. */
export const TRACKS = [
  { track: 'trade', commodity: 'cloth', building: 'Trading House', ability: 'Trade commodities 2:1 with the bank', deck: 'trade' },
  { track: 'politics', commodity: 'coin', building: 'Fortress', ability: 'Promote strong knights to mighty', deck: 'politics' },
  { track: 'science', commodity: 'paper', building: 'Aqueduct', ability: 'A resource of your choice when a roll gives you nothing', deck: 'science' },
] as const;

export const KNIGHT_RANK = ['', 'basic', 'strong', 'mighty'];

/** "camelCaseName" -> "Camel case name" for actions and cards the UI has no special words for. */
export function humanize(name: string): string {
  const s = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function cardName(card: string): string {
  return CARD_NAMES[card] ?? humanize(card);
}

/** {brick: 2, ore: 1} -> "2 brick, 1 ore" (kinds in the usual order; zero counts left out). */
export function cardsText(cards: unknown): string {
  if (!cards || typeof cards !== 'object') return 'nothing';
  const c = cards as Record<string, number>;
  const order = [...KINDS, ...Object.keys(c).filter((k) => !(KINDS as readonly string[]).includes(k))];
  const parts = order.filter((k) => (c[k] ?? 0) > 0).map((k) => `${c[k]} ${k}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

export function cardTotal(cards: unknown): number {
  if (!cards || typeof cards !== 'object') return 0;
  return Object.values(cards as Record<string, number>).reduce((s, n) => s + (typeof n === 'number' ? n : 0), 0);
}

export function hexText(view: View, hex: number): string {
  const h = view.board?.hexes?.[hex];
  if (!h) return `hex ${hex}`;
  return h.number ? `${h.number} ${TERRAIN_WORD[h.terrain] ?? h.terrain}` : (TERRAIN_WORD[h.terrain] ?? h.terrain);
}

/** The rules' name for people: "Cities & Knights" or "Catan". */
export function modeName(mode: string): string {
  if (mode === 'ckba') return 'Barbarian Attack (Cities & Knights)';
  return mode.startsWith('ck') ? 'Cities & Knights' : 'Catan';
}
