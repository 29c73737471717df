// Trading: with the bank at the player's real rates (read off the engine's legal bankTrade actions, so
// harbors and Cities & Knights trading houses are already counted), and with players: compose an
// offer to everyone or to one player, answer one (accept, decline, counter), and confirm with whoever
// accepted or countered.
import { useState } from 'preact/hooks';
import type { Action } from '../../engine/types';
import type { TableController } from '../controller';
import { KindIcon } from '../icons';
import { NAME_INK } from '../colors';
import { cardsText, cardTotal, countText, KINDS, kindName, RESOURCES } from '../vocabulary';
import { isKey, pieces, t } from '../i18n';
import type { ComponentChildren } from 'preact';
import { answeringSeats, offerRecipient, offerRecipients } from '../tradeParties';
import { myCards } from './Hand';

type Counts = Record<string, number>;

/** The best (lowest) rate for giving each kind, from the legal bank trades. */
export function bankRates(legal: Action[]): Map<string, number> {
  const rates = new Map<string, number>();
  for (const a of legal) {
    if (a.type !== 'bankTrade') continue;
    for (const [k, n] of Object.entries(a.give as Counts)) {
      if (n > 0 && (!rates.has(k) || n < rates.get(k)!)) rates.set(k, n);
    }
  }
  return rates;
}

function Cards({ cards }: { cards: unknown }) {
  const c = (cards ?? {}) as Counts;
  const list = Object.entries(c).filter(([, n]) => n > 0);
  if (list.length === 0) return <span class="muted">{t('trade.nothing')}</span>;
  return (
    <span class="cards-inline" aria-label={cardsText(c)}>
      {list.map(([k, n]) => (
        <span key={k} class="ci">
          {n}
          <KindIcon kind={k} size={16} />
        </span>
      ))}
    </span>
  );
}

