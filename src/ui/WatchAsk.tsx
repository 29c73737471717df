// A spectator's first step on a watch link (`#watch=CODE`): say who is asking, so the host's list of
// requests names each watcher (without it every one of them was "Player").
import { useState } from 'preact/hooks';
import { pieces, t } from './i18n';
import { NEEDS_NETWORK, online } from './online';
import { LobbyCard } from './LobbyCard';

export function WatchAsk({ code, name, onAsk, onLeave }: { code: string; name: string; onAsk: (name: string) => void; onLeave: () => void }) {
  const [typed, setTyped] = useState(name);
  return (
    <LobbyCard>
      <p class="tagline">{pieces('watch.ask', ['code']).map((p) => (typeof p === 'number' ? <b>{code}</b> : p))}</p>
      {!online.value && <p class="notice">{NEEDS_NETWORK()}</p>}
      <form
        class="join"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) onAsk(typed.trim());
        }}
      >
        <input
          value={typed}
          maxLength={20}
          placeholder={t('watch.name')}
          aria-label={t('watch.name')}
          autoFocus
          onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="primary" disabled={!typed.trim() || !online.value}>
          {t('watch.button')}
        </button>
      </form>
      <button class="link" onClick={onLeave}>
        {t('net.back')}
      </button>
    </LobbyCard>
  );
}
