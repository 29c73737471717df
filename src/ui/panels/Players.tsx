// Everyone at the table: colour, name, victory points, cards in hand, development or progress cards,
// knights played, and the Longest Road / Largest Army badges. Cities & Knights fields (improvements,
// defender of Catan) show when the view has them.
import type { View } from '../../engine/types';
import { NAME_INK, PIECE_FILL } from '../colors';
import type { SeatInfo } from '../port';
import { ckbaKnightsOf, ckbaPlayerText } from '../ckbaWords';
import { stalemateText } from '../stalemateWords';
import { isKey, t } from '../i18n';
import { cardsCount, cardsText, deckName } from '../vocabulary';

/** Tiny glyphs for the stat line: a hand of cards, a development card, a knight's shield, a road. */
function Stat({ kind }: { kind: 'cards' | 'dev' | 'knight' | 'road' }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" class="stat-ico">
      {kind === 'cards' && (
        <>
          <rect x="1" y="2.5" width="7" height="10" rx="1.5" fill="#8fa3b8" transform="rotate(-12 4.5 7.5)" />
          <rect x="5" y="1.5" width="7" height="10" rx="1.5" fill="#e9eef4" stroke="#1a2736" stroke-width="0.8" />
        </>
      )}
      {kind === 'dev' && <rect x="3" y="1" width="8" height="12" rx="1.5" fill="#a98be0" stroke="#2b1f47" stroke-width="0.8" />}
      {kind === 'knight' && <path d="M2 2 H12 V7 Q12 11 7 13 Q2 11 2 7 Z" fill="#d6dde6" stroke="#1a2736" stroke-width="0.8" />}
      {kind === 'road' && <rect x="0.5" y="5" width="13" height="4" rx="1.5" fill="#c9a679" stroke="#1a2736" stroke-width="0.8" />}
    </svg>
  );
}

/** What a player owes, as a badge ("discarding"); the engine's name where it has no words. */
function pendingWords(pending: string): string {
  const key = `busy.${pending}`;
  return isKey(key) ? t(key) : pending;
}

