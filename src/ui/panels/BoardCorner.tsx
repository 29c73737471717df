// The boxes over the board's top corners: the last roll (with the event die in Cities & Knights)
// and the barbarian track with the coming fight.
import type { View } from '../../engine/types';
import { Die } from '../icons';
import { deckName } from '../vocabulary';
import { t } from '../i18n';

export function Dice({ view }: { view: View }) {
  const d = view.dice;
  if (!d) return null;
  const ck = String(view.mode).startsWith('ck');
  return (
    <div class="dice" aria-label={t('dice.last', { n: d.total ?? d.yellow + d.red })}>
      {/* a new roll mounts new faces, which tumble in (styles.css; still under prefers-reduced-motion) */}
      <span class="roll" key={`${view.turn}:${d.yellow}:${d.red}:${d.event ?? ''}`}>
        <Die value={d.yellow} tone={ck ? 'yellow' : 'white'} />
        <Die value={d.red} tone={ck ? 'red' : 'white'} />
      </span>
      {d.event && (
        <span class={`event ev-${d.event}`} title={d.event === 'ship' ? t('dice.ship') : t('dice.gate', { deck: deckName(d.event) })}>
          {d.event === 'ship' ? <ShipIcon /> : <GateIcon />}
        </span>
      )}
      <span class="total">{d.total ?? d.yellow + d.red}</span>
    </div>
  );
}

function ShipIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path d="M10 2 V12 M10 3 L16 11 H10 M10 4 L5 11 H10" stroke="#fff" stroke-width="1.4" fill="#fff" />
      <path d="M2 13 H18 L15 17 H5 Z" fill="#3b2a1a" stroke="#fff" stroke-width="1" />
    </svg>
  );
}

function GateIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path d="M3 18 V6 L5 4 L7 6 V8 H13 V6 L15 4 L17 6 V18 H12 V13 Q10 10 8 13 V18 Z" fill="currentColor" stroke="#1b1b1b" stroke-width="1" />
    </svg>
  );
}

/**
 * The barbarian track: the ship's place on the way to Catan, and the coming fight: the barbarians'
 * strength (one per city) against Catan's defence (the active knights' levels).
 */
export function Barbarians({ view }: { view: View }) {
  const b = view.barbarians;
  // Barbarian Attack has no ship: its barbarians stand on the board (board/CkbaLayer.tsx)
  if (!b || view.ckba) return null;
  const steps: number = b.attackAt ?? 7;
  const safe = b.defense >= b.strength;
  const left = steps - b.position;
  return (
    <div class="barbarians" role="group" aria-label={t('barb.label', { position: b.position, steps, strength: b.strength, defense: b.defense })}>
      <span class="blabel">{t('barb.title')}</span>
      <div class="track" title={t('barb.rollsLeft', { n: left })}>
        {Array.from({ length: steps + 1 }, (_, i) => (
          <i key={i} class={`${i === b.position ? 'ship' : i < b.position ? 'past' : ''}${i === steps ? ' catan' : ''}`}>
            {i === b.position ? <ShipIcon /> : i === steps ? <GateIcon /> : null}
          </i>
        ))}
      </div>
      <span class={`fight ${safe ? 'safe' : 'lost'}`} title={t('barb.fightHelp')}>
        {t('barb.barbarians')} <b>{b.strength}</b> · {t('barb.knights')} <b>{b.defense}</b>: {t(safe ? 'barb.hold' : 'barb.fall')}
      </span>
      <span class="muted small">{b.attacks ? t('barb.attacks', { n: b.attacks }) : t('barb.noAttack')}</span>
    </div>
  );
}
