// Barbarian Attack (mode ckba) in words for the log: gold trades by action, and what the engine decided
// by itself (landings, conquests, coast battles, prisoners, casualties, gold) read off two views'
// `ckba` objects, so the local table (which knows the action) and the networked one (which narrates
// from view differences) say the same thing. Pure functions, no view is changed.
import type { Action, View } from '../engine/types';
import type { LogLine } from './port';
import { hexText, humanize, type Names } from './vocabulary';

interface CkbaKnight {
  edge: [number, number];
  owner: number;
  level: number;
  active: boolean;
}

/** A hex in words with "the castle" / "the desert" spelled out. */
export function ckbaHexText(view: View, hex: number): string {
  if (view.ckba?.castle === hex) return 'the castle';
  return hexText(view, hex);
}

/** The line for a ckba-only action, or null when narrate's own words fit. */
export function ckbaActionLine(action: Action, who: string): string | null {
  switch (action.type) {
    case 'buyWithGold':
      return `${who} paid 2 gold for 1 ${String(action.get)}`;
    case 'sellForGold':
      return `${who} sold ${String(action.give)} to the bank for 1 gold`;
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
      const many = n - old === 1 ? 'A barbarian lands' : `${n - old} barbarians land`;
      push(`${many} on ${ckbaHexText(after, h)} (${n} there)`, 'robber');
      if (n >= 3 && old < 3) push(`The barbarians conquer ${ckbaHexText(after, h)}: it produces nothing and its buildings score nothing`, 'robber');
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
    const freed = (was[h] ?? 0) >= 3 && (now[h] ?? 0) < 3 ? (fought ? ' and free the hex' : ', and the hex is free again') : '';
    if (fought) push(`Knights beat ${gone === 1 ? 'the barbarian' : `${gone} barbarians`} on ${ckbaHexText(after, h)}${freed}`, 'award');
    else push(`${gone === 1 ? 'A barbarian' : `${gone} barbarians`} on ${ckbaHexText(after, h)} taken prisoner by intrigue${freed}`, 'card');
  }
  for (const s of taken) {
    const n = prisoners(after, s) - prisoners(before, s);
    push(`${name(s)} takes ${n === 1 ? 'a prisoner' : `${n} prisoners`} (${prisoners(after, s)} in all)`, 'award', s);
  }
  for (const s of seats) {
    const lost = bk.filter((k) => k.owner === s).length - ak.filter((k) => k.owner === s).length;
    const levels = levelsOf(bk, s) - levelsOf(ak, s);
    const earned = gold(after, s) - gold(before, s);
    // knights leave the board only by battle casualties (or a Deserter, which narrate names itself)
    if (fought && levels > 0) {
      const what = lost > 0 ? `loses ${lost === 1 ? 'a knight' : `${lost} knights`}` : 'has a knight wounded (one level down)';
      push(`${name(s)} ${what} in the battle`, 'robber', s);
    }
    if (earned > 0 && fought) push(`${name(s)} receives ${earned} gold`, 'award', s);
  }
  return lines;
}

/** The short stat for the players panel: "3 gold · 4 prisoners". */
export function ckbaPlayerText(view: View, seat: number): string | null {
  const p = view.ckba?.players?.[seat];
  if (!p) return null;
  return `${p.gold} gold · ${p.prisoners} ${p.prisoners === 1 ? 'prisoner' : 'prisoners'}`;
}

/**
 * Barbarian Attack's stalemate count (docs/rules-decisions.md): turns in a row in which nobody beat
 * their best score or took a prisoner, out of the limit at which the most points win. Null outside ckba.
 */
export function ckbaStalemateText(view: View): { text: string; short: string; help: string } | null {
  const c = view.ckba as { quietTurns?: number; stalemateAfter?: number } | undefined;
  if (!c || typeof c.quietTurns !== 'number' || typeof c.stalemateAfter !== 'number') return null;
  const rounds = Math.round(c.stalemateAfter / Math.max(1, view.playerCount));
  return {
    text: `Quiet turns: ${c.quietTurns} of ${c.stalemateAfter}`,
    short: `A new best score or a prisoner starts the count again; at ${c.stalemateAfter} the most points win.`,
    help:
      `A turn is quiet when nobody reaches a score higher than they ever had and nobody takes a prisoner; ` +
      `any other turn starts the count again. After ${rounds} quiet rounds (${c.stalemateAfter} turns) the game ends: ` +
      `the most points win, and tied leaders draw for it.`,
  };
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
  const rank = ['', 'basic', 'strong', 'mighty'][k.level] ?? humanize(String(k.level));
  return `${owner}'s ${rank} knight on a path, ${k.active ? 'active' : 'inactive'} (strength ${k.level})`;
}
