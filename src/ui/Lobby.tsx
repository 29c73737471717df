// Before a game: who you are (name, colour), which rules, and how to play: host a room, join one by
// its code, or play against bots right here. Hosting and joining wait for the network layer.
import { useState } from 'preact/hooks';
import { PLAYER_COLORS, type PlayerColor } from './port';
import { PIECE_FILL, colorName } from './colors';
import type { SavedGame } from './saved/savedGames';
import { LEVELS, type Level } from '../bots/levelNames';
import type { Engine } from '../engine/types';
import { LayoutPreview } from './LayoutPreview';
import { ConnectionPanel } from './ConnectionPanel';
import { NEEDS_NETWORK, online } from './online';
import {
  botLevel,
  chosenVariantNames,
  layoutChoices,
  layoutOf,
  PLAYER_COUNTS,
  rulesFit,
  TURN_LIMITS,
  turnLimitOf,
  variantChoices,
  variantHelp,
  variantLabel,
  type SetupChoice,
} from './gameSetup';
import { language, LANGUAGES, pieces, setLanguage, t } from './i18n';
import { modeName } from './vocabulary';
import { LobbyCard } from './LobbyCard';

export interface LobbyChoice extends SetupChoice {
  name: string;
  color: PlayerColor;
}

const KEY = 'hexknights.lobby';

function load(): LobbyChoice {
  const fallback: LobbyChoice = { name: '', color: 'red', rules: 'ck', players: 4, variants: {} };
  try {
    return { ...fallback, ...JSON.parse(localStorage.getItem(KEY) ?? '{}') };
  } catch {
    return fallback;
  }
}

export interface LobbyProps {
  onLocal: (c: LobbyChoice) => void;
  onHost?: (c: LobbyChoice) => void;
  onJoin?: (c: LobbyChoice, code: string) => void;
  onVerify?: () => void;
  notice?: string | null;
  /** From a join link (#join=CODE). */
  joinCode?: string;
  /** Unfinished games this browser can reopen, newest first. */
  saved?: SavedGame[];
  onResume?: (g: SavedGame) => void;
  onForget?: (g: SavedGame) => void;
  /** False while the rules engine still loads: the buttons that start a game wait for it. */
  ready?: boolean;
  /** The loaded engine, for the board preview (none while it loads). */
  engine?: Engine | null;
}

function ago(at: number): string {
  const min = Math.round((Date.now() - at) / 60_000);
  return min < 1
    ? t('lobby.justNow')
    : min < 60
      ? t('lobby.minAgo', { n: min })
      : min < 60 * 24
        ? t('lobby.hAgo', { n: Math.round(min / 60) })
        : t('lobby.daysAgo', { n: Math.round(min / 1440) });
}

/** The longest name a seat takes (the join line's limit); the lobby says so when a name reaches it. */
const NAME_MAX = 20;

/** A saved game's name in the list: its board when that has one (Islands of Catan, Catan for Two), else its rules. */
function savedGameName(game: NonNullable<SavedGame['game']>): string {
  if (game.players === 2 && game.mode === 'base') return t('layout.two');
  return game.layout && game.layout !== 'standard' && isLayout(game.layout) ? t(`layout.${game.layout}`) : modeName(game.mode);
}
const isLayout = (name: string): name is 'islands' | 'bigIslands' | 'bigIsland' | 'peanut' => ['islands', 'bigIslands', 'bigIsland', 'peanut'].includes(name);

