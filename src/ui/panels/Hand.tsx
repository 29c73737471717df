// My cards: one card per kind with its count; commodities (Cities & Knights) sit after the resources.
// With sealed hands my sealed cards count as their kinds once my replica has read them (sealedKnown).
import type { View } from '../../engine/types';
import { KindIcon, KIND_COLORS } from '../icons';
import { COMMODITIES, RESOURCES } from '../vocabulary';
import { t } from '../i18n';
import { cardsCount, countText, kindName } from '../vocabulary';

/** My cards by kind: the public ones and the sealed ones my replica has read (sealed hands). */
export function myCards(mine: { hand?: Record<string, number>; sealedKnown?: Record<string, number> } | undefined): Record<string, number> {
  const sealedKnown = mine?.sealedKnown ?? {};
  return Object.fromEntries(Object.entries(mine?.hand ?? {}).map(([k, n]) => [k, n + (sealedKnown[k] ?? 0)]));
}

export function Hand({ view, me }: { view: View; me: number }) {
  const mine = view.players?.[me];
  if (!mine?.hand) return <div class="hand empty">{t('hand.spectating')}</div>;
  const sealedKnown: Record<string, number> = mine.sealedKnown ?? {};
  const hand = myCards(mine);
  const kinds = [...RESOURCES, ...COMMODITIES.filter((k) => k in hand)];
  const unread = (mine.sealedCards ?? 0) - Object.values(sealedKnown).reduce((s, n) => s + n, 0);
  const total = kinds.reduce((s, k) => s + (hand[k] ?? 0), 0) + unread;
  return (
    <section class="hand" aria-label={t('hand.label', { cards: cardsCount(total) })}>
      {kinds.map((k) => (
        <div key={k} class={`card${(hand[k] ?? 0) === 0 ? ' none' : ''}`} style={{ '--kc': KIND_COLORS[k] }} title={countText(k, hand[k] ?? 0)}>
          <KindIcon kind={k} size={30} />
          <span class="count">{hand[k] ?? 0}</span>
          <span class="kname">{kindName(k)}</span>
        </div>
      ))}
      <div class="hand-total" title={t('players.cardsInHand')}>
        {total}
        <small>{t('hand.cards')}</small>
        {unread > 0 && <small>{t('hand.unread', { n: unread })}</small>}
      </div>
    </section>
  );
}
