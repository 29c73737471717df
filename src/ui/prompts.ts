// What the table waits for, as one sentence from this player's point of view ("Your turn: build,
// trade or end the turn", "Blue chooses which city the barbarians pillage"): the prompt bar.
import type { View } from '../engine/types';
import { humanize, type Names } from './vocabulary';

/** The prompt while a reopened networked seat may still show a stale state (its replica is catching up). */
export const CATCHING_UP = 'Catching up with the table…';

/** What the table waits for, as a sentence from `me`'s point of view. */
export function awaitingText(view: View, me: number, name: Names, legal: { type: string }[] = []): string {
  if (view.winner != null) return `${name(view.winner)} won the game`;
  const decision = decisionText(view, me, name, legal);
  if (decision) return decision;
  const awaiting: number[] = view.awaiting ?? [];
  const mine = awaiting.includes(me);
  const cp = view.currentPlayer;
  const phase: string = view.phase;
  const you = cp === me;
  const subject = you ? 'You' : name(cp);
  switch (phase) {
    case 'setupSettlement':
      return you ? 'Place a settlement' : `${subject} is placing a settlement`;
    case 'setupRoad':
      return you ? 'Place a road next to your settlement' : `${subject} is placing a road`;
    case 'setupCity':
      return you ? 'Place a city' : `${subject} is placing a city`;
    case 'roll':
      return you ? 'Your turn: roll the dice' : `${subject} is about to roll`;
    case 'discard': {
      const owed = view.players?.[me]?.discardOwed ?? 0;
      if (mine && owed > 0) return `A 7! Discard ${owed} card${owed === 1 ? '' : 's'}`;
      return `Waiting for ${listNames(awaiting, name, me)} to discard`;
    }
    case 'robber':
      // Barbarian Attack has no robber: its 7 draws a card from a player (steal)
      if (view.ckba) return you ? 'A 7: steal a card from a player' : `${subject} is stealing a card`;
      return you ? 'Move the robber: pick a hex' : `${subject} is moving the robber`;
    case 'roadBuilding':
      return you ? 'Road Building: place your free roads' : `${subject} is placing free roads`;
    case 'specialBuild':
      return mine ? 'Special building phase: build or pass' : `${listNames(awaiting, name, me)} may build`;
    case 'main':
      if (view.trade) {
        const to = view.trade.to;
        if (view.trade.from === me) return typeof to === 'number' ? `Your offer to ${name(to)} is on the table` : 'Your offer is on the table';
        if (mine) return typeof to === 'number' ? `${name(view.trade.from)} offers you a trade` : `${name(view.trade.from)} offers a trade`;
        if (typeof to === 'number') return `${name(view.trade.from)} offers ${name(to)} a trade`;
      }
      // Barbarian Attack: no knight may stay on the castle's paths at the end of the turn (003; the engine
      // refuses endTurn while one could still leave), and moving one ends the turn's building and trading
      if (you && view.ckba && !legal.some((a) => a.type === 'endTurn') && legal.some((a) => a.type === 'moveKnight')) {
        const mayBuild = legal.some((a) => /^(build|bankTrade|offerTrade|improve|activate|promote)/.test(a.type));
        return `Your turn: move your knight off the castle to end the turn${mayBuild ? ' (moving ends building and trading)' : ''}`;
      }
      return you ? 'Your turn: build, trade or end the turn' : `${subject} is playing`;
    case 'gameOver':
      return 'Game over';
    default:
      return mine ? `Your move (${humanize(phase).toLowerCase()})` : `Waiting for ${listNames(awaiting, name, me)}`;
  }
}

/**
 * A Cities & Knights decision asked of someone, from `me`'s point of view: "The barbarians won:
 * choose which city they pillage", "Blue chooses a progress deck". Null when nothing is asked.
 */
export function decisionText(view: View, me: number, name: Names, legal: { type: string }[] = []): string | null {
  const players: any[] = view.players ?? [];
  const mineTypes = new Set(legal.map((a) => a.type));
  const cp = view.currentPlayer;
  const d = view.decision;
  if (d) {
    const you = d.player === me;
    const who = you ? 'you' : name(d.player);
    switch (d.kind) {
      case 'relocateKnight':
        return you ? 'Your knight was displaced: pick where it goes (or it goes home)' : `${name(d.player)} moves a displaced knight`;
      case 'removeKnight':
        return you ? `Deserter! ${name(cp)} takes a knight: choose which of yours leaves` : `${name(d.player)} chooses a knight to desert to ${name(cp)}`;
      case 'placeDeserter':
        return you ? 'A knight deserted to you: place it' : `${name(d.player)} places the deserter`;
      case 'spyTake':
        return you ? `Spy: take one of ${name(d.target)}'s progress cards` : `${name(d.player)} looks at ${d.target === me ? 'your' : `${name(d.target)}'s`} progress cards`;
      case 'commercialHarborReply':
        return you ? `Commercial Harbor: ${name(cp)} gives you 1 ${d.offered}; give back a commodity` : `${name(d.player)} answers ${name(cp)}'s Commercial Harbor offer`;
      default:
        return you ? `Your decision: ${humanize(d.kind).toLowerCase()}` : `Waiting for ${who}: ${humanize(d.kind).toLowerCase()}`;
    }
  }
  const mine = players[me];
  if (mine?.pending && mine.pending !== 'none' || mineTypes.has('chooseDeck')) {
    const owed = mine?.owed ?? 0;
    switch (mine?.pending) {
      case 'pillageCity':
        return 'The barbarians won: choose which city they pillage';
      case 'aqueduct':
        return 'Aqueduct: the roll gave you nothing, choose a resource';
      case 'discardProgress':
        return 'You hold more than 4 progress cards: discard one';
      case 'giveCards':
        return `Wedding: give ${owed} card${owed === 1 ? '' : 's'} to ${name(cp)}`;
      case 'discard':
        return `Saboteur! Discard ${owed} card${owed === 1 ? '' : 's'}`;
    }
    if (mineTypes.has('chooseDeck')) return 'You defended Catan: choose a progress deck to draw from';
  }
  if (mineTypes.has('discardProgress')) return 'You hold more than 4 progress cards: discard one';
  const others = players.map((p, s) => ({ p, s })).filter(({ p, s }) => s !== me && p.pending && p.pending !== 'none');
  if (others.length) {
    const { p, s } = others[0];
    const more = others.length > 1 ? ` (and ${others.length - 1} more)` : '';
    const what: Record<string, string> = {
      pillageCity: 'chooses which city the barbarians pillage',
      aqueduct: 'takes a resource from the aqueduct',
      discardProgress: 'discards a progress card',
      giveCards: `gives cards to ${name(cp)}`,
      discard: 'discards (Saboteur)',
    };
    return `${name(s)} ${what[p.pending] ?? humanize(p.pending).toLowerCase()}${more}`;
  }
  if (view.phase === 'respond' && !mineTypes.size) {
    const awaiting: number[] = view.awaiting ?? [];
    return `Waiting for ${listNames(awaiting, name, me)}`;
  }
  return null;
}

function listNames(seats: number[], name: Names, me: number): string {
  const ns = seats.map((s) => (s === me ? 'you' : name(s)));
  if (ns.length <= 1) return ns[0] ?? 'nobody';
  return `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
}
