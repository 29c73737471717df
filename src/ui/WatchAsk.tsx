// A spectator's first step on a watch link (`#watch=CODE`): say who is asking, so the host's list of
// requests names each watcher (without it every one of them was "Player").
import { useState } from 'preact/hooks';
import { NEEDS_NETWORK, online } from './online';

export function WatchAsk({ code, name, onAsk, onLeave }: { code: string; name: string; onAsk: (name: string) => void; onLeave: () => void }) {
  const [typed, setTyped] = useState(name);
  return (
    <div class="lobby">
      <div class="lobby-card">
        <h1>
          Hex<span>knights</span>
        </h1>
        <p class="tagline">
          Watch room <b>{code}</b>: the host sees your request by name and lets you in. You see the board and the log, never a hand.
        </p>
        {!online.value && <p class="notice">{NEEDS_NETWORK}</p>}
        <form
          class="join"
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) onAsk(typed.trim());
          }}
        >
          <input value={typed} maxLength={20} placeholder="Your name" aria-label="Your name" autoFocus onInput={(e) => setTyped((e.target as HTMLInputElement).value)} />
          <button type="submit" class="primary" disabled={!typed.trim() || !online.value}>
            Ask to watch
          </button>
        </form>
        <button class="link" onClick={onLeave}>Back to lobby</button>
      </div>
    </div>
  );
}
