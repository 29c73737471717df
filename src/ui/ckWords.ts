// Cities & Knights in words for the log: the progress cards (played, drawn at the city gates), what
// the event die set off (the barbarian ship, an attack and its consequences, cities lost) and the
// metropolises, read off two views so the local and the networked table say the same thing, as
// ckbaWords.ts does for Barbarian Attack. Pure functions, no view is changed.
import type { View } from '../engine/types';
import type { LogLine } from './port';
import { cardName, deckName, hexText, kindName, type Names } from './vocabulary';
import { listText, t } from './i18n';

/** "Blue played Bishop at 9 pasture": a progress card with what it was played on. */
export function progressLine(who: string, a: Record<string, any>, after: View, name: Names): string {
  const card = cardName(a.card);
  switch (a.card) {
    case 'alchemist':
      return t('log.playedAlchemist', { who, card, yellow: a.yellow, red: a.red });
    case 'crane':
      return t('log.playedOn', { who, card, what: deckName(a.track) });
    case 'merchantFleet':
    case 'resourceMonopoly':
    case 'tradeMonopoly':
      return t('log.playedOn', { who, card, what: kindName(a.kind) });
    case 'merchant':
    case 'bishop':
      return t('log.playedAt', { who, card, hex: hexText(after, a.hex) });
    case 'inventor':
      if (Array.isArray(a.hexes)) return t('log.playedInventor', { who, card, hexes: listText(a.hexes.map((h: number) => hexText(after, h))) });
      break;
    case 'spy':
    case 'deserter':
    case 'masterMerchant':
      if (typeof a.player === 'number') return t('log.playedAgainst', { who, card, target: name(a.player) });
      break;
    case 'smith':
      if (Array.isArray(a.knights)) return t('log.playedSmith', { who, card, n: a.knights.length });
      break;
  }
  return t('log.played', { who, card });
}

export function drawnCard(before: View, after: View, me: number): string | null {
  const b: (string | null)[] = before.players?.[me]?.progressCards ?? [];
  const a: (string | null)[] = after.players?.[me]?.progressCards ?? [];
  const left = [...b];
  for (const c of a) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
    else return c === null ? null : cardName(c); // sealed, its keys still on their way: the deck says enough
  }
  return null;
}

/**
 * What the event die set off, read off the views: the ship sailing, an attack and its outcome
 * (defenders, knights sent home inactive, cities lost and their walls), and the progress cards drawn
 * at the city gates. Every public consequence is a line of its own (issue 38 item 3).
 */
export function barbarianEvents(before: View, after: View, name: Names, me: number, rolled = true): LogLine[] {
  const lines: LogLine[] = [];
  const b = before.barbarians;
  const a = after.barbarians;
  if (!b || !a) return lines;
  const attacked = a.attacks > b.attacks;
  if (attacked) {
    const won = b.defense >= b.strength;
    lines.push({ text: t('log.attack', { strength: b.strength, defense: b.defense }), kind: 'robber', seat: null });
    if (won) lines.push({ text: t('log.saved'), kind: 'award', seat: null });
    else lines.push({ text: t('log.barbariansWin'), kind: 'robber', seat: null });
    (after.players as any[]).forEach((p, s) => {
      const pb = before.players?.[s];
      if (!pb) return;
      if ((p.defender ?? 0) > (pb.defender ?? 0)) lines.push({ text: t('log.defender', { who: name(s) }), kind: 'award', seat: s });
      // after every attack the knights go home: each one that stood is inactive again
      const tired = activeKnights(pb) - activeKnights(p);
      if (tired > 0) lines.push({ text: t('log.knightsTired', { who: name(s), n: tired }), kind: 'build', seat: s });
    });
  }
  // a city lost, in the attack itself or when its owner picks which one (pillageCity)
  lines.push(...cityLosses(before, after, name));
  if (!attacked && rolled && a.position !== b.position) {
    lines.push({ text: t('log.shipSails', { position: a.position, attackAt: a.attackAt }), kind: 'roll', seat: null });
  }
  (after.players as any[]).forEach((p, s) => {
    const pb = before.players?.[s];
    if (!pb || (p.progressCount ?? 0) <= (pb.progressCount ?? 0)) return;
    const deck = rolled ? after.dice?.event : null;
    if (s === me) {
      const card = drawnCard(before, after, me);
      const gate = deck && deck !== 'ship' ? deck : null;
      const text = card
        ? t(gate ? 'log.youDrewDeck' : 'log.youDrew', { card, deck: gate ? deckName(gate) : '' })
        : t('log.youDrew', { card: gate ? t('log.aDeckCard', { deck: deckName(gate) }) : t('log.aProgressCard') });
      lines.push({ text, kind: 'card', seat: s });
    } else if (rolled)
      lines.push({
        text: deck && deck !== 'ship' ? t('log.drewDeck', { who: name(s), deck: deckName(deck) }) : t('log.drewProgress', { who: name(s) }),
        kind: 'card',
        seat: s,
      });
  });
  return lines;
}

function activeKnights(player: { knights?: { active?: boolean }[] }): number {
  return (player.knights ?? []).filter((k) => k.active).length;
}

/**
 * Cities the barbarians took, one line each: reduced to a settlement (its wall destroyed with it), or
 * left damaged when all five settlements are on the board (RULES.md).
 */
function cityLosses(before: View, after: View, name: Names): LogLine[] {
  const lines: LogLine[] = [];
  (after.players as any[]).forEach((p, s) => {
    const pb = before.players?.[s];
    if (!pb) return;
    const now = new Map<string, any>((p.cities ?? []).map((c: any) => [JSON.stringify(c.vertex), c]));
    for (const c of (pb.cities ?? []) as any[]) {
      const key = JSON.stringify(c.vertex);
      const after = now.get(key);
      if (!after && (p.settlements ?? []).some((v: unknown) => JSON.stringify(v) === key)) {
        lines.push({ text: t(c.wall ? 'log.cityLostWall' : 'log.cityLost', { who: name(s) }), kind: 'robber', seat: s });
      } else if (after?.damaged && !c.damaged) {
        lines.push({ text: t(c.wall && !after.wall ? 'log.cityDamagedWall' : 'log.cityDamaged', { who: name(s) }), kind: 'robber', seat: s });
      }
    }
  });
  return lines;
}

export function metropolises(before: View, after: View, name: Names): LogLine[] {
  const lines: LogLine[] = [];
  const b = before.metropolises ?? {};
  const a = after.metropolises ?? {};
  for (const track of ['trade', 'politics', 'science']) {
    const now = a[track];
    if (now == null || now === b[track]) continue;
    const args = { who: name(now), track: deckName(track), from: b[track] == null ? '' : name(b[track]) };
    lines.push({ text: t(b[track] == null ? 'log.metropolis' : 'log.metropolisTaken', args), kind: 'award', seat: now });
  }
  return lines;
}
