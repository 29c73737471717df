// A table of two whose guest stopped (issue 35 item 9). Past the turn limit the host may end the game
// as abandoned: a signed entry with no winner (src/session/log/abandonRule.ts). The host is offered it
// with a confirm, since it cannot be undone and the guest could still come back; once the log holds
// it, both pages (and a guest who comes back) show the game as ended with nobody winning. Its styles:
// abandon.css (imported by main.tsx, as the build wants all CSS).
import { useEffect, useState } from 'preact/hooks';
import type { TablePort } from './port';
import { t } from './i18n';

export function Abandon({ port, me, name, onLobby }: { port: TablePort; me: number; name: (seat: number) => string; onLobby: () => void }) {
  const ended = port.abandoned?.value ?? null;
  const [offered, setOffered] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const [hidden, setHidden] = useState(false);
  // the limit passes on the host's clock, not on a signal: look again every second
  useEffect(() => {
    if (!port.abandonable || ended !== null) return;
    const look = () => setOffered(port.abandonable!());
    look();
    const timer = setInterval(look, 1000);
    return () => clearInterval(timer);
  }, [port, ended]);

  if (ended !== null) {
    if (hidden) return null;
    return (
      <div class="modal abandoned" role="dialog" aria-label={t('abandon.title')}>
        <h2>{t('abandon.title')}</h2>
        <p>{ended === me ? t('abandon.endedYou') : t('abandon.ended', { name: name(ended) })}</p>
        <div class="row">
          <button class="primary" onClick={onLobby}>
            {t('win.lobby')}
          </button>
          <button class="link" onClick={() => setHidden(true)}>
            {t('win.board')}
          </button>
        </div>
      </div>
    );
  }
  if (offered === null) return null;
  const who = name(offered);
  if (!asking) {
    return (
      <div class="abandon-offer" role="status">
        <span>{t('abandon.offer', { name: who })}</span>
        <button class="small" onClick={() => setAsking(true)}>
          {t('abandon.button')}
        </button>
      </div>
    );
  }
  return (
    <div class="abandon-offer" role="alertdialog" aria-label={t('abandon.ask')}>
      <b>{t('abandon.ask')}</b>
      <span>{t('abandon.confirm', { name: who })}</span>
      <span class="row">
        <button
          class="small primary"
          onClick={() => {
            port.abandon?.();
            setAsking(false);
            setOffered(null);
          }}
        >
          {t('abandon.yes')}
        </button>
        <button class="small" onClick={() => setAsking(false)}>
          {t('abandon.no')}
        </button>
      </span>
    </div>
  );
}
