// Engine speed of several builds of engine.wasm side by side, for choosing compiler settings
// (docs/ui.md, Bundle): `node assembly/compareBuilds.mjs build/engine.wasm other.wasm ...`. Rounds
// alternate between the builds in one process, so a busy machine slows each alike; rates are per CPU
// second. Prints each build's gzipped size, `simulate` games per CPU second (full builds only) and
// the time of an omniscient view of a mid-game position.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const ROUNDS = +(process.env.ROUNDS || 9);
const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: node assembly/compareBuilds.mjs a.wasm b.wasm ...');
const builds = files.map((file) => {
  const bytes = readFileSync(file);
  const x = new WebAssembly.Instance(new WebAssembly.Module(bytes), {
    env: {
      abort() {
        throw new Error(`${file} aborted`);
      },
    },
  }).exports;
  return { name: file.split('/').pop(), gzip: gzipSync(bytes, { level: 9 }).length, x };
});
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (a) => [...a].sort((p, q) => p - q)[a.length >> 1];

/** Rounds alternating between the builds: fn(x, round) returns a rate; the median per build. */
function alternate(fn) {
  const rates = builds.map(() => []);
  // An untimed round first: V8 runs WebAssembly unoptimized until a function is hot, then tiers it up.
  builds.forEach((b) => fn(b.x, ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with another build, so none always runs first (caches, the CPU's clock).
    builds.forEach((_, j) => {
      const i = (j + round) % builds.length;
      rates[i].push(fn(builds[i].x, round));
    });
  }
  return rates.map(median);
}

console.log(builds.map((b) => `${b.name} ${b.gzip} bytes gzipped (zlib, level 9)`).join(', '));
const full = builds.every((b) => b.x.simulate);
for (const [label, mode, games, players, layout] of [
  ['base 4p', 0, 100, 4, 0],
  ['base 2p', 0, 100, 2, 0],
  ['C&K 4p', 1, 30, 4, 0],
  ['C&K 6p', 1, 20, 6, 1],
  ['ckba 4p', 2, 30, 4, 0],
]) {
  if (!full) break;
  const rates = alternate((x, round) => {
    const start = cpuMs();
    x.simulate(mode, games, players, layout, 1000 * round + 1, 0, 1000, 0, 0, 0);
    return (games * 1000) / (cpuMs() - start);
  });
  console.log(`simulate ${label}, games per CPU second (median of ${ROUNDS} rounds): ${builds.map((b, i) => `${b.name} ${Math.round(rates[i])}`).join(', ')}`);
}

/** A seeded game 600 steps in, played by the records legalActions lists. */
function midGame(x, mode) {
  x.newGame(mode, 4, 0, 0, 7, 0, 0);
  const width = x.recordWidth();
  for (let step = 0; step < 600; step++) {
    const mask = x.awaitingMask();
    if (!mask) break;
    const p = 31 - Math.clz32(mask & -mask);
    const n = x.legalActions(p);
    if (!n) break;
    const record = new Int32Array(x.memory.buffer, x.legalPtr() + ((step * 7919) % n) * width * 4, width);
    new Int32Array(x.memory.buffer, x.argsPtr(), width - 1).set(record.subarray(1));
    x.apply(p, record[0]);
  }
  return x.hash();
}
for (const [label, mode] of [
  ['base', 0],
  ['C&K', 1],
  ['ckba', 2],
]) {
  const hashes = new Set(builds.map((b) => midGame(b.x, mode)));
  if (hashes.size !== 1) throw new Error(`the builds disagree on the ${label} game`);
  const calls = 2000;
  const times = alternate((x) => {
    const start = performance.now();
    for (let k = 0; k < calls; k++) x.view(-1);
    return ((performance.now() - start) * 1000) / calls;
  });
  console.log(`${label} view, µs per call (median of ${ROUNDS} rounds): ${builds.map((b, i) => `${b.name} ${times[i].toFixed(2)}`).join(', ')}`);
}
