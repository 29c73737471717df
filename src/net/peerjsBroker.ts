// Which PeerJS broker the page uses, in order:
//  1. `?broker=...` in the page URL: `public`, or `host:port/path` (`wss://` / `https://` for TLS,
//     `ws://` / `http://` for plain; with no scheme, TLS iff the port is 443);
//  2. the page's own origin, when it was served by `hexknights serve` (`npm start`), which answers
//     /hexknights-config.json with `{"broker": {"sameOrigin": true, "path": "/broker/"}}`;
//  3. the public PeerJS broker (a static host has no such file).
import { PUBLIC_BROKER, type BrokerConfig } from './peerjsTransport.js';

export interface BrokerChoice {
  broker: BrokerConfig;
  source: 'url' | 'origin' | 'public';
}

/** Parse a `?broker=` value; null if it makes no sense. */
export function parseBroker(text: string): BrokerConfig | null {
  const t = text.trim();
  if (!t) return null;
  if (t === 'public') return { ...PUBLIC_BROKER };
  const m = /^(?:(wss|https|ws|http):\/\/)?(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?(\/.*)?$/.exec(t);
  if (!m) return null;
  const scheme = m[1];
  const port = m[3] ? Number(m[3]) : scheme === 'ws' || scheme === 'http' ? 80 : 443;
  if (port < 1 || port > 65535) return null;
  const secure = scheme ? scheme === 'wss' || scheme === 'https' : port === 443;
  let path = m[4] ?? '/';
  if (!path.endsWith('/')) path += '/';
  return { host: m[2].replace(/^\[|\]$/g, ''), port, path, secure };
}

export function formatBroker(b: BrokerConfig): string {
  return `${b.secure ? 'wss' : 'ws'}://${b.host.includes(':') ? `[${b.host}]` : b.host}:${b.port}${b.path}`;
}

interface LocationLike {
  search: string;
  protocol: string;
  hostname: string;
  port: string;
  href: string;
}

/** Decide the broker for this page. `fetchImpl` and `location` are parameters for tests. */
export async function chooseBroker(
  location: LocationLike = globalThis.location,
  fetchImpl: typeof fetch = globalThis.fetch?.bind(globalThis),
  timeoutMs = 2000,
): Promise<BrokerChoice> {
  const param = new URLSearchParams(location.search).get('broker');
  if (param) {
    const b = parseBroker(param);
    if (b) return { broker: b, source: 'url' };
  }
  if (fetchImpl && (location.protocol === 'http:' || location.protocol === 'https:')) {
    try {
      const controller = typeof AbortController === 'function' ? new AbortController() : null;
      const timer = setTimeout(() => controller?.abort(), timeoutMs);
      const res = await fetchImpl(new URL('hexknights-config.json', location.href).href, { cache: 'no-store', signal: controller?.signal });
      clearTimeout(timer);
      if (res.ok) {
        const config = (await res.json()) as { broker?: { sameOrigin?: boolean; path?: string; host?: string; port?: number; secure?: boolean } };
        const b = config.broker;
        if (b && typeof b.path === 'string') {
          const secure = b.secure ?? location.protocol === 'https:';
          return {
            broker: {
              host: b.sameOrigin || !b.host ? location.hostname : b.host,
              port: b.sameOrigin || !b.port ? Number(location.port) || (secure ? 443 : 80) : b.port,
              path: b.path,
              secure,
            },
            source: 'origin',
          };
        }
      }
    } catch {
      // no config here: a plain static host
    }
  }
  return { broker: { ...PUBLIC_BROKER }, source: 'public' };
}
