// Decisions over the board that are not a board pick: a card's or a player's choice, the deck to draw
// from, the Spy's take, a Commercial Harbor reply, and the Alchemist's dice.
import { useState } from 'preact/hooks';
import type { Action, View } from '../../engine/types';
import type { TableController } from '../controller';
import { Die, KindIcon } from '../icons';
import { groupName, optionLabel } from '../picker';
import { cardName, deckName, kindName, progressText } from '../vocabulary';
import { t } from '../i18n';
import { decisionText } from '../prompts';
import { sealedHands } from '../faceDownForms';

/**
 * Decisions that are not a board pick (deck, aqueduct, progress discard, spy, commercial harbor reply,
 * and Barbarian Attack's 7: whom to steal a card from).
 */
const DECISION_TYPES = ['chooseDeck', 'aqueduct', 'discardProgress', 'spyTake', 'commercialHarborReply', 'placeDeserter', 'steal'];

export function DecisionBox({ ui }: { ui: TableController }) {
  const legal = ui.port.legal.value;
  const view = ui.port.view.value;
  if (ui.choice.value || ui.dialog.value || ui.userPick.value) return null;
  // a Commercial Harbor reply made face down has its own composer (FaceDown.tsx)
  const type = DECISION_TYPES.find((ty) => legal.some((a) => a.type === ty) && !(ty === 'commercialHarborReply' && sealedHands(view, ui.port.me)));
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
              ) : type === 'spyTake' && (a.card !== undefined || a.at !== undefined) ? (
                progressCardOf(view, ui.port.me, a)
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
