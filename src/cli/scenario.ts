// `hexknights scenario FILE`: run a scenario file (DESIGN.md contract) and print one JSON object.
// Exit 0 when every action applied, 3 when one was rejected (it stops there), 2 on a bad file.

import { readFile } from 'node:fs/promises';
import { createEngine } from '../engine/index';
import type { Action, GameConfig } from '../engine/types';

interface ScenarioFile extends GameConfig {
  actions: (Action & { p: number })[];
}

export async function runScenario(scenario: ScenarioFile): Promise<{ applied: number; rejected: null | { index: number; error: string }; view: unknown }> {
  const engine = await createEngine();
  const { actions, ...config } = scenario;
  const game = engine.newGame(config);
  let applied = 0;
  for (const [index, step] of (actions ?? []).entries()) {
    const { p, ...action } = step;
    const result = game.apply(p, action as Action);
    if (!result.ok) return { applied, rejected: { index, error: result.error }, view: game.view() };
    applied++;
  }
  return { applied, rejected: null, view: game.view() };
}

export async function scenarioCommand(args: string[]): Promise<number> {
  const file = args[0];
  if (!file) {
    console.error('usage: hexknights scenario FILE');
    return 2;
  }
  let scenario: ScenarioFile;
  try {
    scenario = JSON.parse(await readFile(file, 'utf8')) as ScenarioFile;
  } catch (err) {
    console.error(`cannot read scenario ${file}: ${(err as Error).message}`);
    return 2;
  }
  try {
    const result = await runScenario(scenario);
    console.log(JSON.stringify(result));
    return result.rejected ? 3 : 0;
  } catch (err) {
    console.error(`bad scenario ${file}: ${(err as Error).message}`);
    return 2;
  }
}
