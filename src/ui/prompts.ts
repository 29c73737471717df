// What the table waits for, as one sentence from this player's point of view ("Your turn: build,
// trade or end the turn", "Blue chooses which city the barbarians pillage"): the prompt bar.
import type { View } from '../engine/types';
import { cardsCount, countText, humanize, type Names } from './vocabulary';
import { listText, t, type Key } from './i18n';

/** The prompt while a reopened networked seat may still show a stale state (its replica is catching up). */
export const catchingUp = (): string => t('prompt.catchingUp');

/** What the table waits for, as a sentence from `me`'s point of view. */
export function awaitingText(view: View, me: number, name: Names, legal: { type: string }[] = []): string {
  if (view.winner != null) return t('prompt.won', { who: name(view.winner) });
  const decision = decisionText(view, me, name, legal);
  if (decision) return decision;
  const awaiting: number[] = view.awaiting ?? [];
  const mine = awaiting.includes(me);
  const cp = view.currentPlayer;
  const phase: string = view.phase;
  const you = cp === me;
  const who = name(cp);
  const say = (mine: Key, theirs: Key) => (you ? t(mine) : t(theirs, { who }));
  switch (phase) {
    case 'setupSettlement':
      return say('prompt.placeSettlement', 'prompt.placingSettlement');
    case 'setupRoad':
      return say('prompt.placeRoad', 'prompt.placingRoad');
    case 'setupCity':
      return say('prompt.placeCity', 'prompt.placingCity');
    case 'roll':
      // Catan for Two: two rolls a turn, and the second must differ from the first (001)
      if (view.twoPlayer && (view.twoPlayer.rolls ?? 0) >= 1) {
        return you ? t('prompt.rollSecond', { first: view.twoPlayer.firstRoll ?? '?' }) : t('prompt.aboutToRollSecond', { who });
      }
      return say('prompt.roll', 'prompt.aboutToRoll');
    case 'discard': {
      const owed = view.players?.[me]?.discardOwed ?? 0;
      if (mine && owed > 0) return t('prompt.discard', { cards: cardsCount(owed) });
      return t('prompt.waitingDiscard', { list: listNames(awaiting, name, me) });
    }
    case 'robber':
      // Barbarian Attack has no robber: its 7 draws a card from a player (steal)
      if (view.ckba) return say('prompt.ckbaSteal', 'prompt.ckbaStealing');
      return say('prompt.robber', 'prompt.movingRobber');
    case 'roadBuilding':
      return say('prompt.roadBuilding', 'prompt.placingFreeRoads');
    case 'specialBuild':
      return mine ? t('prompt.specialBuild') : t('prompt.mayBuild', { list: listNames(awaiting, name, me, 'words.youNom') });
    case 'main':
      if (view.trade) {
        const to = view.trade.to;
        const from = name(view.trade.from);
        if (view.trade.from === me) return typeof to === 'number' ? t('prompt.yourOfferTo', { to: name(to) }) : t('prompt.yourOffer');
        if (mine) return typeof to === 'number' ? t('prompt.offersYou', { from }) : t('prompt.offers', { from });
        if (typeof to === 'number') return t('prompt.offersTo', { from, to: name(to) });
      }
      // Barbarian Attack: no knight may stay on the castle's paths at the end of the turn (003; the engine
      // refuses endTurn while one could still leave), and moving one ends the turn's building and trading
      if (you && view.ckba && !legal.some((a) => a.type === 'endTurn') && legal.some((a) => a.type === 'moveKnight')) {
        const mayBuild = legal.some((a) => /^(build|bankTrade|offerTrade|improve|activate|promote)/.test(a.type));
        return t(mayBuild ? 'prompt.ckbaCastleBuild' : 'prompt.ckbaCastle');
      }
      // Catan for Two: building a road or settlement owes a neutral seat one (before anything else)
      if (you && view.twoPlayer?.neutralOwed) return t(view.twoPlayer.neutralOwed === 'road' ? 'prompt.neutralRoad' : 'prompt.neutralSettlement');
      return say('prompt.main', 'prompt.playing');
    case 'gameOver':
      return t('prompt.gameOver');
    default:
      return mine ? t('prompt.yourMove', { what: humanize(phase).toLowerCase() }) : t('prompt.waiting', { list: listNames(awaiting, name, me) });
  }
}

