// The composers of cards handed over face down in a sealed-hands game (docs/cards.md, "Private resource
// moves"): the Master Merchant's take from the hand its player looks at, and the Commercial Harbor's
// offers and reply. Each acts a kind-based intent its replica lists (faceDownForms.ts); the Wedding's
// gift is the card dialog (Discard.tsx) in its face-down words. The composers take plain props; the
// boxes below feed them from the table.
import { useState } from 'preact/hooks';
import type { Action } from '../../engine/types';
import type { TableController } from '../controller';
import { KindIcon } from '../icons';
import { t } from '../i18n';
import { sealedHands } from '../faceDownForms';
import { cardsCount, cardTotal, COMMODITIES, kindName, KINDS } from '../vocabulary';
import { myCards } from './Hand';
import { CardPick } from './CardPick';

type Cards = Record<string, number>;

const sameCards = (a: Cards, b: Cards) => KINDS.every((k) => (a[k] ?? 0) === (b[k] ?? 0));

/** Master Merchant: the hand of `from` this page looks at (null while its keys come), and `count` cards to take from it. */
export function TakeComposer(props: {
  from: string;
  count: number;
  looked: Cards | null;
  /** Cards of the looked hand whose keys are still on their way. */
  coming: number;
  canTake: (cards: Cards) => boolean;
  busy: boolean;
  onTake: (cards: Cards) => void;
}) {
  const { from, count, looked, busy } = props;
  const [pick, setPick] = useState<Cards>({});
  const title = t('fd.takeTitle', { cards: cardsCount(count), from });
  const ready = cardTotal(pick) === count && props.canTake(pick);
  return (
    <div class="modal discard face-down" role="dialog" aria-label={title}>
      <h3>{title}</h3>
      <p class="muted small">{t(looked ? 'fd.takeHelp' : 'fd.takeWaiting', { from })}</p>
      {looked && <CardPick cards={looked} count={count} pick={pick} setPick={setPick} oneLabel="fd.pickOne" backLabel="fd.putBack" />}
      {looked && props.coming > 0 && <p class="muted small">{t('fd.takeComing', { n: props.coming })}</p>}
      <button
        class="primary wide"
        disabled={!ready || busy}
        onClick={() => {
          setPick({});
          props.onTake(Object.fromEntries(Object.entries(pick).filter(([, n]) => n > 0)));
        }}
      >
        {t('fd.takeButton', { chosen: cardTotal(pick), count })}
      </button>
    </div>
  );
}

/** Commercial Harbor: for each opponent still to be asked, the resources this page may offer it face down. */
export function HarborOfferComposer(props: {
  offers: { seat: number; kinds: string[] }[];
  hand: Cards;
  name: (seat: number) => string;
  busy: boolean;
  onOffer: (seat: number, kind: string) => void;
  onClose: () => void;
}) {
  const title = t('fd.offerTitle');
  return (
    <div class="modal face-down harbor-offer" role="dialog" aria-label={title}>
      <h3>{title}</h3>
      <p class="muted small">{t('fd.offerHelp')}</p>
      {props.offers.map(({ seat, kinds }) => (
        <div key={seat} class="offer-row" role="group" aria-label={t('fd.offerTo', { to: props.name(seat) })}>
          <span class="offer-to">{t('fd.offerTo', { to: props.name(seat) })}</span>
          <div class="kind-row">
            {kinds.map((k) => (
              <button
                key={k}
                class="kind-btn"
                disabled={props.busy}
                onClick={() => props.onOffer(seat, k)}
                title={t('fd.offerOne', { to: props.name(seat), kind: kindName(k) })}
                aria-label={t('fd.offerOne', { to: props.name(seat), kind: kindName(k) })}
              >
                <KindIcon kind={k} size={26} />
                <span class="rate">{props.hand[k] ?? 0}</span>
              </button>
            ))}
          </div>
        </div>
      ))}
      <button class="link" onClick={props.onClose}>
        {t('words.cancel')}
      </button>
    </div>
  );
}