/** "Resume" for every unfinished game: a reload or a closed tab never loses one. */
function SavedList({ saved, onResume, onForget }: Pick<LobbyProps, 'saved' | 'onResume' | 'onForget'>) {
  if (!saved?.length) return null;
  return (
    <section class="saved-games" aria-label={t('lobby.unfinished')}>
      <h2 class="small">{t('lobby.unfinished')}</h2>
      <ul>
        {saved.map((g) => (
          <li key={`${g.kind}:${g.id}`}>
            <span>
              <b>{g.game ? t(g.kind === 'local' ? 'lobby.gameLocal' : 'lobby.gameOnline', { mode: savedGameName(g.game), n: g.game.players }) : g.title}</b>
              <small class="muted">
                {' '}
                {[g.kind === 'room' ? t('lobby.roomId', { id: g.id }) : null, t('lobby.as', { name: g.name }), ago(g.updatedAt)].filter(Boolean).join(' · ')}
              </small>
            </span>
            <button class="primary small" disabled={!onResume} onClick={() => onResume?.(g)}>
              {t('lobby.resume')}
            </button>
            <button class="link small" title={t('lobby.forgetTitle')} onClick={() => onForget?.(g)}>
              {t('lobby.forget')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Lobby({ onLocal, onHost, onJoin, onVerify, notice, joinCode, saved, onResume, onForget, ready = true, engine }: LobbyProps) {
  const wait = ready ? undefined : t('lobby.loading');
  const [c, setC] = useState<LobbyChoice>(load);
  const [code, setCode] = useState(joinCode ?? '');
  // a join link's page asks only what a guest chooses (name, colour): the host's room has its rules
  const [invited, setInvited] = useState(!!joinCode);
  const set = (patch: Partial<LobbyChoice>) => {
    const next = { ...c, ...patch };
    setC(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      /* private mode: nothing to remember */
    }
  };
  return (
    <LobbyCard>
      <p class="tagline">{t('lobby.tagline')}</p>
      <LanguageSwitch />
      {notice && <p class="notice">{notice}</p>}
      <SavedList saved={saved} onResume={ready ? onResume : undefined} onForget={onForget} />
      <label class="field">
        <span>{t('lobby.name')}</span>
        <input value={c.name} maxLength={NAME_MAX} placeholder={t('words.you')} onInput={(e) => set({ name: (e.target as HTMLInputElement).value })} />
        {c.name.length >= NAME_MAX && (
          <small class="muted name-max" role="status">
            {t('lobby.nameMax', { n: NAME_MAX })}
          </small>
        )}
      </label>
      <fieldset class="field">
        <legend>{t('lobby.colour')}</legend>
        <div class="swatches">
          {PLAYER_COLORS.map((col) => (
            <button
              key={col}
              class={`swatch${c.color === col ? ' on' : ''}`}
              style={{ background: PIECE_FILL[col] }}
              aria-label={colorName(col)}
              aria-pressed={c.color === col}
              onClick={() => set({ color: col })}
            />
          ))}
        </div>
      </fieldset>
      {!invited && (
        <fieldset class="field">
          <legend>{t('lobby.rules')}</legend>
          <div class="seg">
            <button class={c.rules === 'ck' ? 'on' : ''} aria-pressed={c.rules === 'ck'} onClick={() => set({ rules: 'ck' })}>
              {t('lobby.ck')}
            </button>
            <button class={c.rules === 'base' ? 'on' : ''} aria-pressed={c.rules === 'base'} onClick={() => set({ rules: 'base' })}>
              {t('lobby.base')}
            </button>
            <button
              class={c.rules === 'ckba' ? 'on' : ''}
              aria-pressed={c.rules === 'ckba'}
              title={t('lobby.ckbaTitle')}
              onClick={() => set({ rules: 'ckba', players: Math.max(3, Math.min(c.players, 4)) })}
            >
              {t('lobby.ckba')}
            </button>
          </div>
          <div class="seg" role="group" aria-label={t('lobby.playersGroup')}>
            {PLAYER_COUNTS.map((n) => (
              <button
                key={n}
                class={c.players === n ? 'on' : ''}
                aria-label={t('lobby.nPlayers', { n })}
                aria-pressed={c.players === n}
                disabled={!rulesFit(c.rules, n)}
                title={n === 2 ? t('lobby.twoTitle') : undefined}
                onClick={() => set({ players: n })}
              >
                {n}
              </button>
            ))}
            <span class="muted small">{t('lobby.players')}</span>
          </div>
          {!rulesFit(c.rules, c.players) && <p class="notice small">{t(c.rules === 'ckba' ? 'lobby.ckbaCount' : 'lobby.ckCount')}</p>}
          <SetupDetails c={c} set={set} engine={engine} />
        </fieldset>
      )}
      <div class="lobby-actions" data-setup={`${c.players}:${layoutOf(c)}:${chosenVariantNames(c).join(',')}`}>
        {invited ? (
          <p class="notice">{pieces('lobby.invitedRoom', ['code']).map((p) => (typeof p === 'number' ? <b>{joinCode}</b> : p))}</p>
        ) : (
          <>
            <button class="primary big" disabled={!ready || !rulesFit(c.rules, c.players)} title={wait} onClick={() => onLocal(c)}>
              {t('lobby.local')}
            </button>
            <button
              class="big"
              disabled={!onHost || !ready || !online.value || !rulesFit(c.rules, c.players)}
              onClick={() => onHost?.(c)}
              title={t('lobby.hostTitle', { n: c.players })}
            >
              {t('lobby.host', { n: c.players })}
            </button>
          </>
        )}
        {!online.value && <p class="notice">{NEEDS_NETWORK()}</p>}
        <form
          class="join"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim() && ready) onJoin?.(c, code.trim().toLowerCase());
          }}
        >
          <input
            value={code}
            placeholder={t('lobby.roomCode')}
            aria-label={t('lobby.roomCode')}
            autoFocus={!!joinCode}
            onInput={(e) => setCode((e.target as HTMLInputElement).value.toLowerCase())}
          />
          <button type="submit" class={invited ? 'primary' : ''} disabled={!onJoin || !code.trim() || !ready || !online.value} title={wait}>
            {t('lobby.join')}
          </button>
        </form>
        {invited && (
          <button class="link small" onClick={() => setInvited(false)}>
            {t('lobby.notThisRoom')}
          </button>
        )}
        <p class="muted small">
          {t('lobby.hostedHelp')}{' '}
          <button class="link" onClick={onVerify}>
            {t('lobby.verify')}
          </button>
        </p>
        <ConnectionPanel />
      </div>
    </LobbyCard>
  );
}

/** Board, variants and bot levels for the chosen rules and player count; only what fits is offered. */
function SetupDetails({ c, set, engine }: { c: LobbyChoice; set: (patch: Partial<LobbyChoice>) => void; engine?: Engine | null }) {
  const layouts = layoutChoices(c);
  const layout = layoutOf(c);
  const variants = variantChoices(c);
  const bots = Math.max(0, c.players - 1);
  return (
    <>
      {layouts.length > 1 && (
        <div class="seg" role="group" aria-label={t('lobby.board')}>
          {layouts.map((l) => (
            <button
              key={l.name}
              class={layout === l.name ? 'on' : ''}
              aria-pressed={layout === l.name}
              data-layout={l.name}
              onClick={() => set({ layout: l.name })}
            >
              {l.name === 'standard' ? t('lobby.standard') : t(`layout.${l.name}`)}
            </button>
          ))}
        </div>
      )}
      {engine && rulesFit(c.rules, c.players) && <LayoutPreview engine={engine} choice={c} />}
      {c.players === 2 && <p class="muted small">{t('lobby.twoHelp')}</p>}
      {variants.length > 0 && (
        <details class="variants">
          <summary>{chosenVariantNames(c).length ? t('lobby.variantsN', { n: chosenVariantNames(c).length }) : t('lobby.variants')}</summary>
          {variants.map((v) => (
            <label key={v.name} class="check" title={variantHelp(v)}>
              <input
                type="checkbox"
                name={v.name}
                checked={!!c.variants[v.name]}
                onChange={(e) => set({ variants: { ...c.variants, [v.name]: (e.target as HTMLInputElement).checked } })}
              />
              {variantLabel(v.name)}
              <small>{variantHelp(v)}</small>
            </label>
          ))}
        </details>
      )}
      <div class="seg turn-limit" role="group" aria-label={t('lobby.turnLimit')}>
        {TURN_LIMITS.map((sec) => (
          <button key={sec} class={turnLimitOf(c) === sec ? 'on' : ''} aria-pressed={turnLimitOf(c) === sec} onClick={() => set({ turnLimit: sec })}>
            {sec ? t('lobby.limitMin', { n: sec / 60 }) : t('lobby.limitOff')}
          </button>
        ))}
        <span class="muted small">{t('lobby.turnLimit')}</span>
      </div>
      <details class="variants bot-levels">
        <summary>{t('lobby.bots', { levels: Array.from({ length: bots }, (_, i) => t(`level.${botLevel(c, i)}`)).join(', ') })}</summary>
        <p class="muted small">{t('lobby.botsHelp')}</p>
        {Array.from({ length: bots }, (_, i) => (
          <label key={i} class="check">
            {t('lobby.bot', { n: i + 1 })}{' '}
            <select
              aria-label={t('lobby.botLevel', { n: i + 1 })}
              value={botLevel(c, i)}
              onChange={(e) => {
                const levels = Array.from({ length: Math.max(bots, c.botLevels?.length ?? 0) }, (_, j) => botLevel(c, j));
                levels[i] = (e.target as HTMLSelectElement).value as Level;
                set({ botLevels: levels });
              }}
            >
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`level.${l}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </details>
    </>
  );
}

/** English or Deutsch: the page's language, remembered for the next visit (i18n/index.ts). */
function LanguageSwitch() {
  return (
    <div class="seg lang" role="group" aria-label={t('lobby.language')}>
      {LANGUAGES.map((l) => (
        <button
          key={l.id}
          lang={l.id}
          class={language.value === l.id ? 'on' : ''}
          aria-pressed={language.value === l.id}
          onClick={() => void setLanguage(l.id, true)}
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}
