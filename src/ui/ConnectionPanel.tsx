// The lobby's Connection panel: the TURN relay this browser adds for networked games (remembered in
// localStorage, src/net/relaySettings.ts), the relay an invite link brought, and which PeerJS broker
// the page uses. The broker is looked up only when the panel opens (it may ask this page's server).
import { useState } from 'preact/hooks';
import { parseRelayUrl, relayFromQuery, saveRelay, savedRelay, type Relay } from '../net/relaySettings';
import { t } from './i18n';

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
    void Promise.all([import('../net/peerjsBroker'), import('./netWords')]).then(([{ chooseBroker }, { brokerWords }]) =>
      chooseBroker().then((c) => setBroker(brokerWords(c))),
    );
  };
  const save = (e: Event) => {
    e.preventDefault();
    const parsed = parseRelayUrl(url);
    if (!parsed) return setError(t('conn.badAddress'));
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
      <summary>{t(inUse ? 'conn.relayOn' : 'conn.title')}</summary>
      <p class="muted small">{t('conn.broker', { broker: broker ?? t('conn.lookingUp') })}</p>
      {linked && (
        <p class="small" role="status">
          {t('conn.linkedRelay', { url: linked.url })}
        </p>
      )}
      <p class="muted small">{t('conn.help')}</p>
      <form class="relay-form" onSubmit={save}>
        <label>
          {t('conn.relay')}{' '}
          <input
            value={url}
            placeholder="turn:relay.example.org:3478"
            aria-label={t('conn.relayAddress')}
            onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          {t('conn.user')}{' '}
          <input value={username} aria-label={t('conn.relayUser')} autoComplete="off" onInput={(e) => setUsername((e.target as HTMLInputElement).value)} />
        </label>
        <label>
          {t('conn.password')}{' '}
          <input
            type="password"
            value={credential}
            aria-label={t('conn.relayPassword')}
            autoComplete="off"
            onInput={(e) => setCredential((e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit">{t('conn.save')}</button>
        {saved && (
          <button type="button" class="link" onClick={remove}>
            {t('conn.remove')}
          </button>
        )}
      </form>
      {error && (
        <p class="error small" role="alert">
          {error}
        </p>
      )}
      {saved && !error && <p class="muted small">{t('conn.saved', { url: saved.url })}</p>}
    </details>
  );
}
