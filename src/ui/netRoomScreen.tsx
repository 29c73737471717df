// The networked room's screen, fetched when it opens: a first game against bots needs none of its code
// (the replica, the room's protocol, the hosted lobby, the room's bots), as it needs no PeerJS. The
// service worker keeps it with the rest of the site, so it opens offline too.
import type { ComponentProps } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n';

type Screen = typeof import('./NetRoom');
let loaded: Screen | null = null;

export function NetRoom(props: ComponentProps<Screen['NetRoom']>) {
  const [screen, setScreen] = useState(loaded);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (screen) return;
    import('./NetRoom')
      .then((m) => {
        loaded = m;
        setScreen(m);
      })
      .catch((e: Error) => setFailed(e.message));
  }, []);
  if (screen) return <screen.NetRoom {...props} />;
  return (
    <div class="lobby">
      <p class={failed ? 'notice' : 'muted'}>{failed ? t('app.engineFailed', { reason: failed }) : t('lobby.loading')}</p>
    </div>
  );
}
