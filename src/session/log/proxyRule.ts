// Moves made for a participant who is gone. When the game waits on a participant the host has not
// heard from for a while, the host may append a proxy entry holding the one choice this fixed rule
// picks from the engine's legal actions, so the host gains no say in what the absent player "does".
// Every replica and the verifier recompute the pick and refuse any other action (see replay.ts).
import type { Action } from '../../engine/types.js';
import { canonicalJson } from '../../protocol/canonicalJson.js';

/**
 * A beacon draw the engine did not ask for: the host seals it to see who is still here. A participant
 * who does not reveal in time is missing from it, which is what a proxy move for them needs. Its values
 * are unused; it spends one onion layer of everyone who reveals.
 */
export const PRESENCE_PURPOSE = 'presence';

/**
 * The least consequential answers first: pass the turn, decline, give up free roads, roll. When none
 * of these is legal the rule takes the engine's first legal action (a discard, a robber move, a
 * set-up placement: the engine's order is deterministic, so every replica picks the same one).
 */
export const PROXY_PREFERENCE: readonly string[] = ['endTurn', 'endSpecialBuild', 'declineTrade', 'cancelTrade', 'endRoadBuilding', 'roll'];

export function proxyChoice(actions: readonly Action[]): Action | null {
  for (const type of PROXY_PREFERENCE) {
    const preferred = actions.find((a) => a.type === type);
    if (preferred) return preferred;
  }
  // Never a card play: which cards a replica offers depends on what it has learnt, and a proxy cannot
  // publish the absent player's keys anyway.
  return actions.find((a) => a.type !== 'playProgress' && a.type !== 'playDevelopment') ?? null;
}

export function sameAction(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
