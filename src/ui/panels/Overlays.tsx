// Things that sit over the board: the dice, a choice to make (victim, card, track), the discard on a
// 7, the Cities & Knights barbarian track, and the winner's screen.
import { useState } from 'preact/hooks';
import type { Action, View } from '../../engine/types';
import type { TableController } from '../controller';
import { Die, KindIcon } from '../icons';
import { NAME_INK, PIECE_FILL } from '../colors';
import { groupName, optionLabel } from '../picker';
import type { LogLine, SeatInfo } from '../port';
import { statsFromLog } from '../gameStats';
import { cardName, cardsCount, cardTotal, deckName, kindName, progressText, RESOURCES, COMMODITIES } from '../vocabulary';
import { t } from '../i18n';
import { decisionText } from '../prompts';
import { myCards } from './Hand';

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

/**
 * Decisions that are not a board pick (deck, aqueduct, progress discard, spy, commercial harbor reply,
 * and Barbarian Attack's 7: whom to steal a card from).
 */
const DECISION_TYPES = ['chooseDeck', 'aqueduct', 'discardProgress', 'spyTake', 'commercialHarborReply', 'placeDeserter', 'steal'];

export function DecisionBox({ ui }: { ui: TableController }) {
  const legal = ui.port.legal.value;
  const view = ui.port.view.value;
  if (ui.choice.value || ui.dialog.value || ui.userPick.value) return null;
  const type = DECISION_TYPES.find((ty) => legal.some((a) => a.type === ty));
  if (!type) return null;
  const options = legal.filter((a) => a.type === type);
  // a deserter with room to stand is placed on the board; only "no room" is a button
  if (type === 'placeDeserter' && options.every((a) => a.vertex !== undefined)) return null;
  const title = decisionText(view, ui.port.me, ui.name, legal) ?? groupName(type);
  const spied: (string | null)[] = view.decision?.kind === 'spyTake' ? (view.decision.cards ?? []) : [];
  return (
    <div class="modal decision" role="dialog" aria-label={title}>
      <h3>{title}</h3>
      {type === 'spyTake' && (
        <p class="muted small">
          {t('decision.holds', {
            who: ui.name(view.decision?.target),
            cards: spied.length ? spied.map((c) => (c ? cardName(c) : t('decision.keysComing'))).join(', ') : t('decision.noCards'),
          })}
        </p>
      )}
      <div class="options">
        {type === 'placeDeserter' && (
          <button
            class="option"
            onClick={() =>
              ui.start(
                'placeDeserter',
                'placeDeserter',
                options.filter((a) => a.vertex !== undefined),
              )
            }
            disabled={!options.some((a) => a.vertex !== undefined)}
          >
            {t('decision.placeOnBoard')}
          </button>
        )}
        {options
          .filter((a) => !(type === 'placeDeserter' && a.vertex !== undefined))
          .filter((a, i, all) => all.findIndex((b) => JSON.stringify(b) === JSON.stringify(a)) === i)
          .map((a, i) => (
            <button
              key={i}
              class={`option${a.deck ? ` deck-${a.deck}` : ''}`}
              autoFocus={i === 0}
              onClick={() => ui.act(a)}
              title={typeof a.card === 'string' ? progressText(a.card) : undefined}
            >
              {type === 'discardProgress' ? (
                t('decision.discard', { card: progressCardOf(view, ui.port.me, a) })
              ) : type === 'chooseDeck' ? (
                t('decision.deck', { deck: deckName(String(a.deck)), n: view.decks?.[String(a.deck)] ?? '?' })
              ) : (
                <ActionLabel a={a} name={ui.name} />
              )}
            </button>
          ))}
      </div>
    </div>
  );
}

/** Alchemist: choose the yellow and red dice; the event die is rolled as usual. */
export function AlchemistBox({ ui }: { ui: TableController }) {
  const [yellow, setYellow] = useState(0);
  const [red, setRed] = useState(0);
  if (ui.dialog.value !== 'alchemist') return null;
  const legal = ui.port.legal.value.filter((a) => a.type === 'playProgress' && a.card === 'alchemist');
  const action = legal.find((a) => a.yellow === yellow && a.red === red);
  const row = (tone: 'yellow' | 'red', value: number, set: (n: number) => void) => (
    <div class="die-row" role="radiogroup" aria-label={t('alch.die', { tone: t(tone === 'yellow' ? 'alch.yellow' : 'alch.red') })}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <button
          key={n}
          class={`die-pick${value === n ? ' on' : ''}`}
          role="radio"
          aria-checked={value === n}
          aria-label={`${t(tone === 'yellow' ? 'alch.yellow' : 'alch.red')} ${n}`}
          onClick={() => set(n)}
        >
          <Die value={n} tone={tone} />
        </button>
      ))}
    </div>
  );
  return (
    <div class="modal alchemist" role="dialog" aria-label={cardName('alchemist')}>
      <h3>{t('alch.title')}</h3>
      <p class="muted small">{t('alch.help')}</p>
      {row('yellow', yellow, setYellow)}
      {row('red', red, setRed)}
      <div class="row">
        <button class="primary" disabled={!action || ui.busy.value} onClick={() => action && ui.act(action)}>
          {t('alch.roll', { n: yellow && red ? yellow + red : '' })}
        </button>
        <button class="link" onClick={() => ui.cancel()}>
          {t('words.cancel')}
        </button>
      </div>
    </div>
  );
}

