// A room's network in a few words (src/net/netWatch.ts): the broker and whether it answers, the relay
// if any, each open link's path (direct, or relayed through the TURN server), and, when two players'
// networks cannot reach each other, what to do about it.
import { useEffect, useState } from 'preact/hooks';
import type { NetView, NetWatch } from '../net/netWatch';
import { t } from './i18n';
import { brokerStateWords, troubleWords } from './netWords';

const pathWords = (path: 'direct' | 'relayed') => t(path === 'relayed' ? 'netStatus.relayed' : 'netStatus.direct');

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
  const links = view.links.map((l) =>
    t('netStatus.link', {
      who: t(l.peer === hostPeer ? 'netStatus.host' : 'netStatus.player'),
      path: l.path ? pathWords(l.path) : t('netStatus.linkConnecting'),
    }),
  );
  const state = brokerStateWords(view.brokerState);
  const relay = view.relay ? t('netStatus.relay', { relay: view.relay }) : '';
  const linkList = links.length ? t('netStatus.links', { links: links.join('; ') }) : '';
  const trouble = troubleWords(view);
  if (compact && !trouble) {
    // at the table: one short line in a corner, which clicks go through
    const paths = [...new Set(view.links.map((l) => l.path).filter((p) => p !== null))].map(pathWords).join(t('netStatus.and'));
    return (
      <p
        class={`net-status compact small muted broker-${view.brokerState}`}
        role="status"
        aria-label={t('netStatus.network')}
        title={t('netStatus.full', { broker: view.broker, state }) + relay + linkList}
      >
        {paths ? t('netStatus.compactLinks', { state, paths }) : t('netStatus.compact', { state })}
      </p>
    );
  }
  return (
    <div class={`net-status small${compact ? ' compact' : ''}`} role="region" aria-label={t('netStatus.network')}>
      {trouble && (
        <p class="error" role="alert">
          {trouble}
        </p>
      )}
      <p class="muted">
        {t('netStatus.full', { broker: view.broker, state })}
        {relay}
        {linkList}
      </p>
    </div>
  );
}

/**
 * "direct" or "relayed" beside a player in the room's list. The word is drawn by the style sheet from
 * `data-label` (the path in the reader's words; `data-path` keeps the path itself, and `aria-label` names it), so the player's name stays the list item's text.
 */
export function PathMark({ view, peer }: { view: NetView | null; peer: string }) {
  const path = view?.links.find((l) => l.peer === peer)?.path;
  return path ? (
    <span
      class="path muted small"
      data-path={path}
      data-label={pathWords(path)}
      role="img"
      aria-label={pathWords(path)}
      title={t(path === 'relayed' ? 'netStatus.relayedTitle' : 'netStatus.directTitle')}
    />
  ) : null;
}
