// vitest's globalSetup (vitest.config.ts): some tests run the command line as a user does
// (`node bin/hexknights.js ...`), which refuses a build older than src/ and names `npm run build:cli`.
// Build it first when it is missing or stale (esbuild, about a second), so a test never runs stale code.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default function setup(): void {
  const probe = spawnSync(process.execPath, [join(ROOT, 'bin', 'hexknights.js'), 'help'], { cwd: ROOT, encoding: 'utf8' });
  if (probe.status === 0) return;
  const built = spawnSync('npm', ['run', '-s', 'build:cli'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run build:cli failed (exit ${built.status})`);
}
