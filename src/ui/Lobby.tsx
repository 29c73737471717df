// Before a game: who you are (name, colour), which rules, and how to play: host a room, join one by
// its code, or play against bots right here. Hosting and joining wait for the network layer.
import { useState } from 'preact/hooks';
import { PLAYER_COLORS, type PlayerColor } from './port';
import { PIECE_FILL, colorName } from './colors';
import type { SavedGame } from './saved/savedGames';

export interface LobbyChoice {
  name: string;
  color: PlayerColor;
  /** ckba: Barbarian Attack combined with Cities & Knights (3-4 players). */
  rules: 'ck' | 'base' | 'ckba';
  players: number;
  variants: Record<string, boolean>;
}

/** The Cities & Knights variants the engine plays (src/engine/game.ts OPTION_FLAGS), with what each changes. */
export const VARIANTS: [string, string, string][] = [
  ['easyStart', 'Easy start', 'No 7s and no event die in everyone\'s first two turns.'],
  ['knightErrant', 'Knight-errant', 'An active knight may chase the robber away before the dice are rolled.'],
  ['nastyBarbarians', 'Nasty barbarian defence', 'Before an attack, players choose which active knights defend.'],
  ['specialBuildingPhase', 'Special building phase', 'After each turn the other players may build in turn (always on the 5-6 board).'],
];

/** Only the variants this engine knows, and only those ticked (an old saved choice may hold others). */
export function chosenVariants(c: LobbyChoice): Record<string, boolean> {
  return Object.fromEntries(VARIANTS.filter(([k]) => c.variants[k]).map(([k]) => [k, true]));
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

export function Lobby({ onLocal, onHost, onJoin, onVerify, notice, joinCode, saved, onResume, onForget, ready = true }: LobbyProps) {
  const wait = ready ? undefined : 'Loading the rules engine…';
  const [c, setC] = useState<LobbyChoice>(load);
  const [code, setCode] = useState(joinCode ?? '');
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
        <fieldset class="field">
          <legend>Rules</legend>
          <div class="seg">
            <button class={c.rules === 'ck' ? 'on' : ''} aria-pressed={c.rules === 'ck'} onClick={() => set({ rules: 'ck' })}>Cities & Knights</button>
            <button class={c.rules === 'base' ? 'on' : ''} aria-pressed={c.rules === 'base'} onClick={() => set({ rules: 'base' })}>Base game</button>
            <button class={c.rules === 'ckba' ? 'on' : ''} aria-pressed={c.rules === 'ckba'} title="Barbarian Attack with Cities & Knights, 3-4 players" onClick={() => set({ rules: 'ckba', players: Math.min(c.players, 4) })}>Barbarian Attack</button>
          </div>
          <div class="seg">
            {[3, 4, 5, 6].map((n) => (
              <button key={n} class={c.players === n ? 'on' : ''} aria-pressed={c.players === n} disabled={c.rules === 'ckba' && n > 4} onClick={() => set({ players: n })}>
                {n} players
              </button>
            ))}
          </div>
          {c.rules === 'ck' && (
            <details class="variants">
              <summary>Variants</summary>
              {VARIANTS.map(([k, label, text]) => (
                <label key={k} class="check" title={text}>
                  <input type="checkbox" checked={!!c.variants[k]} onChange={(e) => set({ variants: { ...c.variants, [k]: (e.target as HTMLInputElement).checked } })} />
                  {label}
                  <small>{text}</small>
                </label>
              ))}
            </details>
          )}
        </fieldset>
        <div class="lobby-actions">
          {joinCode ? (
            <p class="notice">You were invited to room <b>{joinCode}</b>: pick your name and colour, then Join.</p>
          ) : null}
          <button class={`${joinCode ? '' : 'primary '}big`} disabled={!ready} title={wait} onClick={() => onLocal(c)}>Play vs bots locally</button>
          <button class="big" disabled={!onHost || !ready} onClick={() => onHost?.(c)} title={`Open a room for ${c.players} players and share its code`}>
            Host a game ({c.players} players)
          </button>
          <form
            class="join"
            onSubmit={(e) => {
              e.preventDefault();
              if (code.trim() && ready) onJoin?.(c, code.trim().toLowerCase());
            }}
          >
            <input value={code} placeholder="Room code" aria-label="Room code" autoFocus={!!joinCode} onInput={(e) => setCode((e.target as HTMLInputElement).value.toLowerCase())} />
            <button type="submit" class={joinCode ? 'primary' : ''} disabled={!onJoin || !code.trim() || !ready} title={wait}>Join</button>
          </form>
          <p class="muted small">A hosted game starts when every seat is taken, by friends or by bots the host adds; every browser checks every move. <button class="link" onClick={onVerify}>Verify a game log</button></p>
        </div>
      </div>
    </div>
  );
}
