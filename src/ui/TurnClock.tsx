// The turn timer everyone sees (issue 18 item 7): how long the table has waited for whoever it
// waits for now, and, in a networked game, the absent-player rule with its limit: a player who
// missed the last dice draw and stays silent that long gets safe moves played by the host (the
// proxy rule, src/session/log/proxyRule.ts). A local game has no limit (bots never go away).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { View } from './port';
import { t } from './i18n';

function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function TurnClock({ view, limitMs }: { view: View; limitMs?: number }) {
  // restart whenever the table starts waiting for someone else (or for the same player anew)
  const waitingFor = `${view.turn}|${view.currentPlayer}|${view.phase}|${(view.awaiting ?? []).join(',')}`;
  const since = useRef({ key: waitingFor, at: Date.now() });
  if (since.current.key !== waitingFor) since.current = { key: waitingFor, at: Date.now() };
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  if (view.winner != null) return null;
  const waited = Date.now() - since.current.at;
  const late = limitMs != null && waited >= limitMs;
  const rule = limitMs != null ? t('clock.rule', { s: Math.round(limitMs / 1000) }) : t('clock.plain');
  return (
    <span
      class={`turn-clock${late ? ' late' : ''}`}
      title={rule}
      aria-label={limitMs != null ? t('clock.waitingOf', { time: clock(waited), limit: clock(limitMs) }) : t('clock.waiting', { time: clock(waited) })}
    >
      <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
        <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" stroke-width="1.6" />
        <path d="M8 9 V5.5 M6 1.5 H10" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" />
      </svg>{' '}
      {clock(waited)}
      {limitMs != null && <small> / {clock(limitMs)}</small>}
    </span>
  );
}
