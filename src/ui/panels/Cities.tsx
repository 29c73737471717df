// Cities & Knights at a glance: the three city improvement tracks (my level, the next cost, the
// level-3 building and what it does, who holds the metropolis), an Improve button where the engine
// lists it, and my pieces left (walls, knights by rank).
import type { TableController } from '../controller';
import { KindIcon } from '../icons';
import { NAME_INK } from '../colors';
import { abilityText, buildingName, countText, TRACKS, trackName } from '../vocabulary';
import { t } from '../i18n';

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
    <section class="panel cities" aria-label={t('cities.title')}>
      <h2>{t('cities.title')}</h2>
      <ul class="tracks">
        {TRACKS.map((tr) => {
          const building = buildingName(tr.track);
          const ability = abilityText(tr.track);
          const level: number = p.improvements[tr.track] ?? 0;
          const owner = metros[tr.track];
          const legal = improve.filter((a) => a.track === tr.track);
          const cost = level + 1;
          return (
            <li key={tr.track} class={`track-row tr-${tr.track}`}>
              <div class="tname">
                <b>{trackName(tr.track)}</b>
                <span class="levels" aria-label={t('cities.levelOf', { n: level })}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <i
                      key={n}
                      class={`${n <= level ? 'on' : ''}${n === 3 ? ' three' : ''}`}
                      title={n === 3 ? `${building}: ${ability}` : t('cities.level', { n })}
                    />
                  ))}
                </span>
              </div>
              <div class="tinfo small">
                {level >= 3 ? (
                  <span class="ability" title={ability}>
                    {building} ✓
                  </span>
                ) : (
                  <span class="muted" title={ability}>
                    {t('cities.level3', { building })}
                  </span>
                )}
                {owner != null ? (
                  <span class="metro" style={{ color: NAME_INK[seats[owner]?.color ?? 'white'] }} title={t('cities.metroTitle')}>
                    ★ {owner === me ? t('cities.yourMetro') : t('cities.theirMetro', { who: seats[owner]?.name ?? '?' })}
                  </span>
                ) : (
                  <span class="muted" title={t('cities.freeTitle')}>
                    ★ {t('cities.free')}
                  </span>
                )}
              </div>
              {level < 5 && (
                <button
                  class={`small${legal.length ? ' primary' : ''}`}
                  disabled={!legal.length || ui.busy.value}
                  title={t(view.players?.[me]?.crane ? 'cities.costCrane' : 'cities.cost', { level: cost, cost: countText(tr.commodity, cost) })}
                  onClick={() => ui.start('improve', 'improve', legal)}
                >
                  {cost}
                  <KindIcon kind={tr.commodity} size={14} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p class="pieces small muted">
        {t('cities.pieces', { walls: p.wallsLeft ?? 0, basic: left.basic ?? 0, strong: left.strong ?? 0, mighty: left.mighty ?? 0 })}
      </p>
    </section>
  );
}
