// The count towards the end of a stalled game (docs/rules-decisions.md, "A game nobody can win any
// more"): turns in a row in which nobody beat their best score (in Barbarian Attack, nor took a
// prisoner), out of the limit at which the most points win.
import type { View } from '../engine/types';
import { t } from './i18n';

/**
 * The players panel's line, or null. Barbarian Attack shows it always (a conquered coast stalls a game
 * there); the other modes from half the limit on, since a game between people never comes near it.
 */
export function stalemateText(view: View): { text: string; short: string; help: string } | null {
  const { quietTurns: n, stalemateAfter: limit } = view as { quietTurns?: number; stalemateAfter?: number };
  if (typeof n !== 'number' || typeof limit !== 'number') return null;
  const ckba = view.mode === 'ckba';
  if (!ckba && n * 2 < limit) return null;
  const rounds = Math.round(limit / Math.max(1, view.playerCount));
  return {
    text: t('stalemate.quiet', { n, limit }),
    short: t(ckba ? 'ckba.quietShort' : 'stalemate.short', { limit }),
    help: t(ckba ? 'ckba.quietHelp' : 'stalemate.help', { rounds, limit }),
  };
}
