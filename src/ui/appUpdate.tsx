/// <reference types="vite-plugin-pwa/client" />
// Registers the service worker (vite.config.ts installable(): precaches the whole site, so the page
// installs and opens offline) and offers a new version when one has been downloaded: "A new version
// is ready" with Reload and Later. It never reloads by itself, so nobody loses a move to an update;
// a reload reopens a game where it was (the address names it), and Later leaves the new version to
// the next time the page opens with no tab of the old one left.
import { render } from 'preact';
import { registerSW } from 'virtual:pwa-register';
import { t } from './i18n';

/** A page left open for days (an installed app) looks for a new version this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div class="update-prompt" role="alert">
      <span>{t('update.ready')}</span>
      <button class="primary small" onClick={onReload} title={t('update.title')}>
        {t('update.reload')}
      </button>
      <button class="link small" onClick={onLater}>
        {t('update.later')}
      </button>
    </div>
  );
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const host = document.createElement('div');
  const close = () => {
    render(null, host);
    host.remove();
  };
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      document.body.append(host);
      // the waiting worker takes over, then the plugin reloads the page once it controls it
      render(<UpdatePrompt onReload={() => void updateServiceWorker(true)} onLater={close} />, host);
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: Error) {
      console.warn('[hexknights] no offline copy of the site:', error.message ?? error);
    },
  });
}