/**
 * What is owed of me and why, when the table starts a pick by itself because it is all I may do (a
 * knight that must leave the castle's paths, a neutral seat's piece, a pillage, a displaced knight):
 * the sentence of `awaitingText`, unless that is only the turn's general "build, trade or end the
 * turn", which says nothing of why (then null: the pick's own prompt says what to click).
 */
export function owedText(view: View, me: number, name: Names, legal: { type: string }[]): string | null {
  const text = awaitingText(view, me, name, legal);
  return text === t('prompt.main') ? null : text;
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
    const who = name(d.player);
    const cpName = name(cp);
    switch (d.kind) {
      case 'relocateKnight':
        return you ? t('prompt.relocateYou') : t('prompt.relocate', { who });
      case 'removeKnight':
        return you ? t('prompt.removeYou', { cp: cpName }) : t('prompt.remove', { who, cp: cpName });
      case 'placeDeserter':
        return you ? t('prompt.placeDeserterYou') : t('prompt.placeDeserter', { who });
      case 'spyTake':
        if (you) return t('prompt.spyYou', { target: name(d.target) });
        return d.target === me ? t('prompt.spyYours', { who }) : t('prompt.spy', { who, target: name(d.target) });
      case 'commercialHarborReply':
        // an offer made face down names no card here: only the two of them know it
        if (you && typeof d.offered !== 'string') return t('fd.promptReplyYou', { cp: cpName });
        return you ? t('prompt.harborYou', { cp: cpName, card: countText(String(d.offered), 1) }) : t('prompt.harbor', { who, cp: cpName });
      case 'takeCards': {
        // the Master Merchant's take: `player` takes from `target`'s hand, which it looks at
        const cards = cardsCount(Number(d.count ?? 0));
        if (you) return t('fd.promptTakeYou', { cards, from: name(d.target) });
        return d.target === me ? t('fd.promptTakeYours', { who, cards }) : t('fd.promptTake', { who, from: name(d.target), cards });
      }
      default:
        return you ? t('prompt.yourDecision', { what: humanize(d.kind).toLowerCase() }) : t('prompt.waitingFor', { who, what: humanize(d.kind).toLowerCase() });
    }
  }
  const mine = players[me];
  if ((mine?.pending && mine.pending !== 'none') || mineTypes.has('chooseDeck')) {
    const owed = mine?.owed ?? 0;
    switch (mine?.pending) {
      case 'pillageCity':
        return t('prompt.pillage');
      case 'aqueduct':
        return t('prompt.aqueduct');
      case 'discardProgress':
        return t('prompt.discardProgress');
      case 'giveCards':
        return t('prompt.wedding', { cards: cardsCount(owed), cp: name(cp) });
      case 'discard':
        return t('prompt.saboteur', { cards: cardsCount(owed) });
    }
    if (mineTypes.has('chooseDeck')) return t('prompt.chooseDeck');
  }
  if (mineTypes.has('discardProgress')) return t('prompt.discardProgress');
  const others = players.map((p, s) => ({ p, s })).filter(({ p, s }) => s !== me && p.pending && p.pending !== 'none');
  if (others.length) {
    const { p, s } = others[0];
    const key = `pending.${p.pending}`;
    const what =
      key === 'pending.pillageCity' ||
      key === 'pending.aqueduct' ||
      key === 'pending.discardProgress' ||
      key === 'pending.giveCards' ||
      key === 'pending.discard'
        ? t(key, { cp: name(cp) })
        : humanize(p.pending).toLowerCase();
    return others.length > 1 ? t('prompt.pendingMore', { who: name(s), what, n: others.length - 1 }) : t('prompt.pending', { who: name(s), what });
  }
  if (view.phase === 'respond' && !mineTypes.size) {
    const awaiting: number[] = view.awaiting ?? [];
    return t('prompt.waiting', { list: listNames(awaiting, name, me) });
  }
  return null;
}

/** "Blue, you and Red" ("Blau, dich und Rot"): `you` is the word for me in the sentence's case. */
function listNames(seats: number[], name: Names, me: number, you: 'words.youAcc' | 'words.youNom' = 'words.youAcc'): string {
  const ns = seats.map((s) => (s === me ? t(you) : name(s)));
  return ns.length ? listText(ns) : t('words.nobody');
}
