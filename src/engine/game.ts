// A game on the shared engine instance. Each Game owns its state bytes; the engine holds one game's
// state at a time, and a Game swaps itself in before every call (a 4 KiB copy, only on a switch).

import { Codec } from './codec';
import { type EngineExports, readOut } from './wasm';
import type { EngineHost } from './engineHost';
import type { Action, ApplyResult, ChanceRequest, Game, GameConfig, GameStatus, LegalRecords, Mode, View } from './types';
import { CUSTOM_LAYOUT, LAYOUTS, type LayoutName, layoutId } from './layouts';
import { TWO_PLAYER_MODES, VARIANTS, variantFlags } from './variants';

const CHANCE_KINDS = ['none', 'dice', 'steal', 'development', 'forcedTrade', 'landing', 'prisoners', 'casualty', 'stalemate'];
/** Engine flag of the 5-6 special building phase (variants.ts `specialBuildingPhase`). */
const SPECIAL_BUILDING_PHASE = VARIANTS.find((v) => v.name === 'specialBuildingPhase')!.flag;
const MODES = { base: [0, 0], base56: [0, 1], ck: [1, 0], ck56: [1, 1], ckba: [2, 0] } as const;
const HARBOR_KINDS = ['brick', 'lumber', 'wool', 'grain', 'ore', 'generic'];
const F_SEEDED = 1;
const F_FORCED_OK = 2;
const F_SEALED = 32;
const F_SEALED_HANDS = 256;
/** legalRecords' answer: one object per call (a closure per call cost as much as the engine's listing). */
class RecordList implements LegalRecords {
  constructor(
    readonly count: number,
    readonly width: number,
    readonly records: Int32Array,
    private readonly codec: Codec,
  ) {}

  decode(i: number): Action {
    return this.codec.decode(this.records.subarray(i * this.width, (i + 1) * this.width));
  }
}

function configError(message: string): Error {
  return new Error(`newGame: ${message}`);
}

/**
 * The variants a config names, in `variants` or as `options` switches, checked against the mode (the
 * engine checks them against the board once it is laid: robberIsAPirate needs sea).
 */
function configVariantFlags(config: GameConfig, mode: Mode): number {
  const chosen = new Set<string>();
  for (const [name, on] of Object.entries(config.options ?? {})) {
    if (!VARIANTS.some((v) => v.name === name)) throw configError(`unknown option "${name}" (known: ${VARIANTS.map((v) => v.name).join(', ')})`);
    if (on) chosen.add(name);
  }
  if (config.variants !== undefined && !Array.isArray(config.variants)) throw configError('variants must be a list of names');
  for (const name of config.variants ?? []) chosen.add(String(name));
  if (config.players === 2 && !TWO_PLAYER_MODES.includes(mode)) {
    throw configError(`Catan for Two (2 players) is played with the base rules (mode base), not ${mode}`);
  }
  try {
    return variantFlags(chosen, mode);
  } catch (err) {
    throw configError((err as Error).message);
  }
}

/** Numbers the keys of restored games, each of which may hold any board. */
let restoredGames = 0;

export class WasmGame implements Game {
  state: Uint8Array;
  /** The board's shape as a key: games with equal keys share one board graph (restore() may change it). */
  board: string;
  /** The config's mode name: the codec picks a mode's own action entries (ckba's knights on paths). */
  readonly mode: string;

