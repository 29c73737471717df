// `hexknights serve`: one node http server on one port that serves the built static site (dist/) and
// runs a PeerJS broker (package `peer`) under /broker/, so friends on the same network need nothing
// from the internet. The page learns about the broker from /hexknights-config.json (a file no static
// host has, so the same dist/ falls back to the public PeerJS broker elsewhere).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';
import { ExpressPeerServer } from 'peer';
import { type ParsedArgs, intFlag } from './args';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json',
  '.ico': 'image/x-icon', '.map': 'application/json',
};

/** Where the broker lives on this server. The PeerJS client is given this as `path`. */
export const BROKER_PATH = '/broker/';
export const CONFIG_PATH = '/hexknights-config.json';

export interface ServeOptions {
  port: number;
  /** Address to bind; default all interfaces. */
  host?: string;
  /** Directory of static files; default ./dist. */
  dir?: string;
  /** How long the broker keeps an id whose client stopped pinging (ms). */
  aliveTimeoutMs?: number;
  /** How long the broker holds a message for an unknown peer before answering `peer-unavailable` (ms). */
  expireTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface RunningServer {
  server: Server;
  port: number;
  urls: string[];
  close(): Promise<void>;
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const root = resolve(options.dir ?? join(process.cwd(), 'dist'));
  const log = options.log ?? (() => {});
  const config = JSON.stringify({ broker: { sameOrigin: true, path: BROKER_PATH } });

  let broker: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    if (path.startsWith(BROKER_PATH) && broker) return broker(req, res);
    if (path === CONFIG_PATH) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return res.end(config);
    }
    void serveStatic(root, path, res);
  });

  const peerApp = ExpressPeerServer(server, {
    path: BROKER_PATH,
    alive_timeout: options.aliveTimeoutMs ?? 20_000,
    expire_timeout: options.expireTimeoutMs ?? 2_000,
    allow_discovery: false,
  });
  peerApp.on('connection', (client) => log(`broker: ${client.getId()} connected`));
  peerApp.on('disconnect', (client) => log(`broker: ${client.getId()} left`));
  peerApp.on('error', (e) => log(`broker error: ${e.message}`));
  // ExpressPeerServer sets itself up when mounted in an express app. We take express from `peer`'s
  // own dependencies (not ours), mount the broker in it and hand it /broker/ requests; the WebSocket
  // upgrade at BROKER_PATH + 'peerjs' is caught by the broker on our http server directly.
  const express = createRequire(createRequire(import.meta.url).resolve('peer'))('express') as () => {
    use(app: unknown): void;
  };
  const parent = express();
  parent.use(peerApp);
  broker = parent as unknown as (req: IncomingMessage, res: ServerResponse) => void;

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
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

async function serveStatic(root: string, path: string, res: ServerResponse): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    res.writeHead(400).end('bad path');
    return;
  }
  let file = resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403).end('forbidden');
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}

function urlsFor(host: string | undefined, port: number): string[] {
  if (host && host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}/`];
  const urls = [`http://localhost:${port}/`];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) urls.push(`http://${a.address}:${port}/`);
  }
  return urls;
}

export async function serveCommand(args: ParsedArgs): Promise<number> {
  const port = intFlag(args, 'port', 8080);
  const host = typeof args.flags.get('host') === 'string' ? (args.flags.get('host') as string) : undefined;
  const dir = typeof args.flags.get('dir') === 'string' ? (args.flags.get('dir') as string) : undefined;
  const quiet = args.flags.has('quiet');
  const running = await startServer({ port, host, dir, log: quiet ? undefined : (line) => console.log(line) });
  console.log(`Hexknights is running: open ${running.urls[0]}`);
  for (const url of running.urls.slice(1)) console.log(`  friends on your network can open ${url}`);
  console.log(`  (PeerJS broker at ${BROKER_PATH} on the same port; Ctrl-C to stop)`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<number>(() => {});
}
