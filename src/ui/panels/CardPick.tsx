// Choosing cards by kind, one click a card: the discard on a 7 or to the Saboteur, the Wedding's gift
// (Discard.tsx) and the Master Merchant's take (FaceDown.tsx).
import { KindIcon } from '../icons';
import { t } from '../i18n';
import { cardTotal, kindName, KINDS, RESOURCES } from '../vocabulary';

type Cards = Record<string, number>;

/** Choose `count` cards among `cards`: a button per kind, and the pile chosen (a card in it goes back on a click). */
export function CardPick({
  cards,
  count,
  pick,
  setPick,
  oneLabel,
  backLabel,
}: {
  cards: Cards;
  count: number;
  pick: Cards;
  setPick: (p: Cards) => void;
  /** The words for a kind's button ({kind}, {n} left) and for a chosen card put back ({kind}). */
  oneLabel: 'fd.pickOne' | 'discard.one';
  backLabel: 'fd.putBack' | 'discard.keep';
}) {
  const kinds = KINDS.filter((k) => (cards[k] ?? 0) > 0 || (RESOURCES as readonly string[]).includes(k));
  const chosen = cardTotal(pick);
  return (
    <>
      <div class="kind-row">
        {kinds.map((k) => {
          const left = (cards[k] ?? 0) - (pick[k] ?? 0);
          return (
            <button
              key={k}
              class="kind-btn"
              disabled={left <= 0 || chosen >= count}
              onClick={() => setPick({ ...pick, [k]: (pick[k] ?? 0) + 1 })}
              aria-label={t(oneLabel, { kind: kindName(k), n: left })}
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
            <button key={k} class="kind-btn on" onClick={() => setPick({ ...pick, [k]: pick[k] - 1 })} aria-label={t(backLabel, { kind: kindName(k) })}>
              <KindIcon kind={k} size={26} />
              <span class="rate">{pick[k]}</span>
            </button>
          ) : null,
        )}
      </div>
    </>
  );
}
