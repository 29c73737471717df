// My cards: one card per kind with its count; commodities (Cities & Knights) sit after the resources.
import type { View } from '../../engine/types';
import { KindIcon, KIND_COLORS } from '../icons';
import { COMMODITIES, RESOURCES } from '../vocabulary';
import { t } from '../i18n';
import { cardsCount, countText, kindName } from '../vocabulary';

export function Hand({ view, me }: { view: View; me: number }) {
  const hand: Record<string, number> | null = view.players?.[me]?.hand ?? null;
  if (!hand) return <div class="hand empty">{t('hand.spectating')}</div>;
  const kinds = [...RESOURCES, ...COMMODITIES.filter((k) => k in hand)];
  const total = kinds.reduce((s, k) => s + (hand[k] ?? 0), 0);
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
      </div>
    </section>
  );
}
