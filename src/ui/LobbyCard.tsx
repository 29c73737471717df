// The card every screen before a table sits on (the lobby, the network room, a watch link's name
// form): the page's name over what the screen asks.
import type { ComponentChildren } from 'preact';

export function LobbyCard({ children }: { children: ComponentChildren }) {
  return (
    <div class="lobby">
      <div class="lobby-card">
        <h1>
          Hex<span>knights</span>
        </h1>
        {children}
      </div>
    </div>
  );
}