export function Players({ view, seats, me }: { view: View; seats: SeatInfo[]; me: number }) {
  const players: any[] = view.players ?? [];
  const ck = String(view.mode).startsWith('ck');
  const awaiting: number[] = view.awaiting ?? [];
  const stalemate = stalemateText(view);
  return (
    <section class="panel players" aria-label={t('players.title')}>
      {players.map((p, seat) => {
        const s = seats[seat];
        const color = s?.color ?? 'white';
        const current = view.currentPlayer === seat && view.winner == null;
        const waiting = awaiting.includes(seat);
        const devs = ck ? (p.progressCount ?? 0) : (p.developmentCount ?? 0);
        // Catan for Two's neutral seats own pieces and may hold Longest Road, but never act or score
        if (p.neutral) return <NeutralSeat key={seat} p={p} name={s?.name ?? t('words.neutral', { n: seat - 1 })} color={color} />;
        const tokens = (view.twoPlayer as { tokens?: number[] } | null)?.tokens?.[seat];
        // in ckba the knights stand on paths and are listed in view.ckba, not per player
        const knights: { level: number; active: boolean }[] = view.ckba ? ckbaKnightsOf(view, seat) : (p.knights ?? []);
        const strength: number = view.ckba ? knights.filter((k) => k.active).reduce((n, k) => n + k.level, 0) : (p.knightStrength ?? 0);
        return (
          <div key={seat} class={`player${current ? ' current' : ''}${seat === me ? ' me' : ''}`} style={{ '--pc': PIECE_FILL[color] }}>
            <div class="chip" aria-hidden="true" />
            <div class="who">
              <div class="pname" style={{ color: NAME_INK[color] }}>
                <span class="pn" title={s?.name}>
                  {s?.name ?? t('win.seat', { n: seat + 1 })}
                </span>
                {seat === me && <span class="tag">{t('players.you')}</span>}
                {s?.kind === 'bot' && (
                  <span class="tag">{s.level && s.level !== 'easy' ? t('players.botLevel', { level: t(`level.${s.level}`) }) : t('players.bot')}</span>
                )}
                {s?.connected === false && <span class="tag warn">{t('players.away')}</span>}
                {waiting && view.winner == null && <span class="dot-wait" title={t('players.waitsFor')} />}
              </div>
              <div class="stats">
                <span title={t('players.cardsInHand')}>
                  <Stat kind="cards" />
                  {p.cardCount ?? 0}
                </span>
                <span title={t(ck ? 'players.progress' : 'players.development')}>
                  <Stat kind="dev" />
                  {devs}
                </span>
                {!ck && (
                  <span title={t('players.knightsPlayed')}>
                    <Stat kind="knight" />
                    {p.knightsPlayed ?? 0}
                  </span>
                )}
                {ck && (
                  <span title={t('players.knights', { n: knights.length, strength })}>
                    <Stat kind="knight" />
                    {strength}/{knights.reduce((n: number, k: { level: number }) => n + k.level, 0)}
                  </span>
                )}
                {view.ckba && (
                  <span class="ckba-stat" title={t('players.ckba')}>
                    {ckbaPlayerText(view, seat)}
                  </span>
                )}
                <span title={t('players.road')}>
                  <Stat kind="road" />
                  {p.roadLength ?? 0}
                </span>
                {tokens != null && (
                  <span class="tokens" title={t('players.tokens')}>
                    ◈{tokens}
                  </span>
                )}
                {ck && p.improvements && (
                  <span class="impr" title={t('players.improvements')}>
                    <b class="t">{p.improvements.trade}</b>
                    <b class="p">{p.improvements.politics}</b>
                    <b class="s">{p.improvements.science}</b>
                  </span>
                )}
              </div>
              <div class="badges">
                {(p.sealedCards ?? 0) > 0 && seat !== me && (
                  <span class="badge" title={t('players.sealedHelp')}>
                    {p.hand
                      ? t('players.handKnown', { cards: cardsCount(p.cardCount ?? 0), known: cardsText(p.hand) })
                      : // a seat's view leaves the others' hands out (handsUp shows them): their count, and how many are sealed
                        t('players.handSealed', { cards: cardsCount(p.cardCount ?? 0), sealed: p.sealedCards })}
                  </span>
                )}
                {p.longestRoad && <span class="badge">{t('award.longestRoad')}</span>}
                {p.largestArmy && <span class="badge">{t('award.largestArmy')}</span>}
                {(p.defender ?? 0) > 0 && <span class="badge">{t('players.defender', { n: p.defender })}</span>}
                {((p.cities ?? []) as { metropolis: string | null }[])
                  .filter((c) => c.metropolis)
                  .map((c) => (
                    <span key={c.metropolis} class={`badge metro-${c.metropolis}`}>
                      ★ {t('players.metropolis', { track: deckName(String(c.metropolis)) })}
                    </span>
                  ))}
                {((p.cities ?? []) as { damaged: boolean }[]).some((c) => c.damaged) && <span class="badge warn">{t('players.pillaged')}</span>}
                {p.pending && p.pending !== 'none' && <span class="badge warn">{pendingWords(p.pending)}</span>}
                {(p.discardOwed ?? 0) > 0 && <span class="badge warn">{t('players.discards', { n: p.discardOwed })}</span>}
              </div>
            </div>
            <div class="vp" title={t('players.vpTitle')}>
              <b>{p.vp}</b>
              <small>{t('players.vp')}</small>
            </div>
          </div>
        );
      })}
      {view.twoPlayer && <p class="tokens-help muted small">{t('players.tokensHelp')}</p>}
      {stalemate && (
        <p class="stalemate muted small" title={stalemate.help}>
          {stalemate.text}
          <span class="why">{stalemate.short}</span>
        </p>
      )}
    </section>
  );
}

/** A neutral seat of Catan for Two: its colour, pieces and road; no hand, no points, no turn. */
function NeutralSeat({ p, name, color }: { p: any; name: string; color: SeatInfo['color'] }) {
  return (
    <div class="player neutral" style={{ '--pc': PIECE_FILL[color] }}>
      <div class="chip" aria-hidden="true" />
      <div class="who">
        <div class="pname" style={{ color: NAME_INK[color] }}>
          {name}
          <span class="tag">{t('players.neutral')}</span>
        </div>
        <div class="stats">
          <span title={t('players.settlementsTitle')}>{t('win.settlements', { n: (p.settlements ?? []).length })}</span>
          <span title={t('players.road')}>
            <Stat kind="road" />
            {p.roadLength ?? 0}
          </span>
        </div>
        <div class="badges">{p.longestRoad && <span class="badge">{t('award.longestRoad')}</span>}</div>
      </div>
    </div>
  );
}
