// Everyone at the table: colour, name, victory points, cards in hand, development or progress cards,
// knights played, and the Longest Road / Largest Army badges. Cities & Knights fields (improvements,
// defender of Catan) show when the view has them.
import type { View } from '../../engine/types';
import { NAME_INK, PIECE_FILL } from '../colors';
import type { SeatInfo } from '../port';

export function Players({ view, seats, me }: { view: View; seats: SeatInfo[]; me: number }) {
  const players: any[] = view.players ?? [];
  const ck = String(view.mode).startsWith('ck');
  const awaiting: number[] = view.awaiting ?? [];
  return (
    <section class="panel players" aria-label="Players">
      {players.map((p, seat) => {
        const s = seats[seat];
        const color = s?.color ?? 'white';
        const current = view.currentPlayer === seat && view.winner == null;
        const waiting = awaiting.includes(seat);
        const devs = ck ? p.progressCount ?? 0 : p.developmentCount ?? 0;
        return (
          <div key={seat} class={`player${current ? ' current' : ''}${seat === me ? ' me' : ''}`} style={{ '--pc': PIECE_FILL[color] }}>
            <div class="chip" aria-hidden="true" />
            <div class="who">
              <div class="pname" style={{ color: NAME_INK[color] }}>
                {s?.name ?? `Seat ${seat + 1}`}
                {seat === me && <span class="tag">you</span>}
                {s?.kind === 'bot' && <span class="tag">bot</span>}
                {s?.connected === false && <span class="tag warn">away</span>}
                {waiting && view.winner == null && <span class="dot-wait" title="The table waits for this player" />}
              </div>
              <div class="stats">
                <span title="Cards in hand"><i class="ico cards" />{p.cardCount ?? 0}</span>
                <span title={ck ? 'Progress cards' : 'Development cards'}><i class="ico dev" />{devs}</span>
                {!ck && <span title="Knights played"><i class="ico sword" />{p.knightsPlayed ?? 0}</span>}
                <span title="Longest road length"><i class="ico road" />{p.roadLength ?? 0}</span>
                {ck && p.improvements && (
                  <span class="impr" title="City improvements: trade, politics, science">
                    <b class="t">{p.improvements.trade}</b><b class="p">{p.improvements.politics}</b><b class="s">{p.improvements.science}</b>
                  </span>
                )}
              </div>
              <div class="badges">
                {p.longestRoad && <span class="badge">Longest Road</span>}
                {p.largestArmy && <span class="badge">Largest Army</span>}
                {(p.defender ?? 0) > 0 && <span class="badge">Defender ×{p.defender}</span>}
                {(p.discardOwed ?? 0) > 0 && <span class="badge warn">discards {p.discardOwed}</span>}
              </div>
            </div>
            <div class="vp" title="Victory points (as far as you can see)">
              <b>{p.vp}</b>
              <small>VP</small>
            </div>
          </div>
        );
      })}
    </section>
  );
}
