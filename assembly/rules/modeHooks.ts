// What a mode changes in the base rules, as one table of hooks (scalachess's Variant: a default for
// every question, a mode overriding only what differs). The base rules call `hooks.x(...)` and import
// no mode folder. `Mode` answers as the base game does; modes/index.ts (the composition root, imported
// first by the engine's entry) overrides the hooks with the answers of ck/, ckba/, two/ and variants/
// and installs that table once when the engine starts. Every answer checks its own mode or variant
// (isCK(), variantOn(...)), so one table serves every game, and restoring a snapshot of another game
// changes nothing here. Virtual methods, not function fields: AssemblyScript inlines an override
// behind a class-id test, where a function reference costs an indirect call (docs/engine.md).

export class Mode {
  /** State derived and kept between calls (rules/derived.ts) is stale: forget the mode's own. */
  forgetDerived(): void {}
  /** Public victory points a mode adds to the buildings' and cards' (ckba: conquests, prisoners). */
  pointAdjustment(p: i32): i32 { return 0; }
  /** A hex whose number produces nothing (ckba: conquered by the barbarians). */
  hexBarren(hex: i32): bool { return false; }
  /** After a production roll, for each player who received nothing (C&K: the Aqueduct). */
  receivedNothing(p: i32): void {}
  /** Every legal action is checked by checkAction, the generators being partial (ckba's extra limits). */
  checksEveryOffer(): bool { return false; }
}

/** The table the rules call: the base game's until modes/index.ts installs the modes. */
export let hooks: Mode = new Mode();

export function installModes(modes: Mode): void { hooks = modes; }
