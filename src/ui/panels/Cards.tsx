// Development cards (base) or progress cards (Cities & Knights): what I hold, what is new this turn,
// and a Play button wherever the engine lists a play as legal.
import type { TableController } from '../controller';
import { cardName } from '../words';

const DEV_ORDER = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'];
const DEV_TEXT: Record<string, string> = {
  knight: 'Move the robber and rob a neighbour.',
  roadBuilding: 'Build 2 roads for free.',
  yearOfPlenty: 'Take any 2 resources from the bank.',
  monopoly: 'Every player gives you all of one resource.',
  victoryPoint: '1 hidden victory point.',
};

export function Cards({ ui }: { ui: TableController }) {
  const view = ui.port.view.value;
  const me = ui.port.me;
  const p = view.players?.[me];
  if (!p) return null;
  const groups = ui.groups.value;
  if (Array.isArray(p.progress)) {
    const cards = p.progress as string[];
    return (
      <section class="panel cards" aria-label="Progress cards">
        <h2>Progress cards</h2>
        {cards.length === 0 && <p class="muted small">None yet: they come with the event die.</p>}
        <ul>
          {cards.map((c, i) => {
            const g = `playProgress:${c}`;
            return (
              <li key={`${c}${i}`} class="devcard">
                <span class="dname">{cardName(c)}</span>
                {groups.has(g) && <button class="small primary" onClick={() => ui.start(g, cardName(c))}>Play</button>}
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
