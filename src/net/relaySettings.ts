// The TURN relay a page adds to its ICE servers, next to the default STUN server: two players behind
// NATs that map every destination to a new port (many mobile networks and offices) cannot reach each
// other directly, only through a relay both can reach (docs/network.md "Relays").
//
// Where it comes from, first found wins:
//  1. the page's link: `?relay=turn:HOST:PORT&relayuser=NAME&relaypass=SECRET` (the host's invite link
//     carries it, so guests use the host's relay without setting anything);
//  2. the lobby's Connection panel, remembered in this browser's localStorage.
export interface Relay {
  /** One TURN URI: `turn:host[:port][?transport=udp|tcp]` or `turns:` for TLS. */
  url: string;
  username: string;
  credential: string;
}

export type RelaySource = 'link' | 'saved';

const STORAGE_KEY = 'hexknights.relay';
const PARAMS = { url: 'relay', username: 'relayuser', credential: 'relaypass' } as const;
const TURN_URI = /^turns?:(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?(\?transport=(udp|tcp))?$/;

/** A TURN URI from what a person typed (`relay.example.org:3478` becomes `turn:relay.example.org:3478`), or null. */
export function parseRelayUrl(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const url = /^turns?:/.test(t) ? t : `turn:${t}`;
  const m = TURN_URI.exec(url);
  if (!m) return null;
  const port = m[2] ? Number(m[2].slice(1)) : 3478;
  return port >= 1 && port <= 65535 ? url : null;
}

/** The relay named in a page's query, or null (an unusable value is ignored, not guessed at). */
export function relayFromQuery(search: string): Relay | null {
  const q = new URLSearchParams(search);
  const url = parseRelayUrl(q.get(PARAMS.url) ?? '');
  return url ? { url, username: q.get(PARAMS.username) ?? '', credential: q.get(PARAMS.credential) ?? '' } : null;
}

/** The query that hands `relay` to a guest (appended to an invite link's query). */
export function relayQuery(relay: Relay): string {
  const q = new URLSearchParams({ [PARAMS.url]: relay.url, [PARAMS.username]: relay.username, [PARAMS.credential]: relay.credential });
  return q.toString();
}

/** `search` without any relay parameters. */
export function withoutRelay(search: string): string {
  const q = new URLSearchParams(search);
  for (const p of Object.values(PARAMS)) q.delete(p);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function savedRelay(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Relay | null {
  try {
    const r = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<Relay> | null;
    const url = parseRelayUrl(String(r?.url ?? ''));
    return url ? { url, username: String(r?.username ?? ''), credential: String(r?.credential ?? '') } : null;
  } catch {
    return null;
  }
}

/** Remember `relay` in this browser, or forget it (null). */
export function saveRelay(relay: Relay | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = globalThis.localStorage): void {
  if (relay) storage.setItem(STORAGE_KEY, JSON.stringify(relay));
  else storage.removeItem(STORAGE_KEY);
}

/** The relay this page uses, and where it was set. */
export function chooseRelay(
  search: string = globalThis.location?.search ?? '',
  storage = globalThis.localStorage,
): { relay: Relay; source: RelaySource } | null {
  const linked = relayFromQuery(search);
  if (linked) return { relay: linked, source: 'link' };
  const saved = savedRelay(storage);
  return saved ? { relay: saved, source: 'saved' } : null;
}

/** The ICE servers for a connection: the STUN servers given, then the relay (if any). */
export function iceServersWith(stun: RTCIceServer[], relay: Relay | null): RTCIceServer[] {
  return relay ? [...stun, { urls: relay.url, username: relay.username, credential: relay.credential }] : stun;
}
