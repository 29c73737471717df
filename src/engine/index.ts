// The engine's public face: createEngine() in Node and in the browser (see docs/actions.md).

import { type EngineBuild, instantiateEngine } from './wasm';
import { EngineHost } from './engineHost';
import { WasmGame } from './game';
import type { Engine, GameConfig } from './types';

export type * from './types';
export { VARIANTS, TWO_PLAYER_MODES, SEA_LAYOUTS, PORT_LAYOUTS, variantFitsLayout, type VariantInfo } from './variants';

/** The engine over an instantiated module (tools.ts adds the full build's simulate to it in Node). */
export function engineOn(host: EngineHost): Engine {
  return {
    newGame: (config: GameConfig) => new WasmGame(host, config),
    progressDecks: host.codec.schema.progressDecks,
  };
}

/** `build`: which engine module (wasm.ts): Node loads the full one unless told, the browser the page's. */
export async function createEngine(build?: EngineBuild): Promise<Engine> {
  return engineOn(new EngineHost(await instantiateEngine(build)));
}