  constructor(
    private readonly host: EngineHost,
    config: GameConfig,
  ) {
    const x = host.x;
    const mode = config.mode ?? 'ck';
    const ids = MODES[mode];
    if (!ids) throw configError(`unknown mode ${JSON.stringify(mode)}`);
    if (!Number.isInteger(config.players)) throw configError('players must be an integer');
    const layout = this.layoutOf(config, ids[1]);
    // What the engine derives from a board besides the state (its graph, whether it has sea) is rebuilt
    // on a switch between games whose keys differ.
    const hexes = Array.isArray(config.board?.hexes) ? config.board.hexes : [];
    this.board = config.board ? JSON.stringify([layout, config.board.rows ?? null, hexes.map((h) => Array.isArray(h) && h[0] === 'sea')]) : String(layout);
    this.mode = mode;
    const external = config.chance === 'external';
    let flags = external ? 0 : F_SEEDED | F_FORCED_OK;
    flags |= configVariantFlags(config, mode);
    // A 5-6 mode is the 5-6 game on any board: given as rows it keeps the special building phase (001).
    if (ids[1] === 1 && layout === CUSTOM_LAYOUT) flags |= SPECIAL_BUILDING_PHASE;
    if (config.sealedDecks) {
      if (config.decks) throw configError('a sealed game cannot list its decks');
      flags |= F_SEALED;
    }
    if (config.sealedHands) {
      // built for every mode of 3 or more players; Catan for Two's forced trade is not (docs/cards.md, "Private resource moves")
      if (config.players < 3 || config.variants?.includes('handsUp') || config.options?.handsUp)
        throw configError('sealed hands are built for games of 3 or more players (not Catan for Two), without handsUp');
      flags |= F_SEALED_HANDS;
    }
    const seed = config.seed ?? 1;
    if (!Number.isSafeInteger(seed) || seed < 0) throw configError('seed must be a non-negative integer');
    host.release();
    const code = x.newGame(ids[0], config.players, layout, flags, seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0, config.board ? 1 : 0);
    if (code !== 0) throw configError(this.newGameError(code, mode, config.players, layout));
    // A board laid in its sea frame has another graph than the same layout without one.
    if (x.landHexes() !== x.boardHexes()) this.board += ':frame';
    if (config.board) this.loadBoard(config.board, layout === CUSTOM_LAYOUT);
    if (config.decks) this.arrangeDecks(config.decks, ids[0] !== 0);
    this.state = host.stateView().slice();
    host.adopt(this);
  }

  /** The engine's layout id: custom rows, a named layout, or the mode's standard board. */
  private layoutOf(config: GameConfig, modeBoard: number): number {
    if (config.board?.rows !== undefined) {
      if (config.layout !== undefined) throw configError('give either a layout or board.rows, not both');
      return CUSTOM_LAYOUT;
    }
    if (config.layout === undefined) return modeBoard;
    const info = LAYOUTS.find((l) => l.name === config.layout);
    if (!info) throw configError(`unknown layout ${JSON.stringify(config.layout)} (known: ${LAYOUTS.map((l) => l.name).join(', ')})`);
    return layoutId(info.name as LayoutName, config.players);
  }

  private newGameError(code: number, mode: string, players: number, layout: number): string {
    const x = this.host.x;
    const seats = x.layoutPlayers(layout);
    const name = layout === CUSTOM_LAYOUT ? 'a custom board' : `this board`;
    const text = readOut(x, x.errorText(code));
    if (text === 'no such player' && seats > 0) {
      const most = mode.startsWith('ck') ? Math.min(6, seats & 15) : seats & 15;
      return `${name} takes ${seats >> 4}-${most} players in ${mode}, not ${players}`;
    }
    return `${text} (mode ${mode}, ${players} players)`;
  }

