// The card every screen before a table sits on (the lobby, the network room, a watch link's name
// form): the page's name over what the screen asks, and under it the licences (the project's MIT
// licence and the notices of the libraries the site bundles, which the build writes to licenses.txt).
import type { ComponentChildren } from 'preact';
import { t } from './i18n';

export function LobbyCard({ children }: { children: ComponentChildren }) {
  return (
    <div class="lobby">
      <div class="lobby-card">
        <h1>
          Hex<span>knights</span>
        </h1>
        {children}
        <p class="muted small licences">
          <a href="./licenses.txt">{t('lobby.licences')}</a>
        </p>
      </div>
    </div>
  );
}