/** Commercial Harbor: `from` offered this page a resource face down; the commodities it may give back, or none. */
export function HarborReplyComposer(props: {
  from: string;
  kinds: string[];
  hand: Cards;
  canRefuse: boolean;
  busy: boolean;
  onReply: (kind: string | null) => void;
}) {
  const title = t('fd.replyTitle', { from: props.from });
  return (
    <div class="modal face-down harbor-reply" role="dialog" aria-label={title}>
      <h3>{title}</h3>
      <p class="muted small">{t('fd.replyHelp', { from: props.from })}</p>
      <div class="kind-row">
        {props.kinds.map((k) => (
          <button
            key={k}
            class="kind-btn"
            disabled={props.busy}
            onClick={() => props.onReply(k)}
            title={t('fd.replyOne', { kind: kindName(k) })}
            aria-label={t('fd.replyOne', { kind: kindName(k) })}
          >
            <KindIcon kind={k} size={26} />
            <span class="rate">{props.hand[k] ?? 0}</span>
          </button>
        ))}
      </div>
      {props.canRefuse && (
        <button class="option wide" disabled={props.busy} onClick={() => props.onReply(null)}>
          {t('fd.replyNone')}
        </button>
      )}
    </div>
  );
}

/** The hand a Master Merchant's look shows, as far as the take intents tell it (each kind up to the count taken). */
function lookedFromIntents(options: Action[]): Cards | null {
  if (!options.length) return null;
  const out: Cards = {};
  for (const a of options) for (const [k, n] of Object.entries(a.take as Cards)) out[k] = Math.max(out[k] ?? 0, n);
  return out;
}

/** The Master Merchant's take, once this page's player may take from the hand it looks at. */
export function TakeBox({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const decision = view.decision as { kind?: string; player?: number; target?: number; count?: number } | undefined;
  if (decision?.kind !== 'takeCards' || decision.player !== me || !sealedHands(view, me)) return null;
  const options = ui.port.legal.value.filter((a) => a.type === 'takeCards' && a.take);
  // what the page's replica read of the hand (its session's look), else as far as the take intents tell it
  const look = ui.port.looked?.value ?? null;
  const looked = look?.cards ?? lookedFromIntents(options);
  const count = decision.count ?? 0;
  const option = (cards: Cards) => options.find((a) => sameCards(a.take as Cards, cards));
  return (
    <TakeComposer
      from={ui.name(decision.target ?? -1)}
      count={count}
      looked={looked}
      coming={look?.sealed ?? 0}
      canTake={(cards) => option(cards) !== undefined}
      busy={ui.busy.value}
      onTake={(cards) => {
        const a = option(cards);
        if (a) void ui.act(a);
      }}
    />
  );
}

/** The Commercial Harbor's offers, opened from the action bar (Actions.tsx) in a sealed-hands game. */
export function HarborOfferBox({ ui }: { ui: TableController }) {
  if (ui.dialog.value !== 'harborOffer') return null;
  const view = ui.port.view.value;
  const offers = new Map<number, string[]>();
  for (const a of ui.port.legal.value) {
    if (a.type !== 'commercialHarborOffer' || typeof a.kind !== 'string' || typeof a.player !== 'number') continue;
    offers.set(a.player, [...(offers.get(a.player) ?? []), a.kind]);
  }
  if (!offers.size) return null;
  return (
    <HarborOfferComposer
      offers={[...offers].map(([seat, kinds]) => ({ seat, kinds: KINDS.filter((k) => kinds.includes(k)) }))}
      hand={myCards(view.players?.[ui.port.me])}
      name={ui.name}
      busy={ui.busy.value}
      onOffer={(player, kind) => void ui.act({ type: 'commercialHarborOffer', player, kind })}
      onClose={() => ui.cancel()}
    />
  );
}

/** The reply to a Commercial Harbor offer made face down. */
export function HarborReplyBox({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const replies = ui.port.legal.value.filter((a) => a.type === 'commercialHarborReply');
  if (!replies.length || !sealedHands(view, me) || ui.choice.value || ui.dialog.value || ui.userPick.value) return null;
  const kinds = replies.flatMap((a) => (typeof a.kind === 'string' ? [a.kind] : []));
  return (
    <HarborReplyComposer
      from={ui.name(view.currentPlayer)}
      kinds={COMMODITIES.filter((k) => kinds.includes(k))}
      hand={myCards(view.players?.[me])}
      canRefuse={replies.some((a) => a.kind === undefined)}
      busy={ui.busy.value}
      onReply={(kind) => void ui.act(kind === null ? { type: 'commercialHarborReply' } : { type: 'commercialHarborReply', kind })}
    />
  );
}