  private loadBoard(board: NonNullable<GameConfig['board']>, custom: boolean): void {
    const x = this.host.x;
    const terrains = this.host.codec.schema.terrains;
    if (custom) {
      const rows = board.rows;
      if (!Array.isArray(rows) || rows.length === 0) throw configError('board.rows must list [firstColumn, count] per row');
      rows.forEach((row, r) => {
        const ok = Array.isArray(row) && row.length === 2 && row.every((n) => Number.isInteger(n) && n >= 0);
        if (!ok || !x.setRow(r, row[0], row[1]))
          throw configError(`board.rows[${r}] must be [firstColumn, count] of small non-negative integers, not ${JSON.stringify(row)}`);
      });
      const problem = x.shapeRows();
      if (problem > 0) throw configError(`board.rows: ${readOut(x, problem)}`);
    }
    const expected = x.boardHexes(),
      land = x.landHexes();
    // With a sea frame (robberIsAPirate on the standard boards) the land alone may be given: the frame is sea.
    if (!Array.isArray(board.hexes) || (board.hexes.length !== expected && board.hexes.length !== land)) {
      const frame = land < expected ? ` (or the ${land} land hexes before the sea frame)` : '';
      throw configError(`board.hexes must list ${expected} hexes (every hex of the rows, sea included)${frame}`);
    }
    board.hexes.forEach((hex, i) => {
      const [terrain, num] = Array.isArray(hex) ? hex : [];
      const t = terrains.indexOf(terrain as string);
      if (t < 0) throw configError(`hex ${i}: unknown terrain ${JSON.stringify(terrain)} (known: ${terrains.join(', ')})`);
      if (x.setHex(i, t, num ?? 0) !== 0) throw configError(`bad hex ${i}: ${JSON.stringify(hex)} (desert and sea take no number, the others 2-6 or 8-12)`);
    });
    for (const h of board.harbors ?? []) {
      const kind = HARBOR_KINDS.indexOf(h.kind === ('3:1' as string) || h.kind === ('any' as string) ? 'generic' : h.kind);
      if (kind < 0 || !Number.isInteger(h.hex) || !Number.isInteger(h.side)) {
        throw configError(`bad harbor ${JSON.stringify(h)} (hex and side of a board edge, kind one of ${HARBOR_KINDS.join(', ')})`);
      }
      if (x.edgeId(h.hex, h.side) < 0) throw configError(`harbor ${JSON.stringify(h)} names no path on this board`);
      const code = x.addHarbor(h.hex, h.side, kind);
      if (code !== 0) throw configError(`harbor ${JSON.stringify(h)}: ${readOut(x, x.errorText(code))}`);
    }
    const code = x.finishBoard();
    if (code !== 0) throw configError(readOut(x, x.errorText(code)));
  }

  /** Scenario decks list their top cards; the rest of each deck stays in seeded order below them. */
  private arrangeDecks(decks: NonNullable<GameConfig['decks']>, ck: boolean): void {
    if (!ck) throw configError('decks are progress decks: only for Cities & Knights modes');
    const { tracks, progressCards } = this.host.codec.schema;
    for (const [name, cards] of Object.entries(decks)) {
      const deck = tracks.indexOf(name);
      if (deck < 0 || !Array.isArray(cards)) throw configError(`unknown deck "${name}" (science, politics, trade)`);
      cards.forEach((card, at) => {
        const id = progressCards.indexOf(card);
        if (id < 0 || !this.host.x.arrangeDeck(deck, at, id)) {
          throw configError(`deck ${name}: card ${at} "${card}" is not (or no longer) in that deck`);
        }
      });
    }
  }

  /** Called by the host when another game is swapped in. */
  save(): void {
    this.state = this.host.stateView().slice();
  }

  private use(): EngineExports {
    this.host.activate(this);
    return this.host.x;
  }

  private error(code: number): ApplyResult {
    const x = this.host.x;
    return { ok: false, error: readOut(x, x.errorText(code)) };
  }

  apply(player: number, action: Action): ApplyResult {
    const x = this.use();
    if (!Number.isInteger(player)) return { ok: false, error: 'player must be a seat number' };
    const encoded = this.host.codec.encode(action, this.mode);
    if ('error' in encoded) return { ok: false, error: encoded.error };
    new Int32Array(x.memory.buffer, x.argsPtr(), encoded.slots.length).set(encoded.slots);
    const code = x.apply(player, encoded.id);
    return code === 0 ? { ok: true } : this.error(code);
  }

