// Barbarian Attack (mode ckba) in words for the log: gold trades by action, and what the engine decided
// by itself (landings, conquests, coast battles, prisoners, casualties, gold) read off two views'
// `ckba` objects, so the local table (which knows the action) and the networked one (which narrates
// from view differences) say the same thing. Pure functions, no view is changed.
import type { Action, View } from '../engine/types';
import type { LogLine } from './port';
import { countText, hexText, kindName, rankName, type Names } from './vocabulary';
import { t } from './i18n';

interface CkbaKnight {
  edge: [number, number];
  owner: number;
  level: number;
  active: boolean;
}

/** A hex in words with "the castle" / "the desert" spelled out. */
export function ckbaHexText(view: View, hex: number): string {
  if (view.ckba?.castle === hex) return t('ckba.castle');
  return hexText(view, hex);
}

/** The line for a ckba-only action, or null when narrate's own words fit. */
export function ckbaActionLine(action: Action, who: string): string | null {
  switch (action.type) {
    case 'buyWithGold':
      return t('ckba.buyGold', { who, card: countText(String(action.get), 1) });
    case 'sellForGold':
      return t('ckba.sellGold', { who, kind: kindName(String(action.give)) });
    default:
      return null;
  }
}

const levelsOf = (ks: CkbaKnight[], owner: number) => ks.filter((k) => k.owner === owner).reduce((n, k) => n + k.level, 0);

/**
 * What changed on the Barbarian Attack board between two views: barbarians landing, hexes falling,
 * battles won (the barbarians led off as prisoners), knights lost to the casualty die, gold paid out.
 */
export function ckbaEvents(before: View, after: View, name: Names): LogLine[] {
  const b = before.ckba;
  const a = after.ckba;
  if (!b || !a) return [];
  const lines: LogLine[] = [];
  const push = (text: string, kind: LogLine['kind'], seat: number | null = null) => lines.push({ text, kind, seat });
  const was: number[] = b.barbarians ?? [];
  const now: number[] = a.barbarians ?? [];
  const beaten: number[] = [];
  now.forEach((n, h) => {
    const old = was[h] ?? 0;
    if (n > old) {
      push(t('ckba.lands', { n: n - old, hex: ckbaHexText(after, h), there: n }), 'robber');
      if (n >= 3 && old < 3) push(t('ckba.conquer', { hex: ckbaHexText(after, h) }), 'robber');
    } else if (n < old) beaten.push(h);
  });
  const prisoners = (v: View, s: number): number => v.ckba?.players?.[s]?.prisoners ?? 0;
  const gold = (v: View, s: number): number => v.ckba?.players?.[s]?.gold ?? 0;
  const seats = (a.players ?? []).map((_: unknown, s: number) => s);
  const taken = seats.filter((s: number) => prisoners(after, s) > prisoners(before, s));
  const bk: CkbaKnight[] = b.knights ?? [];
  const ak: CkbaKnight[] = a.knights ?? [];
  // a battle turns its knights inactive; barbarians that leave with no knight changing went by Intrigue
  const activeCount = (ks: CkbaKnight[]) => ks.filter((k) => k.active).length;
  const fought = beaten.length > 0 && activeCount(ak) < activeCount(bk);
  for (const h of beaten) {
    const gone = (was[h] ?? 0) - (now[h] ?? 0);
    const freed = (was[h] ?? 0) >= 3 && (now[h] ?? 0) < 3;
    const args = { n: gone, hex: ckbaHexText(after, h) };
    if (fought) push(t(freed ? 'ckba.beatFree' : 'ckba.beat', args), 'award');
    else push(t(freed ? 'ckba.intrigueFree' : 'ckba.intrigue', args), 'card');
  }
  for (const s of taken) {
    const n = prisoners(after, s) - prisoners(before, s);
    push(t('ckba.prisoners', { who: name(s), n, total: prisoners(after, s) }), 'award', s);
  }
  for (const s of seats) {
    const lost = bk.filter((k) => k.owner === s).length - ak.filter((k) => k.owner === s).length;
    const levels = levelsOf(bk, s) - levelsOf(ak, s);
    const earned = gold(after, s) - gold(before, s);
    // knights leave the board only by battle casualties (or a Deserter, which narrate names itself)
    if (fought && levels > 0) {
      push(lost > 0 ? t('ckba.knightsLost', { who: name(s), n: lost }) : t('ckba.wounded', { who: name(s) }), 'robber', s);
    }
    if (earned > 0 && fought) push(t('ckba.gold', { who: name(s), n: earned }), 'award', s);
  }
  return lines;
}

/** The short stat for the players panel: "3 gold · 4 prisoners". */
export function ckbaPlayerText(view: View, seat: number): string | null {
  const p = view.ckba?.players?.[seat];
  if (!p) return null;
  return t('ckba.playerStat', { gold: p.gold, n: p.prisoners });
}

/** One player's knights on paths. */
export function ckbaKnightsOf(view: View, seat: number): CkbaKnight[] {
  return ((view.ckba?.knights ?? []) as CkbaKnight[]).filter((k) => k.owner === seat);
}

/** Who owns the knight on this path (as the engine names it), or null. */
export function ckbaKnightOwner(view: View, edge: unknown): number | null {
  const at = JSON.stringify(edge);
  return ((view.ckba?.knights ?? []) as CkbaKnight[]).find((k) => JSON.stringify(k.edge) === at)?.owner ?? null;
}

/** Describes a knight on a path for titles and screen readers. */
export function ckbaKnightText(k: CkbaKnight, owner: string): string {
  return t('ckba.knight', { owner, rank: rankName(k.level), state: t(k.active ? 'words.active' : 'words.inactive'), level: k.level });
}
