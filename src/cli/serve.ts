// `hexknights serve`: one node http server on one port that serves the built static site (dist/) and
// runs a PeerJS broker (package `peer`) under /broker/, so friends on the same network need nothing
// from the internet. The page learns about the broker from /hexknights-config.json (a file no static
// host has, so the same dist/ falls back to the public PeerJS broker elsewhere).
//
// The site goes out through express's static middleware (serve-static: ETag, Last-Modified, Range,
// HEAD, no directory listings, no dotfiles), gzip/brotli-compressed by `compression`. Vite names every
// file under assets/ by its content's hash, so those are cached for a year and never asked again;
// everything else (index.html, the favicon) is revalidated on every visit with its ETag, so a new
// build is seen at once and an unchanged one costs a 304.
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { type FlagSpec, type ParsedArgs, UsageError, intFlag } from './args';

/** Where the broker lives on this server. The PeerJS client is given this as `path`. */
export const BROKER_PATH = '/broker/';
export const CONFIG_PATH = '/hexknights-config.json';
/** Well under what one broker process held on the 2-core machine with join p95 under 1 s (docs/network.md). */
export const DEFAULT_MAX_PEERS = 5000;
/** Vite's output folder for content-hashed files. */
const HASHED = `${sep}assets${sep}`;

export interface ServeOptions {
  port: number;
  /** Address to bind; default all interfaces. */
  host?: string;
  /** Directory of static files; default the package's own dist/ (the site `npm run build` wrote, which the npm package ships). */
  dir?: string;
  /** How long the broker keeps an id whose client stopped pinging (ms). */
  aliveTimeoutMs?: number;
  /** How long the broker holds a message for an unknown peer before answering `peer-unavailable` (ms). */
  expireTimeoutMs?: number;
  /**
   * Registered peers the broker holds at once; one more is refused with the broker's own ERROR
   * "Server has reached its concurrent user limit" (the page reports the broker unreachable with that
   * text) while everyone registered plays on. Default: DEFAULT_MAX_PEERS (docs/network.md, "How many rooms").
   */
  maxPeers?: number;
  log?: (line: string) => void;
}

export interface RunningServer {
  server: Server;
  port: number;
  urls: string[];
  /** Stop serving and drop every connection, the brokers' WebSockets included. */
  close(): Promise<void>;
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const root = resolve(options.dir ?? fileURLToPath(new URL('../../dist', import.meta.url)));
  const log = options.log ?? (() => {});
  const app = express();
  app.disable('x-powered-by');
  const server = createServer(app);
  // upgraded sockets (the brokers' WebSockets) leave the http server's books: we keep our own
  const upgraded = new Set<Socket>();
  server.on('upgrade', (_req, socket: Socket) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });

  const peerApp = ExpressPeerServer(server, {
    path: BROKER_PATH,
    alive_timeout: options.aliveTimeoutMs ?? 20_000,
    expire_timeout: options.expireTimeoutMs ?? 2_000,
    allow_discovery: false,
    concurrent_limit: options.maxPeers ?? DEFAULT_MAX_PEERS,
  });
  peerApp.disable('x-powered-by');
  peerApp.on('connection', (client) => log(`broker: ${client.getId()} connected`));
  peerApp.on('disconnect', (client) => log(`broker: ${client.getId()} left`));
  peerApp.on('error', (e) => log(`broker error: ${e.message}`));
  // mounted at the root, the broker's WebSocket listens at BROKER_PATH + 'peerjs' and its few HTTP
  // routes live under BROKER_PATH
  app.use(peerApp);
  app.get(CONFIG_PATH, (_req, res) => {
    res.set('cache-control', 'no-store').json({ broker: { sameOrigin: true, path: BROKER_PATH } });
  });
  app.use(compression());
  app.use(
    express.static(root, {
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.includes(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // what the static files did not answer: nothing here for a GET, and no other method at all
  app.use((req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') res.status(404).type('text/plain').send('not found');
    else res.status(405).set('allow', 'GET, HEAD').type('text/plain').send('method not allowed');
  });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    port,
    urls: urlsFor(options.host, port),
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
      }),
  };
}

function urlsFor(host: string | undefined, port: number): string[] {
  if (host && host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}/`];
  const urls = [`http://localhost:${port}/`];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) urls.push(`http://${a.address}:${port}/`);
  }
  return urls;
}

export const SERVE_FLAGS: FlagSpec = { values: ['port', 'host', 'dir', 'max-peers'], switches: ['quiet'] };

export async function serveCommand(args: ParsedArgs): Promise<number> {
  const port = intFlag(args, 'port', 8080);
  const host = args.flags.get('host');
  const dir = args.flags.get('dir');
  const quiet = args.flags.has('quiet');
  const maxPeers = intFlag(args, 'max-peers', DEFAULT_MAX_PEERS);
  if (maxPeers < 1) throw new UsageError('--max-peers must be at least 1');
  const running = await startServer({
    maxPeers,
    port,
    host: typeof host === 'string' ? host : undefined,
    dir: typeof dir === 'string' ? dir : undefined,
    log: quiet ? undefined : (line) => console.log(line),
  });
  console.log(`Hexknights is running: open ${running.urls[0]}`);
  for (const url of running.urls.slice(1)) console.log(`  friends on your network can open ${url}`);
  console.log(`  (PeerJS broker at ${BROKER_PATH} on the same port; Ctrl-C to stop)`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => {});
}
