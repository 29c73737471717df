// Whether the browser has a network at all. Installed and offline, the page still opens (the service
// worker, vite.config.ts) and plays against bots and verifies logs; a networked game needs the PeerJS
// broker and the other players, so the lobby and the network room say so instead of trying.
// `navigator.onLine` false is certain (no network); true only means some network, which may still not
// reach the broker: the network room says that when it happens.
import { signal } from '@preact/signals';
import { t } from './i18n';

export const online = signal(typeof navigator === 'undefined' || navigator.onLine !== false);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (online.value = true));
  window.addEventListener('offline', () => (online.value = false));
}

/** What the lobby and the network room say while offline. */
export const NEEDS_NETWORK = (): string => t('lobby.offline');
