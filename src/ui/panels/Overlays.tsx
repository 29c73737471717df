// Things that sit over the board: the dice, a choice to make (victim, card, track), the discard on a
// 7, the Cities & Knights barbarian track, and the winner's screen.
import { useState } from 'preact/hooks';
import type { Action, View } from '../../engine/types';
import type { TableController } from '../controller';
import { Die, KindIcon } from '../icons';
import { NAME_INK, PIECE_FILL } from '../colors';
import { optionLabel } from '../picker';
import type { SeatInfo } from '../port';
import { cardName, cardTotal, humanize, RESOURCES, COMMODITIES } from '../words';

export function Dice({ view }: { view: View }) {
  const d = view.dice;
  if (!d) return null;
  const ck = String(view.mode).startsWith('ck');
  return (
    <div class="dice" aria-label={`Last roll: ${d.total ?? d.yellow + d.red}`}>
      <Die value={d.yellow} tone={ck ? 'yellow' : 'white'} />
      <Die value={d.red} tone={ck ? 'red' : 'white'} />
      {d.event && <span class={`event ev-${d.event}`} title={`Event die: ${d.event}`}>{d.event === 'ship' ? '⚓' : d.event[0].toUpperCase()}</span>}
      <span class="total">{d.total ?? d.yellow + d.red}</span>
    </div>
  );
}

export function Barbarians({ view }: { view: View }) {
  const b = view.barbarians;
  if (!b) return null;
  const steps = 7;
  return (
    <div class="barbarians" aria-label={`Barbarians: ${b.position} of ${steps} steps to Catan`}>
      <span class="blabel">Barbarians</span>
      <div class="track">
        {Array.from({ length: steps + 1 }, (_, i) => (
          <i key={i} class={i === b.position ? 'ship' : i < b.position ? 'past' : ''} />
        ))}
      </div>
      <span class="muted small">attacks {b.attacks ?? 0}</span>
    </div>
  );
}

function ActionLabel({ a, name }: { a: Action; name: (s: number) => string }) {
  const cards = (a.take ?? a.cards ?? null) as Record<string, number> | null;
  if (cards && typeof cards === 'object') {
    return (
      <span class="cards-inline">
        {Object.entries(cards).flatMap(([k, n]) => Array.from({ length: n }, (_, i) => <KindIcon key={`${k}${i}`} kind={k} size={22} title={k} />))}
      </span>
    );
  }
  if (typeof a.kind === 'string') {
    return (
      <span class="cards-inline">
        <KindIcon kind={a.kind} size={22} /> {a.kind}
      </span>
    );
  }
  return <span>{optionLabel(a, name)}</span>;
}

export function ChoiceBox({ ui }: { ui: TableController }) {
  const c = ui.choice.value;
  if (!c) return null;
  const [type, card] = c.title.split(':');
  const title = card ? cardName(card) : humanize(type);
  return (
    <div class="modal" role="dialog" aria-label={title}>
      <h3>{title}</h3>
      <div class="options">
        {c.options.map((o, i) => (
          <button key={i} class="option" autoFocus={i === 0} onClick={() => ui.act(o.action)}>
            <ActionLabel a={o.action} name={ui.name} />
          </button>
        ))}
      </div>
      <button class="link" onClick={() => ui.cancel()}>Cancel</button>
    </div>
  );
}

export function Discard({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const owed: number = view.players?.[me]?.discardOwed ?? 0;
  const legal = ui.port.legal.value.some((a) => a.type === 'discard');
  const hand = (view.players?.[me]?.hand ?? {}) as Record<string, number>;
  const [pick, setPick] = useState<Record<string, number>>({});
  if (!legal || owed <= 0) return null;
  const chosen = cardTotal(pick);
  const kinds = [...RESOURCES, ...COMMODITIES.filter((k) => (hand[k] ?? 0) > 0)];
  return (
    <div class="modal discard" role="dialog" aria-label="Discard cards">
      <h3>The robber! Discard {owed} card{owed === 1 ? '' : 's'}</h3>
      <p class="muted small">Click a card to put it on the discard pile; click below to take it back.</p>
      <div class="kind-row">
        {kinds.map((k) => {
          const left = (hand[k] ?? 0) - (pick[k] ?? 0);
          return (
            <button key={k} class="kind-btn" disabled={left <= 0 || chosen >= owed} onClick={() => setPick({ ...pick, [k]: (pick[k] ?? 0) + 1 })} aria-label={`discard one ${k} (${left} left)`}>
              <KindIcon kind={k} size={26} />
              <span class="rate">{left}</span>
            </button>
          );
        })}
      </div>
      <div class="kind-row discard-pile" aria-label="Chosen to discard">
        {kinds.map((k) =>
          (pick[k] ?? 0) > 0 ? (
            <button key={k} class="kind-btn on" onClick={() => setPick({ ...pick, [k]: pick[k] - 1 })} aria-label={`keep one ${k}`}>
              <KindIcon kind={k} size={26} />
              <span class="rate">{pick[k]}</span>
            </button>
          ) : null,
        )}
      </div>
      <button
        class="primary wide"
        disabled={chosen !== owed || ui.busy.value}
        onClick={() => {
          const cards = Object.fromEntries(Object.entries(pick).filter(([, n]) => n > 0));
          setPick({});
          void ui.act({ type: 'discard', cards });
        }}
      >
        Discard {chosen}/{owed}
      </button>
    </div>
  );
}

export function Winner({ view, seats, me, onLobby, onAgain }: { view: View; seats: SeatInfo[]; me: number; onLobby: () => void; onAgain: () => void }) {
  const [hidden, setHidden] = useState(false);
  if (view.winner == null || hidden) return null;
  const w: number = view.winner;
  const order = (view.players as any[]).map((p, s) => ({ p, s })).sort((a, b) => b.p.vp - a.p.vp);
  const seat = seats[w];
  return (
    <>
    <div class="winner-backdrop" />
    <div class="modal winner" role="dialog" aria-label="Game over">
      <div class="crown" style={{ background: PIECE_FILL[seat?.color ?? 'white'] }} aria-hidden="true">♛</div>
      <h2>{w === me ? 'You win!' : `${seat?.name ?? `Seat ${w + 1}`} wins!`}</h2>
      <p class="muted">after {Math.floor((view.turn ?? 0) / Math.max(1, view.playerCount)) + 1} rounds</p>
      <ol class="standings">
        {order.map(({ p, s }) => (
          <li key={s}>
            <span style={{ color: NAME_INK[seats[s]?.color ?? 'white'] }}>{seats[s]?.name}</span>
            <b>{p.vp} VP</b>
            <span class="muted small">
              {plural(p.settlements?.length ?? 0, 'settlement')} · {plural(p.cities?.length ?? 0, 'city', 'cities')}{p.longestRoad ? ' · Longest Road' : ''}
              {p.largestArmy ? ' · Largest Army' : ''}
            </span>
          </li>
        ))}
      </ol>
      <div class="row">
        <button class="primary" onClick={onAgain}>Play again</button>
        <button onClick={onLobby}>Back to lobby</button>
        <button class="link" onClick={() => setHidden(true)}>Look at the board</button>
      </div>
    </div>
    </>
  );
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