function ActionLabel({ a, name }: { a: Action; name: (s: number) => string }) {
  const cards = (a.take ?? a.cards ?? null) as Record<string, number> | null;
  if (cards && typeof cards === 'object') {
    return (
      <span class="cards-inline">
        {Object.entries(cards).flatMap(([k, n]) => Array.from({ length: n }, (_, i) => <KindIcon key={`${k}${i}`} kind={k} size={22} title={kindName(k)} />))}
      </span>
    );
  }
  if (typeof a.kind === 'string') {
    return (
      <span class="cards-inline">
        <KindIcon kind={a.kind} size={22} /> {kindName(a.kind)}
      </span>
    );
  }
  return <span>{optionLabel(a, name)}</span>;
}

/** Catan for Two's forced trade, said over its choice: what it costs, what happens, what to choose. */
function forcedTradeHelp(ui: TableController): string {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const players = view.players as { neutral?: boolean; cardCount?: number }[];
  const opponent = players.findIndex((p, seat) => seat !== me && !p.neutral);
  const n = Math.min(2, players[opponent]?.cardCount ?? 2, players[me]?.cardCount ?? 2);
  return t('choose.forcedTrade', { tokens: view.twoPlayer?.tokenPrice ?? 1, who: ui.name(opponent), n });
}

export function ChoiceBox({ ui }: { ui: TableController }) {
  const c = ui.choice.value;
  if (!c) return null;
  const [type, card] = c.title.split(':');
  const title = card ? cardName(card) : groupName(type);
  // a card's choice says what the card does, and whether the first step is choosing a player
  const whom =
    !!c.next || (c.options.every((o) => typeof o.action.player === 'number') && new Set(c.options.map((o) => o.action.player)).size === c.options.length);
  return (
    <div class="modal" role="dialog" aria-label={title}>
      <h3>{card && whom ? t('choice.player', { title }) : title}</h3>
      {card && progressText(card) && <p class="muted small card-text">{progressText(card)}</p>}
      {c.options[0]?.action.type === 'forcedTrade' && <p class="muted small card-text">{forcedTradeHelp(ui)}</p>}
      <div class="options">
        {c.options.map((o, i) => (
          <button key={i} class="option" autoFocus={i === 0} onClick={() => ui.choose(o.action)}>
            {o.label ? <span>{o.label}</span> : <ActionLabel a={o.action} name={ui.name} />}
          </button>
        ))}
      </div>
      <button class="link" onClick={() => ui.cancel()}>
        {t('words.cancel')}
      </button>
    </div>
  );
}

/** Cards I owe: discarding on a 7 or to the Saboteur, or giving to the Wedding's host. */
export function Discard({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const p = view.players?.[me];
  const legal = ui.port.legal.value;
  const type = legal.some((a) => a.type === 'discard') ? 'discard' : legal.some((a) => a.type === 'giveCards') ? 'giveCards' : null;
  const owed: number = type === 'discard' ? p?.discardOwed || p?.owed || 0 : (p?.owed ?? 0);
  const hand = myCards(p); // with sealed hands, the sealed cards I have read are mine to discard too
  const [pick, setPick] = useState<Record<string, number>>({});
  if (!type || owed <= 0) return null;
  const chosen = cardTotal(pick);
  const kinds = [...RESOURCES, ...COMMODITIES.filter((k) => (hand[k] ?? 0) > 0)];
  const saboteur = p?.pending === 'discard';
  const cards = cardsCount(owed);
  const title =
    type === 'giveCards'
      ? t('discard.wedding', { cards, who: ui.name(view.currentPlayer) })
      : t(saboteur ? 'discard.saboteur' : view.ckba ? 'discard.seven' : 'discard.robber', { cards });
  return (
    <div class="modal discard" role="dialog" aria-label={title}>
      <h3>{title}</h3>
      <p class="muted small">{t('discard.help')}</p>
      <div class="kind-row">
        {kinds.map((k) => {
          const left = (hand[k] ?? 0) - (pick[k] ?? 0);
          return (
            <button
              key={k}
              class="kind-btn"
              disabled={left <= 0 || chosen >= owed}
              onClick={() => setPick({ ...pick, [k]: (pick[k] ?? 0) + 1 })}
              aria-label={t('discard.one', { kind: kindName(k), n: left })}
            >
              <KindIcon kind={k} size={26} />
              <span class="rate">{left}</span>
            </button>
          );
        })}
      </div>
      <div class="kind-row discard-pile" aria-label={t('discard.pile')}>
        {kinds.map((k) =>
          (pick[k] ?? 0) > 0 ? (
            <button key={k} class="kind-btn on" onClick={() => setPick({ ...pick, [k]: pick[k] - 1 })} aria-label={t('discard.keep', { kind: kindName(k) })}>
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
          void ui.act({ type, cards });
        }}
      >
        {t(type === 'giveCards' ? 'discard.give' : 'discard.discard', { chosen, owed })}
      </button>
    </div>
  );
}

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

/**
 * The card a discard or a Spy's pick names: by name in an open game, by token (`at`) in a sealed one,
 * where only this player's hand and the hand it spies on show names behind the tokens.
 */
function progressCardOf(view: View, me: number, a: Action): string {
  if (typeof a.card === 'string') return cardName(a.card);
  const lists: [unknown, unknown][] = [
    [view.players?.[me]?.progressAt, view.players?.[me]?.progressCards],
    [view.decision?.cardsAt, view.decision?.cards],
  ];
  for (const [tokens, cards] of lists) {
    const i = Array.isArray(tokens) ? tokens.indexOf(a.at) : -1;
    if (i >= 0 && Array.isArray(cards) && typeof cards[i] === 'string') return cardName(cards[i]);
  }
  return t('decision.sealedCard');
}