  canonical(action: Action): { ok: true; action: Action } | { ok: false; error: string } {
    this.use(); // aliases are the loaded board's
    const encoded = this.host.codec.encode(action, this.mode);
    return 'error' in encoded ? { ok: false, error: encoded.error } : { ok: true, action: this.host.codec.canonical(encoded) };
  }

  legalActions(player: number): Action[] {
    return this.decodeLegal(player, (x) => x.legalActions(player));
  }

  publicLegalActions(player: number): Action[] {
    return this.decodeLegal(player, (x) => x.publicLegalActions(player));
  }

  private decodeLegal(player: number, list: (x: EngineExports) => number): Action[] {
    const x = this.use();
    if (!Number.isInteger(player)) return [];
    const n = list(x);
    const width = x.recordWidth();
    const records = new Int32Array(x.memory.buffer, x.legalPtr(), n * width);
    const actions: Action[] = [];
    for (let i = 0; i < n; i++) actions.push(this.host.codec.decode(records.subarray(i * width, (i + 1) * width)));
    return actions;
  }

  legalRecords(player: number): LegalRecords {
    const x = this.use();
    const n = Number.isInteger(player) ? x.legalActions(player) : 0;
    const width = this.host.codec.schema.recordWidth;
    return new RecordList(n, width, this.host.slab.copy(this.host.legalView(), n * width), this.host.codec);
  }

  status(): GameStatus {
    const x = this.use();
    const winner = x.winner();
    const mask = x.awaitingMask();
    const awaiting: number[] = [];
    for (let p = 0; mask >> p; p++) if ((mask >> p) & 1) awaiting.push(p);
    return { phase: this.host.codec.schema.phases[x.phase()], currentPlayer: x.currentPlayer(), winner: winner < 0 ? null : winner, awaiting };
  }

  view(player?: number): View {
    const x = this.use();
    const viewer = player === undefined ? -1 : player;
    return JSON.parse(readOut(x, x.view(viewer))) as View;
  }

  positionView(player: number): Int32Array {
    const x = this.use();
    const n = x.positionView(player);
    return new Int32Array(x.memory.buffer, x.outPtr(), n).slice();
  }

  winner(): number | null {
    const w = this.use().winner();
    return w < 0 ? null : w;
  }

  hash(): string {
    // The engine returns an i64; read it as the unsigned 64-bit digest it is.
    return BigInt.asUintN(64, this.use().hash()).toString(16).padStart(16, '0');
  }

  pendingChance(): ChanceRequest | null {
    const x = this.use();
    const kind = x.chanceKind();
    if (kind === 0) return null;
    const ranges: number[] = [];
    for (let i = 0; i < x.chanceCount(); i++) ranges.push(x.chanceRange(i));
    return { kind: CHANCE_KINDS[kind], ranges };
  }

  supplyChance(values: number[]): ApplyResult {
    const x = this.use();
    const pending = this.pendingChance();
    if (!pending) return { ok: false, error: 'no chance outcome is pending' };
    if (!Array.isArray(values) || values.length !== pending.ranges.length || !values.every(Number.isInteger)) {
      return { ok: false, error: `expected ${pending.ranges.length} integer values for ${pending.kind}` };
    }
    const code = x.supplyChance(values[0], values[1] ?? 0, values[2] ?? 0);
    return code === 0 ? { ok: true } : this.error(code);
  }

  /** Card names by engine id: progress cards, or in the base game (sealed development deck) development cards. */
  private get cardNames(): string[] {
    return this.mode.startsWith('base') ? this.host.codec.schema.developmentCards : this.host.codec.schema.progressCards;
  }

  learnCard(at: number, card: string): ApplyResult {
    const x = this.use();
    const id = this.cardNames.indexOf(card);
    if (!Number.isInteger(at) || id < 0 || !x.learnCard(at, id)) return { ok: false, error: `token ${at} cannot be a ${card}` };
    return { ok: true };
  }

  sealedResources(player: number): number {
    return this.use().sealedResources(player);
  }

