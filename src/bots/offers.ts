// Which one-for-one offers a bot makes: the ones a person at the table would read at a glance, "I need
// ore for a city, I give wool". An offer asks for a card missing from a build the hand is close to
// (at most two cards short) and gives a card that build does not use. This is also what keeps the
// hard bot's search affordable: of the twenty 1:1 offers the engine lists, a handful are worth judging.
import type { Action, View } from '../engine/types.js';

interface Build {
  cost: Record<string, number>;
  can: (player: View, ck: boolean) => boolean;
}

const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'];

const BUILDS: Build[] = [
  { cost: { ore: 3, grain: 2 }, can: (p) => p.settlements.length > 0 && p.piecesLeft.cities > 0 },
  { cost: { brick: 1, lumber: 1, wool: 1, grain: 1 }, can: (p) => p.piecesLeft.settlements > 0 },
  { cost: { wool: 1, grain: 1, ore: 1 }, can: (_, ck) => !ck },
  { cost: { wool: 1, ore: 1 }, can: (_, ck) => ck },
  { cost: { brick: 1, lumber: 1 }, can: (p) => p.piecesLeft.roads > 0 },
];

/** For seat `me`: the cards its near builds miss, and the cards it holds that none of them uses. */
export function tradeNeeds(view: View, me: number): { wanted: Set<string>; spare: Set<string> } {
  const player = view.players[me];
  const hand = (player.hand ?? {}) as Record<string, number>;
  const ck = view.barbarians != null;
  const wanted = new Set<string>();
  const used: Record<string, number> = {};
  for (const build of BUILDS) {
    if (!build.can(player, ck)) continue;
    let missing = 0;
    for (const [k, n] of Object.entries(build.cost)) missing += Math.max(0, n - (hand[k] ?? 0));
    if (missing === 0 || missing > 2) continue;
    for (const [k, n] of Object.entries(build.cost)) {
      if ((hand[k] ?? 0) < n) wanted.add(k);
      used[k] = Math.max(used[k] ?? 0, n);
    }
  }
  // commodities stay out of offers: they are the next city improvement
  const spare = new Set(RESOURCES.filter((k) => (hand[k] ?? 0) > (used[k] ?? 0) && !wanted.has(k)));
  return { wanted, spare };
}

/**
 * Two-for-one offers beyond the engine's one-for-one list (any composition is legal): two of a card
 * held in surplus (beyond the near builds' needs) for one wanted card, a better rate than the bank's.
 */
export function twoForOneOffers(view: View, me: number, needs: { wanted: Set<string>; spare: Set<string> }): Action[] {
  const hand = (view.players[me].hand ?? {}) as Record<string, number>;
  const offers: Action[] = [];
  for (const give of needs.spare) {
    if ((hand[give] ?? 0) < 2) continue;
    for (const get of needs.wanted) offers.push({ type: 'offerTrade', give: { [give]: 2 }, get: { [get]: 1 } });
  }
  return offers;
}

/** Is this offer one the bot would make: it asks for a wanted card and gives a spare one? */
export function readableOffer(action: Action, needs: { wanted: Set<string>; spare: Set<string> }): boolean {
  const gets = Object.entries(action.get ?? {})
    .filter(([, n]) => (n as number) > 0)
    .map(([k]) => k);
  const gives = Object.entries(action.give ?? {})
    .filter(([, n]) => (n as number) > 0)
    .map(([k]) => k);
  return gets.every((k) => needs.wanted.has(k)) && gives.every((k) => needs.spare.has(k));
}
