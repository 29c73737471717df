// The house rules of issue 39: no import cycle between files of src/, and no file of src/ over 450
// lines without the reason in its header. Today's exceptions are listed below, each with the reason its
// owner gave; an entry that no longer matches anything fails too, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = join(ROOT, 'src');
const MAX_LINES = 450;
/** A long file's header says why, in words like "over 450 lines because ..." or "about 500 lines, one concept: ..." */
const LENGTH_REASON = /\b(over|past|longer than|more than|about) \d{3,} lines\b/i;

/** Import cycles known today (the files of each, relative to src/), each with its owner's reason. */
const KNOWN_CYCLES: { files: string[]; why: string }[] = [];

/** Files over 450 lines known today, each with its owner's reason. */
const KNOWN_LONG: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const name = (path: string) => relative(SRC, path).split('\\').join('/');

/** A file's static imports of other files of src/ (`import`, `import type`, `export ... from`; not `import()`, which loads later). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    const spec = (m[1] ?? m[2]).replace(/\.js$/, '');
    const base = resolve(dirname(file), spec);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => files.includes(p));
    if (target) targets.push(target);
  }
  return targets;
}

/** The import graph's strongly connected components of more than one file (Tarjan), each sorted. */
function importCycles(): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(name(w));
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) cycles.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}

describe('the house', () => {
  it('has no import cycle between files of src/ but the known ones', () => {
    const cycles = importCycles();
    const known = (cycle: string[]) => KNOWN_CYCLES.some((k) => cycle.every((f) => k.files.includes(f)));
    expect(
      cycles.filter((c) => !known(c)),
      'a new import cycle: cut it (a shared types file, an interface the lower file owns)',
    ).toEqual([]);
    const cut = KNOWN_CYCLES.filter((k) => !cycles.some((c) => c.some((f) => k.files.includes(f))));
    expect(
      cut.map((k) => k.files),
      'a known cycle is gone: take it off KNOWN_CYCLES',
    ).toEqual([]);
  });

  it(`has no file of src/ over ${MAX_LINES} lines without the reason in its header`, () => {
    const long = files
      .map((f) => ({ file: name(f), text: readFileSync(f, 'utf8') }))
      .filter(({ text }) => text.split('\n').length > MAX_LINES)
      .filter(({ text }) => !LENGTH_REASON.test(/^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\n)*/.exec(text)![0]));
    expect(
      long.map((l) => l.file).filter((f) => !KNOWN_LONG[f]),
      `say in the header why it is over ${MAX_LINES} lines ("over ${MAX_LINES} lines because ..."), or split it`,
    ).toEqual([]);
    expect(
      Object.keys(KNOWN_LONG).filter((f) => !long.some((l) => l.file === f)),
      'a known long file is short now (or says why): take it off KNOWN_LONG',
    ).toEqual([]);
  });
});
