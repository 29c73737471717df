// The one engine instance's keeper: which game's state is loaded in it and which board graph is built,
// so that many games (replicas, bots' searches, the page's) share one WebAssembly instance.
import { Codec } from './codec';
import { RecordSlab } from './recordSlab';
import type { EngineExports } from './wasm';

/** What the host needs of a game it loads (WasmGame, game.ts). */
export interface LoadedGame {
  readonly state: Uint8Array;
  /** The board's shape as a key: games with equal keys share one board graph. */
  readonly board: string;
  /** Keeps the loaded state's bytes as the game's own before another game is loaded. */
  save(): void;
}

/** Owns the single instance: which game's state is loaded and which board graph is built. */
export class EngineHost {
  private active: LoadedGame | null = null;
  /** The board shape whose graph is built (WasmGame.board, game.ts), '' for none. */
  private board = '';
  readonly codec: Codec;
  /** Where legalRecords copies its records (recordSlab.ts). */
  readonly slab = new RecordSlab();

  constructor(readonly x: EngineExports) {
    this.codec = new Codec(x);
  }

  private legal: Int32Array | null = null;

  /** The engine's legal-action records (MAX_LEGAL = 4096 in assembly/rules/offerList.ts), a view kept until the memory grows. */
  legalView(): Int32Array {
    if (this.legal === null || this.legal.buffer !== this.x.memory.buffer) {
      this.legal = new Int32Array(this.x.memory.buffer, this.x.legalPtr(), 4096 * this.codec.schema.recordWidth);
    }
    return this.legal;
  }

  stateView(): Uint8Array {
    return new Uint8Array(this.x.memory.buffer, this.x.statePtr(), this.x.stateSize());
  }

  /** Makes `game` the loaded one, saving the previous game's bytes. */
  activate(game: LoadedGame): void {
    if (this.active === game) return;
    this.active?.save();
    this.stateView().set(game.state);
    if (game.board !== this.board) {
      this.x.restored();
      this.board = game.board;
    } else {
      // Same board graph, other pieces: the caches the engine keeps between calls (each player's
      // harbors, a knight's reach) belong to the game swapped out. Kept, they let one replica of a
      // page check an entry against another replica's position (tests/engine/sharedInstance.test.ts).
      this.x.switched();
    }
    this.active = game;
  }

  /** Gives up the loaded state (before something else, like a simulation, uses the state block). */
  release(): void {
    this.active?.save();
    this.active = null;
    this.board = '';
  }

  /** Records that the loaded game's graph was just rebuilt from its state (WasmGame.restore, game.ts). */
  rebuilt(game: LoadedGame): void {
    if (this.active === game) this.board = game.board;
  }

  /** Records that a fresh game's board graph was just built by newGame. */
  adopt(game: LoadedGame): void {
    this.active?.save();
    this.active = game;
    this.board = game.board;
  }
}
