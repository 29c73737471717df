// Loading the engine's WebAssembly in Node, vitest and the browser, and the raw exports it offers.
// Two builds of the same rules (assembly/page.ts): the browser loads build/engine.page.wasm, which
// lacks the diagnostics (DiagnosticExports) only tools and tests call; Node loads build/engine.wasm.

/** What the page's build offers: everything the wrapper needs to play, view and verify games. */
export interface PageExports {
  memory: WebAssembly.Memory;
  newGame(mode: number, players: number, layout: number, flags: number, seedLo: number, seedHi: number, explicitBoard: number): number;
  setRow(r: number, first: number, count: number): number;
  shapeRows(): number;
  layoutPlayers(layout: number): number;
  setHex(hex: number, terrain: number, num: number): number;
  addHarbor(hex: number, side: number, kind: number): number;
  finishBoard(): number;
  arrangeDeck(deck: number, at: number, card: number): number;
  learnCard(token: number, card: number): number;
  sealedResources(player: number): number;
  revealResource(player: number, kind: number): number;
  answerMonopoly(player: number): number;
  owesMonopoly(player: number): number;
  learnResource(player: number, kind: number): number;
  claimSealedSeat(player: number): number;
  knownSealed(player: number, kind: number): number;
  stealParties(): number;
  pendingSeal(): number;
  sealHand(seat: number): number;
  learnLooked(target: number, kind: number): number;
  publicCard(token: number): number;
  developmentDeckCount(kind: number): number;
  argsPtr(): number;
  apply(player: number, type: number): number;
  legalActions(player: number): number;
  publicLegalActions(player: number): number;
  legalPtr(): number;
  legalCounts(player: number): number;
  legalCountsPtr(): number;
  legalChoose(player: number, type: number, which: number): number;
  recordWidth(): number;
  chanceKind(): number;
  chanceCount(): number;
  chanceRange(i: number): number;
  supplyChance(a: number, b: number, c: number): number;
  statePtr(): number;
  stateSize(): number;
  restored(): void;
  switched(): void;
  hash(): bigint;
  winner(): number;
  outPtr(): number;
  view(viewer: number): number;
  positionView(viewer: number): number;
  schema(): number;
  errorText(code: number): number;
  boardHexes(): number;
  landHexes(): number;
  vertexId(hex: number, corner: number): number;
  edgeId(hex: number, side: number): number;
  vertexAlias(v: number): number;
  edgeAlias(e: number): number;
  phase(): number;
  currentPlayer(): number;
  winner(): number;
  awaitingMask(): number;
  heldCount(player: number): number;
  heldToken(player: number, i: number): number;
}

/** Only in the full build (assembly/index.ts): simulate and the audits, for the CLI, bench and tests. */
export interface DiagnosticExports {
  legalTrial(player: number): number;
  simulate(
    mode: number,
    games: number,
    players: number,
    layout: number,
    seedLo: number,
    seedHi: number,
    maxTurns: number,
    checkAll: number,
    options: number,
    checkInvariants: number,
  ): number;
  invariants(): number;
}

export type EngineExports = PageExports & Partial<DiagnosticExports>;

/** The names DiagnosticExports lists, which the page build does not have. */
export const DIAGNOSTIC_EXPORTS = ['legalTrial', 'simulate', 'invariants'] as const;

// The only URL written as a literal, so the only engine file vite puts in the site.
const pageWasmUrl = new URL('../../build/engine.page.wasm', import.meta.url);
const inNode = typeof __SITE__ === 'undefined' && typeof process !== 'undefined' && !!process.versions?.node;

/** `full` (Node's default) has the diagnostics; `page` (the browser's only choice) is the site's build. */
export type EngineBuild = 'full' | 'page';

async function compile(build: EngineBuild): Promise<WebAssembly.Module> {
  if (inNode) {
    // Node has no fetch for file: URLs; the names are kept out of the browser bundle's reach.
    const fsName = 'node:fs/promises';
    const fullName = '../../build/engine.wasm';
    const fs = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
    return WebAssembly.compile(await fs.readFile(build === 'page' ? pageWasmUrl : new URL(fullName, import.meta.url)));
  }
  return WebAssembly.compileStreaming(fetch(pageWasmUrl));
}

const compiled = new Map<EngineBuild, Promise<WebAssembly.Module>>();

/** An AssemblyScript string: UTF-16 code units, its byte length stored just before it. */
function ascString(memory: WebAssembly.Memory, ptr: number): string {
  if (!ptr) return '';
  const bytes = new Uint32Array(memory.buffer, ptr - 4, 1)[0];
  return String.fromCharCode(...new Uint16Array(memory.buffer, ptr, bytes >>> 1));
}

export async function instantiateEngine(build: EngineBuild = inNode ? 'full' : 'page'): Promise<EngineExports> {
  if (!compiled.has(build)) compiled.set(build, compile(build));
  let memory: WebAssembly.Memory | undefined;
  const instance = await WebAssembly.instantiate(await compiled.get(build)!, {
    env: {
      abort(message: number, file: number, line: number, column: number) {
        const where = memory ? `${ascString(memory, file)}:${line}:${column}` : `${line}:${column}`;
        throw new Error(`engine aborted at ${where}${memory && message ? `: ${ascString(memory, message)}` : ''}`);
      },
    },
  });
  memory = (instance.exports as unknown as EngineExports).memory;
  return instance.exports as unknown as EngineExports;
}

const decoder = new TextDecoder();

/** Text the engine wrote into its output buffer. */
export function readOut(x: EngineExports, length: number): string {
  return decoder.decode(new Uint8Array(x.memory.buffer, x.outPtr(), length));
}
