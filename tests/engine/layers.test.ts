// The layers of the code point down (docs/architecture.md). Read from the sources' import lines:
// - assembly/: the base rules (rules/) and what they stand on (core/, board/) name no mode folder;
//   ck/, ckba/, two/ and variants/ answer the mode hooks, and modes/ wires them in (rules/modeHooks.ts).
// - src/: engine, protocol and net stand alone; session uses them; bots use session; ui and cli are
//   the two tops and use neither each other. A folder may import its own files and lower layers only.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Relative module specifiers a file imports or re-exports, statically or dynamically. */
function importedSpecifiers(text: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;\s])(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[;\s])import\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) found.push(match[1] ?? match[2]);
  return found;
}

/** The top folder under `base` (relative) a file or specifier lands in, '' for the base itself. */
function folderOf(base: string, path: string): string {
  const rel = relative(base, path);
  return rel.includes(sep) ? rel.split(sep)[0] : '';
}

/** Every import crossing from one folder of `base` to another: [file, its folder, the imported folder]. */
function crossings(base: string): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const file of sourceFiles(base)) {
    const from = folderOf(base, file);
    for (const spec of importedSpecifiers(readFileSync(file, 'utf8'))) {
      const to = folderOf(base, normalize(join(dirname(file), spec)));
      if (to !== from) out.push([relative(ROOT, file), from, to]);
    }
  }
  return out;
}

/** Imports a layer table forbids: a folder may import only folders of a lower rank. */
function upwardImports(base: string, rank: Record<string, number>): string[] {
  return crossings(base)
    .filter(([, from, to]) => from in rank && !(to in rank && rank[to] < rank[from]))
    .map(([file, , to]) => `${file} imports ${to || 'the root'}/`);
}

describe('layers', () => {
  it('reads import, export-from and dynamic import lines', () => {
    expect(
      importedSpecifiers(
        `import { a } from '../ck/x';\nexport { b } from "./y";\nimport './modes/index';\nconst c = await import('../z.js');\nimport type { T } from '../t';`,
      ),
    ).toEqual(['../ck/x', './y', './modes/index', '../z.js', '../t']);
  });

  it('keeps the base rules of the engine free of the modes', () => {
    // core < board < rules; the modes (ck, ckba, two, variants), modes/ and the ABI sit above.
    expect(upwardImports(join(ROOT, 'assembly'), { core: 0, board: 1, rules: 2 })).toEqual([]);
  });

  it('keeps the layers of src/ pointing down', () => {
    const rank = { engine: 0, protocol: 0, net: 0, session: 1, bots: 2, ui: 3, cli: 3 };
    expect(upwardImports(join(ROOT, 'src'), rank)).toEqual([]);
    // every folder of src/ has a place in the table
    const folders = readdirSync(join(ROOT, 'src')).filter((name) => statSync(join(ROOT, 'src', name)).isDirectory());
    expect(folders.sort()).toEqual(Object.keys(rank).sort());
  });
});
