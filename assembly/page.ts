// The engine as the site loads it, built to build/engine.page.wasm: every export of index.ts except
// the diagnostics only tools and tests call (simulate, invariants, legalTrial), and the code only they
// reach (abi/simulate.ts, simTrades.ts, invariants.ts, legalAudit.ts). Same rules, same code: the
// functions are index.ts's; tests/engine/pageBuild.test.ts checks both builds agree game by game.

export {
  newGame, setRow, shapeRows, layoutPlayers, setHex, addHarbor, finishBoard, arrangeDeck,
  learnCard, publicCard, developmentDeckCount,
  sealedResources, revealResource, answerMonopoly, owesMonopoly, learnResource, claimSealedSeat, knownSealed, stealParties,
  pendingSeal, sealHand, learnLooked,
  argsPtr, apply, legalActions, publicLegalActions, legalPtr, legalCounts, legalCountsPtr, legalChoose, recordWidth,
  chanceKind, chanceCount, chanceRange, supplyChance,
  statePtr, stateSize, restored, switched, hash,
  outPtr, view, positionView, schema, errorText,
  boardHexes, landHexes, vertexId, edgeId, vertexAlias, edgeAlias,
  phase, currentPlayer, winner, heldCount, heldToken, awaitingMask,
} from './index';
