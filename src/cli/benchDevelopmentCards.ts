// `npm run bench` (cards part, base game): the development deck dealt by the same encrypted shuffle as
// the progress decks (docs/cards.md, "Development cards"): one deck of 25 cards (50 with two sets at
// 7-8 players). Computation per player for the deal, per draw and for the end-of-game audit. Medians
// of several runs; printed, never asserted.
import { auditDeal, cardTable } from '../protocol/cards/index.js';
import type { Engine } from '../engine/types.js';
import { boxesFor, deal, drawOnce } from './benchCards';
import { median, printFigures, time } from './measure';

const RUNS = 5;

export function benchDevelopmentCards(engine: Engine): void {
  const lines = [`development deck bench (base game): 1 deck, ristretto255, medians of ${RUNS} runs`];
  for (const players of [4, 8]) {
    const deck = engine.newGame({ mode: 'base', players, seed: 1, ...(players > 6 ? { layout: 'peanut' as const } : {}) }).developmentDeck();
    const size = deck.length;
    const table = cardTable([deck]);
    deal(table, 2); // warm up
    const setups: number[] = [];
    const draws: number[] = [];
    const audits: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const d = deal(table, players);
      setups.push(median(d.perPlayer));
      const drawer = run % players;
      const boxes = boxesFor(d, drawer, 0, run);
      draws.push(time(() => drawOnce(table, d, drawer, boxes)));
      const seeds = d.secrets.map((s) => s.seed);
      audits.push(time(() => auditDeal(table, d.transcript, seeds)));
    }
    lines.push(
      `  ${size} cards, ${players} players: set-up (derive keys + pass 1 + pass 2) ${median(setups).toFixed(1)} ms per player; ` +
        `draw ${median(draws).toFixed(2)} ms; audit of the deal ${median(audits).toFixed(0)} ms`,
    );
  }
  printFigures(lines);
}
