// The lobby's Connection panel: the TURN relay this browser adds for networked games (remembered in
// localStorage, src/net/relaySettings.ts), the relay an invite link brought, and which PeerJS broker
// the page uses. The broker is looked up only when the panel opens (it may ask this page's server).
import { useState } from 'preact/hooks';
import { parseRelayUrl, relayFromQuery, saveRelay, savedRelay, type Relay } from '../net/relaySettings';

export function ConnectionPanel() {
  const linked = relayFromQuery(location.search);
  const [saved, setSaved] = useState<Relay | null>(() => savedRelay());
  const [url, setUrl] = useState(saved?.url ?? '');
  const [username, setUsername] = useState(saved?.username ?? '');
  const [credential, setCredential] = useState(saved?.credential ?? '');
  const [error, setError] = useState<string | null>(null);
  const [broker, setBroker] = useState<string | null>(null);

  const lookUpBroker = () => {
    if (broker) return;
    void import('../net/peerjsBroker').then(({ chooseBroker, describeBroker }) => chooseBroker().then((c) => setBroker(describeBroker(c))));
  };
  const save = (e: Event) => {
    e.preventDefault();
    const parsed = parseRelayUrl(url);
    if (!parsed) return setError('A relay address looks like turn:relay.example.org:3478 (or turns: for TLS).');
    const relay = { url: parsed, username: username.trim(), credential };
    saveRelay(relay);
    setSaved(relay);
    setUrl(parsed);
    setError(null);
  };
  const remove = () => {
    saveRelay(null);
    setSaved(null);
    setUrl('');
    setUsername('');
    setCredential('');
  };
  const inUse = linked ?? saved;
  return (
    <details class="variants connection" onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && lookUpBroker()}>
      <summary>Connection{inUse ? ' (relay on)' : ''}</summary>
      <p class="muted small">Broker: {broker ?? 'looking…'}</p>
      {linked && (
        <p class="small" role="status">
          This page's link brings the host's relay, {linked.url}: networked games from this page use it.
        </p>
      )}
      <p class="muted small">
        Friends on other networks (a phone, an office) may not reach each other directly. A relay (a TURN server) carries the game between
        you; invite links you share carry it to your guests.
      </p>
      <form class="relay-form" onSubmit={save}>
        <label>
          Relay <input value={url} placeholder="turn:relay.example.org:3478" aria-label="Relay address" onInput={(e) => setUrl((e.target as HTMLInputElement).value)} />
        </label>
        <label>
          User name <input value={username} aria-label="Relay user name" autoComplete="off" onInput={(e) => setUsername((e.target as HTMLInputElement).value)} />
        </label>
        <label>
          Password <input type="password" value={credential} aria-label="Relay password" autoComplete="off" onInput={(e) => setCredential((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">Save relay</button>
        {saved && (
          <button type="button" class="link" onClick={remove}>
            Remove
          </button>
        )}
      </form>
      {error && (
        <p class="error small" role="alert">
          {error}
        </p>
      )}
      {saved && !error && <p class="muted small">Saved in this browser: {saved.url}</p>}
    </details>
  );
}
