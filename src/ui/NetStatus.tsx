// A room's network in a few words (src/net/netWatch.ts): the broker and whether it answers, the relay
// if any, each open link's path (direct, or relayed through the TURN server), and, when two players'
// networks cannot reach each other, what to do about it.
import { useEffect, useState } from 'preact/hooks';
import type { NetView, NetWatch } from '../net/netWatch';

const BROKER_STATE: Record<NetView['brokerState'], string> = {
  connecting: 'connecting…',
  online: 'connected',
  lost: 'lost: reconnecting (the game goes on over the open links)',
  closed: 'closed',
};

export function useNetView(watch: NetWatch | null): NetView | null {
  const [view, setView] = useState<NetView | null>(watch?.current ?? null);
  useEffect(() => {
    if (!watch) return;
    setView(watch.current);
    return watch.subscribe(setView);
  }, [watch]);
  return view;
}

/** `hostPeer`: the room's id, so the host's link is named as such. */
export function NetStatus({ watch, hostPeer, compact }: { watch: NetWatch | null; hostPeer: string; compact?: boolean }) {
  const view = useNetView(watch);
  if (!view) return null;
  const links = view.links.map((l) => `${l.peer === hostPeer ? 'the host' : 'a player'}: ${l.path ?? 'connecting…'}`);
  if (compact && !view.trouble) {
    // at the table: one short line in a corner, which clicks go through
    const paths = [...new Set(view.links.map((l) => l.path).filter(Boolean))].join(' and ');
    return (
      <p class={`net-status compact small muted broker-${view.brokerState}`} role="status" aria-label="Network" title={`Broker: ${view.broker}${view.relay ? `. Relay: ${view.relay}` : ''}. Links: ${links.join('; ')}`}>
        Broker {BROKER_STATE[view.brokerState]}
        {paths ? ` · links ${paths}` : ''}
      </p>
    );
  }
  return (
    <div class={`net-status small${compact ? ' compact' : ''}`} role="region" aria-label="Network">
      {view.trouble && (
        <p class="error" role="alert">
          {view.trouble}
        </p>
      )}
      <p class="muted">
        Broker: {view.broker}, {BROKER_STATE[view.brokerState]}
        {view.relay ? `. Relay: ${view.relay}` : ''}
        {links.length ? `. Links: ${links.join('; ')}` : ''}
      </p>
    </div>
  );
}

/**
 * "direct" or "relayed" beside a player in the room's list. The word is drawn by the style sheet from
 * `data-path` (and named by `aria-label`), so the player's name stays the list item's text.
 */
export function PathMark({ view, peer }: { view: NetView | null; peer: string }) {
  const path = view?.links.find((l) => l.peer === peer)?.path;
  return path ? (
    <span class="path muted small" data-path={path} role="img" aria-label={path} title={path === 'relayed' ? 'through the TURN relay' : 'straight between your browsers'} />
  ) : null;
}
