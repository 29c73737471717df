// Development cards (base) or progress cards (Cities & Knights): what I hold, what each does, and a
// Play button wherever the engine lists a play as legal. Playing leads through the card's choices:
// board picks and choice boxes come from the legal actions; Alchemist has its own dice dialog.
import type { TableController } from '../controller';
import { cardName, PROGRESS_TEXT, TRACKS } from '../vocabulary';

const DEV_ORDER = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'];
const DEV_TEXT: Record<string, string> = {
  knight: 'Move the robber and rob a neighbour.',
  roadBuilding: 'Build 2 roads for free.',
  yearOfPlenty: 'Take any 2 resources from the bank.',
  monopoly: 'Every player gives you all of one resource.',
  victoryPoint: '1 hidden victory point.',
};

/** Which deck a progress card comes from, for its colour. */
const DECK_OF: Record<string, string> = {
  alchemist: 'science', crane: 'science', engineer: 'science', inventor: 'science', irrigation: 'science', medicine: 'science',
  mining: 'science', printer: 'science', roadBuilding: 'science', smith: 'science',
  bishop: 'politics', constitution: 'politics', deserter: 'politics', diplomat: 'politics', intrigue: 'politics', saboteur: 'politics',
  spy: 'politics', warlord: 'politics', wedding: 'politics',
  commercialHarbor: 'trade', masterMerchant: 'trade', merchant: 'trade', merchantFleet: 'trade', resourceMonopoly: 'trade', tradeMonopoly: 'trade',
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
      <section class="panel cards" aria-label="Progress cards">
        <h2>
          Progress cards <span class="muted">· {cards.length}/4</span>
          <span class="decks" title="Cards left in the trade, politics and science decks">
            {TRACKS.map((t) => (
              <b key={t.track} class={`deck-${t.track}`}>{decks[t.track] ?? '?'}</b>
            ))}
          </span>
        </h2>
        {cards.length === 0 && <p class="muted small">None yet. When the event die shows a city gate, cities whose improvement in that colour is high enough draw one.</p>}
        <ul>
          {cards.map((c, i) => {
            if (c === null) {
              return (
                <li key={`sealed${i}`} class="devcard progress sealed" title="Dealt face down: the other players' keys open it">
                  <span class="dname">Sealed card</span>
                  <span class="dtext">Its keys are on their way from the other players.</span>
                </li>
              );
            }
            const g = `playProgress:${c}`;
            const playable = groups.has(g);
            return (
              <li key={`${c}${i}`} class={`devcard progress deck-${deckOf(c)}`} title={PROGRESS_TEXT[c]}>
                <span class="dname">{cardName(c)}</span>
                <span class="dtext">{PROGRESS_TEXT[c]}</span>
                {playable && (
                  <button class="small primary" disabled={ui.busy.value} onClick={() => ui.play(c)} aria-label={`Play ${cardName(c)}`}>
                    Play
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
    <section class="panel cards" aria-label="Development cards">
      <h2>
        Development cards <span class="muted">· deck {view.developmentDeck ?? '?'}</span>
      </h2>
      {total === 0 && <p class="muted small">None yet. Buy one with wool, grain and ore.</p>}
      <ul>
        {DEV_ORDER.map((k) => {
          const n = (held[k] ?? 0) + (fresh[k] ?? 0);
          if (n === 0) return null;
          const g = `playDevelopment:${k}`;
          return (
            <li key={k} class={`devcard dev-${k}`} title={DEV_TEXT[k]}>
              <span class="dcount">{n}×</span>
              <span class="dname">{cardName(k)}</span>
              {(fresh[k] ?? 0) > 0 && <span class="tag">{fresh[k]} new</span>}
              {groups.has(g) ? (
                <button class="small primary" disabled={ui.busy.value} onClick={() => ui.start(g, cardName(k))}>
                  Play
                </button>
              ) : (
                <span class="dtext">{DEV_TEXT[k]}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
