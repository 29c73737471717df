// The card dialog for cards owed: a discard on a 7 or to the Saboteur, or the Wedding's gifts.
import { useState } from 'preact/hooks';
import type { TableController } from '../controller';
import { cardsCount, cardTotal } from '../vocabulary';
import { t } from '../i18n';
import { myCards } from './Hand';
import { CardPick } from './CardPick';
import { sealedHands } from '../faceDownForms';

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
  // a face-down gift waits for its turn and its hand's reseal, and for the cards to be read: say so meanwhile
  if (!type && p?.pending === 'giveCards' && owed > 0 && sealedHands(view, me)) {
    const title = t('fd.weddingTitle', { cards: cardsCount(owed), to: ui.name(view.currentPlayer) });
    return (
      <div class="modal discard face-down" role="dialog" aria-label={title}>
        <h3>{title}</h3>
        <p class="muted small">{t('fd.giftWaiting')}</p>
      </div>
    );
  }
  if (!type || owed <= 0) return null;
  const chosen = cardTotal(pick);
  const saboteur = p?.pending === 'discard';
  const cards = cardsCount(owed);
  // with sealed hands the Wedding's gift goes face down: only the giver and the card's player know the cards
  const faceDown = type === 'giveCards' && sealedHands(view, me);
  const title =
    type === 'giveCards'
      ? t(faceDown ? 'fd.weddingTitle' : 'discard.wedding', { cards, who: ui.name(view.currentPlayer), to: ui.name(view.currentPlayer) })
      : t(saboteur ? 'discard.saboteur' : view.ckba ? 'discard.seven' : 'discard.robber', { cards });
  return (
    <div class="modal discard" role="dialog" aria-label={title}>
      <h3>{title}</h3>
      <p class="muted small">{faceDown ? t('fd.weddingHelp', { cards, to: ui.name(view.currentPlayer) }) : t('discard.help')}</p>
      <CardPick cards={hand} count={owed} pick={pick} setPick={setPick} oneLabel="discard.one" backLabel="discard.keep" />
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
