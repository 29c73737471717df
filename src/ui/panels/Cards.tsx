// Development cards (base) or progress cards (Cities & Knights): what I hold, what each does, and a
// Play button wherever the engine lists a play as legal. Playing leads through the card's choices:
// board picks and choice boxes come from the legal actions; Alchemist has its own dice dialog.
import type { TableController } from '../controller';
import { cardName, progressText, TRACKS } from '../vocabulary';
import { isKey, t, type Key } from '../i18n';

const DEV_ORDER = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'];
const devText = (card: string): string => (isKey(`dev.${card}`) ? t(`dev.${card}` as Key) : '');

/** Which deck a progress card comes from, for its colour. */
const DECK_OF: Record<string, string> = {
  alchemist: 'science',
  crane: 'science',
  engineer: 'science',
  inventor: 'science',
  irrigation: 'science',
  medicine: 'science',
  mining: 'science',
  printer: 'science',
  roadBuilding: 'science',
  smith: 'science',
  bishop: 'politics',
  constitution: 'politics',
  deserter: 'politics',
  diplomat: 'politics',
  intrigue: 'politics',
  saboteur: 'politics',
  spy: 'politics',
  warlord: 'politics',
  wedding: 'politics',
  commercialHarbor: 'trade',
  masterMerchant: 'trade',
  merchant: 'trade',
  merchantFleet: 'trade',
  resourceMonopoly: 'trade',
  tradeMonopoly: 'trade',
};

export function deckOf(card: string): string {
  return DECK_OF[card] ?? 'trade';
}

export function Cards({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const p = view.players?.[me];
  if (!p) return null;
  const groups = ui.groups.value;
  if (String(view.mode).startsWith('ck') && Array.isArray(p.progressCards)) {
    // A sealed card whose keys have not all arrived yet shows as null.
    const cards = p.progressCards as (string | null)[];
    const decks = view.decks ?? {};
    return (
      <section class="panel cards" aria-label={t('cards.progress')}>
        <h2>
          {t('cards.progress')} <span class="muted">· {cards.length}/4</span>
          <span class="decks" title={t('cards.decksLeft')}>
            {TRACKS.map((t) => (
              <b key={t.track} class={`deck-${t.track}`}>
                {decks[t.track] ?? '?'}
              </b>
            ))}
          </span>
        </h2>
        {cards.length === 0 && <p class="muted small">{t('cards.noneProgress')}</p>}
        <ul>
          {cards.map((c, i) => {
            if (c === null) {
              return (
                <li key={`sealed${i}`} class="devcard progress sealed" title={t('cards.sealedTitle')}>
                  <span class="dname">{t('cards.sealed')}</span>
                  <span class="dtext">{t('cards.sealedText')}</span>
                </li>
              );
            }
            const g = `playProgress:${c}`;
            const playable = groups.has(g);
            return (
              <li key={`${c}${i}`} class={`devcard progress deck-${deckOf(c)}`} title={progressText(c)}>
                <span class="dname">{cardName(c)}</span>
                <span class="dtext">{progressText(c)}</span>
                {playable && (
                  <button class="small primary" disabled={ui.busy.value} onClick={() => ui.play(c)} aria-label={t('cards.playCard', { card: cardName(c) })}>
                    {t('cards.play')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
  const held = (p.developmentCards ?? {}) as Record<string, number>;
  const fresh = (p.developmentCardsNew ?? {}) as Record<string, number>;
  const total = DEV_ORDER.reduce((s, k) => s + (held[k] ?? 0) + (fresh[k] ?? 0), 0);
  return (
    <section class="panel cards" aria-label={t('cards.development')}>
      <h2>
        {t('cards.development')} <span class="muted">· {t('cards.deck', { n: view.developmentDeck ?? '?' })}</span>
      </h2>
      {total === 0 && <p class="muted small">{t('cards.noneDev')}</p>}
      <ul>
        {DEV_ORDER.map((k) => {
          const n = (held[k] ?? 0) + (fresh[k] ?? 0);
          if (n === 0) return null;
          const g = `playDevelopment:${k}`;
          return (
            <li key={k} class={`devcard dev-${k}`} title={devText(k)}>
              <span class="dcount">{n}×</span>
              <span class="dname">{cardName(k)}</span>
              {(fresh[k] ?? 0) > 0 && <span class="tag">{t('cards.new', { n: fresh[k] })}</span>}
              {groups.has(g) ? (
                <button class="small primary" disabled={ui.busy.value} onClick={() => ui.start(g, cardName(k))}>
                  {t('cards.play')}
                </button>
              ) : (
                <span class="dtext">{devText(k)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