export function Trade({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const legal = ui.port.legal.value;
  const me = ui.port.me;
  const [tab, setTab] = useState<'bank' | 'players'>('bank');
  const canBank = legal.some((a) => a.type === 'bankTrade');
  const canOffer = legal.some((a) => a.type === 'offerTrade');
  const trade = view.trade;
  if (!trade && !canBank && !canOffer) {
    // still a panel (it is a tab on phones), saying when trading opens
    return (
      <section class="panel trade idle" aria-label={t('trade.title')}>
        <h2>{t('trade.title')}</h2>
        <p class="muted small">{t('trade.closed')}</p>
      </section>
    );
  }
  return (
    <section class="panel trade" aria-label={t('trade.title')}>
      {trade && (asksMe(ui) ? <p class="muted small">{t('trade.waitsOnBoard', { from: ui.name(trade.from) })}</p> : <OpenTrade ui={ui} />)}
      {(canBank || canOffer) && !(trade && trade.from === me) && (
        <>
          <div class="tabs" role="tablist">
            <button role="tab" aria-selected={tab === 'bank'} class={tab === 'bank' ? 'on' : ''} onClick={() => setTab('bank')}>
              {t('trade.bankTab')}
            </button>
            <button role="tab" aria-selected={tab === 'players'} class={tab === 'players' ? 'on' : ''} onClick={() => setTab('players')}>
              {t('trade.playersTab')}
            </button>
          </div>
          {tab === 'bank' ? <Bank ui={ui} /> : <Offer ui={ui} />}
        </>
      )}
    </section>
  );
}

/** Whether the open offer waits for this player's answer (a legal answer to someone else's offer). */
function asksMe(ui: TableController): boolean {
  const trade = ui.port.view.value.trade;
  return !!trade && trade.from !== ui.port.me && ui.port.legal.value.some((a) => a.type === 'acceptTrade' || a.type === 'declineTrade');
}

/**
 * An offer that waits for this player's answer, shown over the top of the board where the player
 * looks (the side panel's trade section sits below the fold on a laptop); it leaves once answered.
 */
export function IncomingOffer({ ui }: { ui: TableController }) {
  if (!asksMe(ui)) return null;
  return (
    <div class="incoming-offer" role="region" aria-label={t('trade.forYou')}>
      <OpenTrade ui={ui} />
    </div>
  );
}

function Bank({ ui }: { ui: TableController }) {
  const legal = ui.port.legal.value;
  const rates = bankRates(legal);
  const [give, setGive] = useState<string | null>(null);
  const kinds = KINDS.filter((k) => k in (ui.port.view.value.bank ?? {}) || RESOURCES.includes(k as any));
  if (rates.size === 0) return <p class="muted small">{t('trade.noBank')}</p>;
  const chosen = give && rates.has(give) ? give : null;
  const gets = chosen ? legal.filter((a) => a.type === 'bankTrade' && (a.give as Counts)[chosen] === rates.get(chosen)) : [];
  return (
    <div class="bank">
      <div class="row-label">{t('trade.give')}</div>
      <div class="kind-row">
        {kinds.map((k) => {
          const rate = rates.get(k);
          return (
            <button
              key={k}
              class={`kind-btn${chosen === k ? ' on' : ''}`}
              disabled={rate === undefined}
              aria-pressed={chosen === k}
              onClick={() => setGive(k)}
              title={rate ? t('trade.giveRate', { cards: countText(k, rate) }) : t('trade.notEnough', { kind: kindName(k) })}
              aria-label={rate ? t('trade.giveRate', { cards: countText(k, rate) }) : t('trade.notEnough', { kind: kindName(k) })}
            >
              <KindIcon kind={k} size={22} />
              <span class="rate">{rate ? `${rate}:1` : '—'}</span>
            </button>
          );
        })}
      </div>
      <div class="row-label">{t('trade.get')}</div>
      <div class="kind-row">
        {kinds.map((k) => {
          const a = gets.find((x) => ((x.get as Counts)[k] ?? 0) > 0);
          return (
            <button
              key={k}
              class="kind-btn"
              disabled={!a || ui.busy.value}
              onClick={() => a && ui.act(a)}
              title={a ? t('trade.bankFor', { give: cardsText(a.give), get: countText(k, 1) }) : t('trade.chooseFirst')}
              aria-label={a ? t('trade.bankFor', { give: cardsText(a.give), get: countText(k, 1) }) : t('trade.getOne', { card: countText(k, 1) })}
            >
              <KindIcon kind={k} size={22} />
              <span class="rate">1</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

function Stepper({
  kinds,
  counts,
  set,
  max,
  label,
}: {
  kinds: readonly string[];
  counts: Counts;
  set: (c: Counts) => void;
  max: (k: string) => number;
  label: string;
}) {
  return (
    <div class="stepper" aria-label={label}>
      {kinds.map((k) => {
        const n = counts[k] ?? 0;
        return (
          <div key={k} class="step">
            <button aria-label={t('trade.more', { kind: kindName(k) })} disabled={n >= max(k)} onClick={() => set({ ...counts, [k]: n + 1 })}>
              +
            </button>
            <KindIcon kind={k} size={22} title={kindName(k)} />
            <span class="n">{n}</span>
            <button aria-label={t('trade.less', { kind: kindName(k) })} disabled={n <= 0} onClick={() => set({ ...counts, [k]: n - 1 })}>
              −
            </button>
          </div>
        );
      })}
    </div>
  );
}

function Composer({
  ui,
  initial,
  submit,
  submitLabel,
}: {
  ui: TableController;
  initial?: { give: Counts; get: Counts };
  submit: (give: Counts, get: Counts) => void;
  submitLabel: string;
}) {
  const hand = myCards(ui.port.view.value.players?.[ui.port.me]) as Counts; // with sealed hands, the read ones too
  const [give, setGive] = useState<Counts>(initial?.give ?? {});
  const [get, setGet] = useState<Counts>(initial?.get ?? {});
  // Cities & Knights players trade commodities too (the engine accepts them in offers)
  const kinds = String(ui.port.view.value.mode).startsWith('ck') ? KINDS : RESOURCES;
  const why = offerProblem(give, get, kinds);
  return (
    <div class="composer">
      <div class="row-label">{t('trade.youGive')}</div>
      <Stepper kinds={kinds} counts={give} set={setGive} max={(k) => hand[k] ?? 0} label={t('trade.cardsYouGive')} />
      <div class="row-label">{t('trade.youGet')}</div>
      <Stepper kinds={kinds} counts={get} set={setGet} max={() => 19} label={t('trade.cardsYouAsk')} />
      <button class="primary wide" disabled={!!why || ui.busy.value} title={why ?? undefined} onClick={() => submit(strip(give), strip(get))}>
        {submitLabel}
      </button>
      {why && <p class="muted small why">{why}</p>}
    </div>
  );
}

/** Why an offer cannot be sent yet, in words (a disabled button says why), or null when it can. */
export function offerProblem(give: Counts, get: Counts, kinds: readonly string[]): string | null {
  if (cardTotal(give) === 0) return t('trade.chooseGive');
  if (cardTotal(get) === 0) return t('trade.chooseGet');
  const both = kinds.find((k) => (give[k] ?? 0) > 0 && (get[k] ?? 0) > 0);
  return both ? t('trade.both', { kind: kindName(both) }) : null;
}

/** A message's pieces (i18n `pieces`) with the caller's elements in their slots. */
function fill(parts: (string | number)[], elements: ComponentChildren[]): ComponentChildren {
  return parts.map((p) => (typeof p === 'number' ? elements[p] : p));
}

/** An answer's state in words ("accepted", "angenommen"). */
function answerWord(answer: string): string {
  const key = `answer.${answer}`;
  return isKey(key) ? t(key) : answer;
}

function strip(c: Counts): Counts {
  return Object.fromEntries(Object.entries(c).filter(([, n]) => n > 0));
}

function Offer({ ui }: { ui: TableController }) {
  const [to, setTo] = useState<number | null>(null);
  const canOffer = ui.port.legal.value.some((a) => a.type === 'offerTrade');
  if (!canOffer) return <p class="muted small">{t('trade.onYourTurn')}</p>;
  const seats = ui.port.seats.value;
  const recipients = offerRecipients(ui.port.view.value, ui.port.me);
  const chosen = to !== null && recipients.includes(to) ? to : null;
  const target = (seat: number | null, label: string) => (
    <button
      key={seat ?? 'all'}
      class={`to-btn${chosen === seat ? ' on' : ''}`}
      aria-pressed={chosen === seat}
      onClick={() => setTo(seat)}
      style={seat === null ? undefined : { color: NAME_INK[seats[seat]?.color ?? 'white'] }}
    >
      {label}
    </button>
  );
  return (
    <>
      <div class="row-label">{t('trade.offerTo')}</div>
      <div class="to-row" role="group" aria-label={t('trade.offerTo')}>
        {target(null, t('trade.everyone'))}
        {recipients.map((s) => target(s, ui.name(s)))}
      </div>
      <Composer
        ui={ui}
        submitLabel={chosen === null ? t('trade.offerEveryone') : t('trade.offerOne', { who: ui.name(chosen) })}
        submit={(give, get) => ui.act(chosen === null ? { type: 'offerTrade', give, get } : { type: 'offerTrade', give, get, to: chosen })}
      />
    </>
  );
}

function OpenTrade({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const legal = ui.port.legal.value;
  const seats = ui.port.seats.value;
  const trade = view.trade;
  const [countering, setCountering] = useState(false);
  const from: number = trade.from;
  const answers: { answer: string; give?: Counts; get?: Counts }[] = trade.answers ?? [];
  const has = (type: string) => legal.find((a) => a.type === type);
  const mine = from === me;
  const to = offerRecipient(view);
  const asked = answeringSeats(view);
  // a legal answer means this offer waits for mine (an offer to someone else offers me none)
  const mayAnswer = !mine && !!(has('declineTrade') || has('acceptTrade'));
  const ink = (s: number) => ({ color: NAME_INK[seats[s]?.color ?? 'white'] });
  const toName = (key: 'trade.yourOfferTo' | 'trade.offersTo') =>
    fill(pieces(key, ['to'], { from: ui.name(from) }), [<span style={ink(to!)}>{ui.name(to!)}</span>]);
  const heading = mine
    ? to === null
      ? t('trade.yourOffer')
      : toName('trade.yourOfferTo')
    : to === null
      ? t('trade.offers', { from: ui.name(from) })
      : to === me
        ? t('trade.offersYou', { from: ui.name(from) })
        : toName('trade.offersTo');
  return (
    <div class={`open-trade${mayAnswer && answers[me]?.answer === 'none' ? ' asks-me' : ''}`}>
      <div class="offer-line">
        <b style={ink(from)}>{heading}</b>
        <span class="gives">
          {t(mine ? 'trade.youGiveSpace' : 'trade.gives')} <Cards cards={trade.give} />
        </span>
        <span class="gets">
          {t(mine ? 'trade.youGetSpace' : 'trade.wants')} <Cards cards={trade.get} />
        </span>
      </div>
      <ul class="answers">
        {answers.map((a, s) =>
          !asked.includes(s) ? null : (
            <li key={s}>
              <span style={ink(s)}>{s === me ? t('trade.you') : ui.name(s)}</span>
              <span class={`ans ${a.answer}`}>{a.answer === 'none' ? t('trade.thinking') : answerWord(a.answer)}</span>
              {a.answer === 'countered' && (
                <span class="counter">{fill(pieces('trade.counterGives', ['give', 'get']), [<Cards cards={a.give} />, <Cards cards={a.get} />])}</span>
              )}
              {mine && legal.find((x) => x.type === 'confirmTrade' && x.with === s) && (
                <button class="primary small" onClick={() => ui.act({ type: 'confirmTrade', with: s })}>
                  {t('trade.with', { who: ui.name(s) })}
                </button>
              )}
            </li>
          ),
        )}
      </ul>
      <div class="trade-buttons">
        {mine && has('cancelTrade') && <button onClick={() => ui.act({ type: 'cancelTrade' })}>{t('trade.withdraw')}</button>}
        {!mine && has('acceptTrade') && (
          <button class="primary" onClick={() => ui.act({ type: 'acceptTrade' })}>
            {t('trade.accept')}
          </button>
        )}
        {mayAnswer && <button onClick={() => ui.act({ type: 'declineTrade' })}>{t('trade.decline')}</button>}
        {mayAnswer && answers[me]?.answer === 'none' && (
          <button onClick={() => setCountering(!countering)}>{t(countering ? 'trade.closeCounter' : 'trade.counter')}</button>
        )}
      </div>
      {!mine && to !== null && to !== me && <p class="muted small">{t('trade.onlyTo', { to: ui.name(to) })}</p>}
      {mayAnswer && countering && (
        <Composer
          ui={ui}
          initial={{ give: { ...(trade.get ?? {}) }, get: { ...(trade.give ?? {}) } }}
          submitLabel={t('trade.sendCounter')}
          submit={(give, get) => {
            setCountering(false);
            void ui.act({ type: 'counterTrade', give, get });
          }}
        />
      )}
    </div>
  );
}
