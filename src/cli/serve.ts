// `hexknights serve`: serves the built static site from dist/ and prints the URL to open.

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { type ParsedArgs, intFlag } from './args';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json',
};

export async function serveCommand(args: ParsedArgs): Promise<number> {
  const port = intFlag(args, 'port', 8080);
  const root = join(process.cwd(), 'dist');
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  console.log(`Hexknights is running: open http://localhost:${port}/`);
  return new Promise<number>(() => {});
}
