// Cities & Knights at a glance: the three city improvement tracks (my level, the next cost, the
// level-3 building and what it does, who holds the metropolis), an Improve button where the engine
// lists it, and my pieces left (walls, knights by rank).
import type { TableController } from '../controller';
import { KindIcon } from '../icons';
import { NAME_INK } from '../colors';
import { TRACKS } from '../vocabulary';

export function Cities({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const p = view.players?.[me];
  // the engine's base view carries improvement fields too: show the panel only in Cities & Knights
  if (!p || !p.improvements || !String(view.mode).startsWith('ck')) return null;
  const seats = ui.port.seats.value;
  const groups = ui.groups.value;
  const improve = groups.get('improve') ?? [];
  const metros = view.metropolises ?? {};
  const left = p.knightsLeft ?? {};
  return (
    <section class="panel cities" aria-label="City improvements">
      <h2>City improvements</h2>
      <ul class="tracks">
        {TRACKS.map((t) => {
          const level: number = p.improvements[t.track] ?? 0;
          const owner = metros[t.track];
          const legal = improve.filter((a) => a.track === t.track);
          const cost = level + 1;
          return (
            <li key={t.track} class={`track-row tr-${t.track}`}>
              <div class="tname">
                <b>{t.track[0].toUpperCase() + t.track.slice(1)}</b>
                <span class="levels" aria-label={`level ${level} of 5`}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <i key={n} class={`${n <= level ? 'on' : ''}${n === 3 ? ' three' : ''}`} title={n === 3 ? `${t.building}: ${t.ability}` : `level ${n}`} />
                  ))}
                </span>
              </div>
              <div class="tinfo small">
                {level >= 3 ? <span class="ability" title={t.ability}>{t.building} ✓</span> : <span class="muted" title={t.ability}>level 3: {t.building}</span>}
                {owner != null ? (
                  <span class="metro" style={{ color: NAME_INK[seats[owner]?.color ?? 'white'] }} title="Metropolis (2 VP): first to level 4, taken at level 5">
                    ★ {owner === me ? 'your' : `${seats[owner]?.name ?? '?'}'s`} metropolis
                  </span>
                ) : (
                  <span class="muted" title="First to level 4 builds a metropolis (2 VP)">★ free</span>
                )}
              </div>
              {level < 5 && (
                <button
                  class={`small${legal.length ? ' primary' : ''}`}
                  disabled={!legal.length || ui.busy.value}
                  title={`Level ${cost} costs ${cost} ${t.commodity}${view.players?.[me]?.crane ? ' (less with Crane)' : ''}`}
                  onClick={() => ui.start('improve', 'improve', legal)}
                >
                  {cost}
                  <KindIcon kind={t.commodity} size={14} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p class="pieces small muted">
        Knights on the board: a filled shield is active, each ring is one strength level. Walls left {p.wallsLeft ?? 0} · knights left: basic {left.basic ?? 0}, strong {left.strong ?? 0}, mighty {left.mighty ?? 0}
      </p>
    </section>
  );
}