  revealResource(player: number, kind: string): ApplyResult {
    const k = this.host.codec.schema.kinds.indexOf(kind);
    return k >= 0 && Number.isInteger(player) && this.use().revealResource(player, k)
      ? { ok: true }
      : { ok: false, error: `player ${player} holds no sealed card to show as ${kind}` };
  }

  answerMonopoly(player: number): ApplyResult {
    return Number.isInteger(player) && this.use().answerMonopoly(player) ? { ok: true } : { ok: false, error: `player ${player} owes no Monopoly answer` };
  }

  owesMonopoly(player: number): boolean {
    return Number.isInteger(player) && this.use().owesMonopoly(player) !== 0;
  }

  monopolyLeft(player: number): number {
    return Number.isInteger(player) ? this.use().owesMonopoly(player) : 0;
  }

  claimSealedSeat(player: number): void {
    if (Number.isInteger(player)) this.use().claimSealedSeat(player);
  }

  learnResource(player: number, kind: string): ApplyResult {
    const k = this.host.codec.schema.kinds.indexOf(kind);
    return k >= 0 && Number.isInteger(player) && this.use().learnResource(player, k)
      ? { ok: true }
      : { ok: false, error: `player ${player} has no unknown sealed card to learn as ${kind}` };
  }

  knownSealed(player: number): Record<string, number> {
    const x = this.use();
    return Object.fromEntries(this.host.codec.schema.kinds.map((kind, k) => [kind, x.knownSealed(player, k)]));
  }

  stealParties(): { victim: number; thief: number } | null {
    const packed = this.use().stealParties();
    return packed < 0 ? null : { victim: packed >> 4, thief: packed & 15 };
  }

  pendingSeal(): { seat: number; looker: number | null } | null {
    const packed = this.use().pendingSeal();
    return packed < 0 ? null : { seat: packed >> 4, looker: (packed & 15) === 0 ? null : (packed & 15) - 1 };
  }

  sealHand(seat: number): ApplyResult {
    return Number.isInteger(seat) && this.use().sealHand(seat) ? { ok: true } : { ok: false, error: `no reseal of player ${seat}'s hand is awaited` };
  }

  learnLooked(target: number, kind: string): ApplyResult {
    const k = this.host.codec.schema.kinds.indexOf(kind);
    return k >= 0 && Number.isInteger(target) && this.use().learnLooked(target, k)
      ? { ok: true }
      : { ok: false, error: `no look at player ${target}'s hand has an unread card to learn as ${kind}` };
  }

  heldTokens(): number[][] {
    const x = this.use();
    const seats: number[][] = [];
    for (let p = 0, n = x.heldCount(0); n >= 0; n = x.heldCount(++p)) seats.push(Array.from({ length: n }, (_, i) => x.heldToken(p, i)));
    return seats;
  }

  publicCard(at: number): string | null {
    const id = Number.isInteger(at) ? this.use().publicCard(at) : -1;
    return id < 0 ? null : this.cardNames[id];
  }

  developmentDeck(): string[] {
    const x = this.use();
    return this.host.codec.schema.developmentCards.flatMap((card, kind) => new Array<string>(x.developmentDeckCount(kind)).fill(card));
  }

  snapshot(): Uint8Array {
    this.use();
    return this.host.stateView().slice();
  }

  restore(state: Uint8Array): void {
    if (!(state instanceof Uint8Array) || state.length !== this.state.length) throw new Error('restore: not a snapshot of this engine');
    const x = this.use();
    this.host.stateView().set(state);
    this.state = state.slice();
    x.restored();
    // The snapshot may be of another board (the search bot's scratch game, made for the mode alone,
    // holds the table's): the graph just built is this game's own now, never lent to a game whose
    // key this one had (tests/engine/sharedInstance.test.ts).
    this.board = `restored ${++restoredGames}`;
    this.host.rebuilt(this);
  }
}
