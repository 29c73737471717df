// The winner's screen: standings with every kind of point, the game's dice and production, and what
// comes next (play again, a rematch, the lobby).
import { useState } from 'preact/hooks';
import type { View } from '../../engine/types';
import { NAME_INK, PIECE_FILL } from '../colors';
import type { LogLine, SeatInfo } from '../port';
import { statsFromLog } from '../gameStats';
import { t } from '../i18n';

/** Dice totals as bars and each player's rolls and production: who was lucky, who built well. */
function EndStats({ log, seats, players }: { log: readonly LogLine[]; seats: SeatInfo[]; players: number }) {
  const s = statsFromLog(log, players);
  const top = Math.max(1, ...s.dice);
  const rolled = s.dice.reduce((a, b) => a + b, 0);
  if (rolled === 0) return null;
  return (
    <section class="end-stats" aria-label={t('stats.title')}>
      <div
        class="dice-bars"
        role="img"
        aria-label={t('stats.dice', {
          n: rolled,
          totals: s.dice
            .slice(2)
            .map((n, i) => `${i + 2}: ${n}`)
            .join(', '),
        })}
      >
        {s.dice.slice(2).map((n, i) => (
          <div key={i} class={`bar${i + 2 === 7 ? ' seven' : ''}`} title={t('stats.bar', { total: i + 2, n })}>
            <i style={{ height: `${Math.round((n / top) * 100)}%` }} />
            <b>{n}</b>
            <span>{i + 2}</span>
          </div>
        ))}
      </div>
      <table class="prod">
        <thead>
          <tr>
            <th />
            <th>{t('stats.rolls')}</th>
            <th>{t('stats.produced')}</th>
          </tr>
        </thead>
        <tbody>
          {seats.slice(0, players).map((seat, p) => (
            <tr key={p}>
              <td style={{ color: NAME_INK[seat.color] }}>{seat.name}</td>
              <td>{s.rolls[p]}</td>
              <td>{s.produced[p]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The winner screen's first button: "Play again" (local), "Rematch" (a host), "Join the rematch" (a
 * guest once the host started one); a null label shows only the hint; null shows nothing (a spectator).
 */
export interface AgainButton {
  label: string | null;
  hint?: string;
}

export function Winner({
  view,
  seats,
  me,
  onLobby,
  onAgain,
  again = { label: t('win.again') },
  log = [],
}: {
  view: View;
  seats: SeatInfo[];
  me: number;
  onLobby: () => void;
  onAgain: () => void;
  again?: AgainButton | null;
  log?: readonly LogLine[];
}) {
  const [hidden, setHidden] = useState(false);
  if (view.winner == null || hidden) return null;
  const w: number = view.winner;
  const order = (view.players as any[]).map((p, s) => ({ p, s })).sort((a, b) => b.p.vp - a.p.vp);
  const seat = seats[w];
  return (
    <>
      <div class="winner-backdrop" />
      <div class="modal winner" role="dialog" aria-label={t('win.title')}>
        <div class="crown" style={{ background: PIECE_FILL[seat?.color ?? 'white'] }} aria-hidden="true">
          ♛
        </div>
        <h2>{w === me ? t('win.you') : t('win.other', { who: seat?.name ?? t('win.seat', { n: w + 1 }) })}</h2>
        <p class="muted">{t('win.rounds', { n: Math.floor((view.turn ?? 0) / Math.max(1, view.playerCount)) + 1 })}</p>
        <ol class="standings">
          {order.map(({ p, s }) => (
            <li key={s}>
              <span style={{ color: NAME_INK[seats[s]?.color ?? 'white'] }}>{seats[s]?.name}</span>
              <b>{t('win.vp', { n: p.vp })}</b>
              <span class="muted small">
                {t('win.settlements', { n: p.settlements?.length ?? 0 })} · {t('win.cities', { n: p.cities?.length ?? 0 })}
                {p.longestRoad ? ` · ${t('award.longestRoad')}` : ''}
                {p.largestArmy ? ` · ${t('award.largestArmy')}` : ''}
                {/* the Cities & Knights points, so the sum adds up */}
                {metropolises(p) ? ` · ${t('win.metropolises', { n: metropolises(p) })}` : ''}
                {p.defender ? ` · ${t('win.defender', { n: p.defender })}` : ''}
                {p.progressPoints ? ` · ${t('win.progressPoints', { n: p.progressPoints })}` : ''}
                {view.merchant?.owner === s ? ` · ${t('win.merchant')}` : ''}
              </span>
            </li>
          ))}
        </ol>
        <EndStats log={log} seats={seats} players={view.playerCount ?? seats.length} />
        <div class="row">
          {again?.label && (
            <button class="primary" title={again.hint} onClick={onAgain}>
              {again.label}
            </button>
          )}
          {again && !again.label && again.hint && <span class="muted small">{again.hint}</span>}
          <button onClick={onLobby}>{t('win.lobby')}</button>
          <button class="link" onClick={() => setHidden(true)}>
            {t('win.board')}
          </button>
        </div>
      </div>
    </>
  );
}

function metropolises(p: any): number {
  return ((p.cities ?? []) as { metropolis?: string | null }[]).filter((c) => c.metropolis).length;
}
