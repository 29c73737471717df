// Before a game: who you are (name, colour), which rules, and how to play: host a room, join one by
// its code, or play against bots right here. Hosting and joining wait for the network layer.
import { useState } from 'preact/hooks';
import { PLAYER_COLORS, type PlayerColor } from './port';
import { PIECE_FILL, colorName } from './colors';
import type { SavedGame } from './saved/savedGames';
import { LEVELS, type Level } from '../bots/levelNames';
import type { Engine } from '../engine/types';
import { LayoutPreview } from './LayoutPreview';
import { NEEDS_NETWORK, online } from './online';
import { botLevel, chosenVariantNames, layoutChoices, layoutOf, PLAYER_COUNTS, rulesFit, variantChoices, variantLabel, type SetupChoice } from './gameSetup';

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

function ago(t: number): string {
  const min = Math.round((Date.now() - t) / 60_000);
  return min < 1 ? 'just now' : min < 60 ? `${min} min ago` : min < 60 * 24 ? `${Math.round(min / 60)} h ago` : `${Math.round(min / 1440)} days ago`;
}

/** "Resume" for every unfinished game: a reload or a closed tab never loses one. */
function SavedList({ saved, onResume, onForget }: Pick<LobbyProps, 'saved' | 'onResume' | 'onForget'>) {
  if (!saved?.length) return null;
  return (
    <section class="saved-games" aria-label="Unfinished games">
      <h2 class="small">Unfinished games</h2>
      <ul>
        {saved.map((g) => (
          <li key={`${g.kind}:${g.id}`}>
            <span>
              <b>{g.title}</b>
              <small class="muted">
                {g.kind === 'room' ? ` room ${g.id}` : ''} · as {g.name} · {ago(g.updatedAt)}
              </small>
            </span>
            <button class="primary small" disabled={!onResume} onClick={() => onResume?.(g)}>Resume</button>
            <button class="link small" title="Remove it from this list (a networked game goes on without you)" onClick={() => onForget?.(g)}>Forget</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Lobby({ onLocal, onHost, onJoin, onVerify, notice, joinCode, saved, onResume, onForget, ready = true, engine }: LobbyProps) {
  const wait = ready ? undefined : 'Loading the rules engine…';
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
    <div class="lobby">
      <div class="lobby-card">
        <h1>
          Hex<span>knights</span>
        </h1>
        <p class="tagline">Catan and Cities & Knights with friends, in the browser, peer to peer.</p>
        {notice && <p class="notice">{notice}</p>}
        <SavedList saved={saved} onResume={ready ? onResume : undefined} onForget={onForget} />
        <label class="field">
          <span>Your name</span>
          <input value={c.name} maxLength={20} placeholder="You" onInput={(e) => set({ name: (e.target as HTMLInputElement).value })} />
        </label>
        <fieldset class="field">
          <legend>Colour</legend>
          <div class="swatches">
            {PLAYER_COLORS.map((col) => (
              <button key={col} class={`swatch${c.color === col ? ' on' : ''}`} style={{ background: PIECE_FILL[col] }} aria-label={colorName(col)} aria-pressed={c.color === col} onClick={() => set({ color: col })} />
            ))}
          </div>
        </fieldset>
        {!invited && (
        <fieldset class="field">
          <legend>Rules</legend>
          <div class="seg">
            <button class={c.rules === 'ck' ? 'on' : ''} aria-pressed={c.rules === 'ck'} onClick={() => set({ rules: 'ck' })}>Cities & Knights</button>
            <button class={c.rules === 'base' ? 'on' : ''} aria-pressed={c.rules === 'base'} onClick={() => set({ rules: 'base' })}>Base game</button>
            <button class={c.rules === 'ckba' ? 'on' : ''} aria-pressed={c.rules === 'ckba'} title="Barbarian Attack with Cities & Knights, 3-4 players" onClick={() => set({ rules: 'ckba', players: Math.max(3, Math.min(c.players, 4)) })}>Barbarian Attack</button>
          </div>
          <div class="seg" role="group" aria-label="Players">
            {PLAYER_COUNTS.map((n) => (
              <button key={n} class={c.players === n ? 'on' : ''} aria-label={`${n} players`} aria-pressed={c.players === n} disabled={!rulesFit(c.rules, n)} title={n === 2 ? 'Catan for Two: two neutral seats, trade tokens (base game)' : undefined} onClick={() => set({ players: n })}>
                {n}
              </button>
            ))}
            <span class="muted small">players</span>
          </div>
          {!rulesFit(c.rules, c.players) && <p class="notice small">{c.rules === 'ckba' ? 'Barbarian Attack is for 3 or 4 players' : 'Cities & Knights is for 3 to 6 players'}: choose a count, or the base game.</p>}
          <SetupDetails c={c} set={set} engine={engine} />
        </fieldset>
        )}
        <div class="lobby-actions" data-setup={`${c.players}:${layoutOf(c)}:${chosenVariantNames(c).join(',')}`}>
          {invited ? (
            <p class="notice">You were invited to room <b>{joinCode}</b>: pick your name and colour, then Join. The host's room has its own rules and seats.</p>
          ) : (
            <>
              <button class="primary big" disabled={!ready || !rulesFit(c.rules, c.players)} title={wait} onClick={() => onLocal(c)}>Play vs bots locally</button>
              <button class="big" disabled={!onHost || !ready || !online.value || !rulesFit(c.rules, c.players)} onClick={() => onHost?.(c)} title={`Open a room for ${c.players} players and share its code`}>
                Host a game ({c.players} players)
              </button>
            </>
          )}
          {!online.value && <p class="notice">{NEEDS_NETWORK}</p>}
          <form
            class="join"
            onSubmit={(e) => {
              e.preventDefault();
              if (code.trim() && ready) onJoin?.(c, code.trim().toLowerCase());
            }}
          >
            <input value={code} placeholder="Room code" aria-label="Room code" autoFocus={!!joinCode} onInput={(e) => setCode((e.target as HTMLInputElement).value.toLowerCase())} />
            <button type="submit" class={invited ? 'primary' : ''} disabled={!onJoin || !code.trim() || !ready || !online.value} title={wait}>Join</button>
          </form>
          {invited && <button class="link small" onClick={() => setInvited(false)}>Not this room: play or host a game of your own</button>}
          <p class="muted small">A hosted game starts when every seat is taken, by friends or by bots the host adds; every browser checks every move. <button class="link" onClick={onVerify}>Verify a game log</button></p>
        </div>
      </div>
    </div>
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
        <div class="seg" role="group" aria-label="Board">
          {layouts.map((l) => (
            <button key={l.name} class={layout === l.name ? 'on' : ''} aria-pressed={layout === l.name} data-layout={l.name} onClick={() => set({ layout: l.name })}>
              {l.name === 'standard' ? 'Standard' : l.title}
            </button>
          ))}
        </div>
      )}
      {engine && rulesFit(c.rules, c.players) && <LayoutPreview engine={engine} choice={c} />}
      {c.players === 2 && <p class="muted small">Catan for Two: two neutral seats grow with every road and settlement you build; trade tokens buy forced trades and robber moves.</p>}
      {variants.length > 0 && (
        <details class="variants">
          <summary>Variants{chosenVariantNames(c).length ? ` (${chosenVariantNames(c).length})` : ''}</summary>
          {variants.map((v) => (
            <label key={v.name} class="check" title={v.help}>
              <input type="checkbox" name={v.name} checked={!!c.variants[v.name]} onChange={(e) => set({ variants: { ...c.variants, [v.name]: (e.target as HTMLInputElement).checked } })} />
              {variantLabel(v.name)}
              <small>{v.help}</small>
            </label>
          ))}
        </details>
      )}
      <details class="variants bot-levels">
        <summary>Bots: {Array.from({ length: bots }, (_, i) => botLevel(c, i)).join(', ')}</summary>
        <p class="muted small">Local games, and the bots a host adds, play at these levels (seat order after yours). Normal and hard search ahead in a worker.</p>
        {Array.from({ length: bots }, (_, i) => (
          <label key={i} class="check">
            Bot {i + 1}{' '}
            <select
              aria-label={`Bot ${i + 1} level`}
              value={botLevel(c, i)}
              onChange={(e) => {
                const levels = Array.from({ length: Math.max(bots, c.botLevels?.length ?? 0) }, (_, j) => botLevel(c, j));
                levels[i] = (e.target as HTMLSelectElement).value as Level;
                set({ botLevels: levels });
              }}
            >
              {LEVELS.map((l) => (
                <option key={l} value={l}>{l}</option>
              ))}
            </select>
          </label>
        ))}
      </details>
    </>
  );
}
