// `hexknights serve` as a browser sees it: the built site with caching headers (hashed assets for a
// year, index.html revalidated by ETag), compression, Range, GET/HEAD only, and the broker's config.
// Also the CLI's flags: an unknown flag is an error that names it, never a swallowed argument.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/cli/serve';
import { parseArgs, UsageError } from '../../src/cli/args';
import { SIMULATE_FLAGS } from '../../src/cli/simulate';

let server: RunningServer;
let base = '';
const script = `export const x = ${JSON.stringify('hexknights '.repeat(400))};\n`;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hk-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Hexknights</title>');
  writeFileSync(join(dir, 'assets', 'index-Bx7q2LmA.js'), script);
  server = await startServer({ port: 0, host: '127.0.0.1', dir });
  base = `http://127.0.0.1:${server.port}/`;
});

afterAll(() => server.close());

/** A plain GET (fetch would add `cache-control: no-cache` to a conditional request, as the spec says). */
function status(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((ok, fail) => get(url, { headers }, (res) => (res.resume(), ok(res.statusCode!))).on('error', fail));
}

describe('hexknights serve', () => {
  it('caches hashed assets for good and revalidates the page by its ETag', async () => {
    const asset = await fetch(`${base}assets/index-Bx7q2LmA.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const page = await fetch(base);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await status(base, { 'if-none-match': etag! })).toBe(304);
    expect(await status(base, { 'if-none-match': '"something-else"' })).toBe(200);
  });

  it('compresses what it sends, and answers a byte range', async () => {
    const gz = await fetch(`${base}assets/index-Bx7q2LmA.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script); // fetch inflates it
    const part = await fetch(`${base}assets/index-Bx7q2LmA.js`, { headers: { range: 'bytes=0-5', 'accept-encoding': 'identity' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(script.slice(0, 6));
  });

  it('serves GET and HEAD only, 404 for what is not there, and the broker config uncached', async () => {
    expect((await fetch(base, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(`${base}nothing.js`)).status).toBe(404);
    expect((await fetch(`${base}..%2fpackage.json`)).status).toBe(404);
    const config = await fetch(`${base}hexknights-config.json`);
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toEqual({ broker: { sameOrigin: true, path: '/broker/' } });
    expect((await fetch(`${base}broker/`)).status).toBe(200); // the PeerJS server's own greeting
  });
});

describe('command-line flags', () => {
  it('names an unknown flag instead of taking the next argument as its value', () => {
    expect(() => parseArgs(['--player', '4', '--json'], SIMULATE_FLAGS)).toThrow(UsageError);
    expect(() => parseArgs(['--player', '4'], SIMULATE_FLAGS)).toThrow(/unknown flag --player/);
    expect(() => parseArgs(['--players'], SIMULATE_FLAGS)).toThrow('--players needs a value');
    expect(() => parseArgs(['--json=yes'], SIMULATE_FLAGS)).toThrow('--json takes no value');
    const ok = parseArgs(['--players', '3', '--json', 'extra', '--seed=9'], SIMULATE_FLAGS);
    expect(ok.positional).toEqual(['extra']);
    expect(Object.fromEntries(ok.flags)).toEqual({ players: '3', json: true, seed: '9' });
  });
});
