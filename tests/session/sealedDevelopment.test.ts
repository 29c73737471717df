// A signed base game deals its development deck like the C&K progress decks (docs/cards.md,
// "Development cards"): bots as real replicas over the in-memory network, each knowing only its own
// cards. While the game runs, no replica's engine state or view names an opponent's unplayed card;
// at the end `verify` audits the deck (cardsAudited = 25) and has checked every played card's keys.
import { describe, expect, it } from 'vitest';
import { LAYOUT as L } from '../../src/bots/determinize';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { getEngine } from '../helpers';

const NOTHING = { knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0 };

describe('hidden development cards in a signed base game', () => {
  it("no replica names an opponent's unplayed card, and the finished log audits the deck", async () => {
    const engine = await getEngine();
    const t = new Table({ engine, players: 4, mode: 'base', seed: 1, sign: fastSign, verify: fastVerify, strategies: ['heuristic'] });
    await t.open();
    const replicas = t.seats.map((s) => s.replica);
    // Run until some seat holds a card it has learnt (its keys all came), then look at everyone else.
    const learnt = () =>
      replicas.findIndex((r) => {
        const seat = r.mySeat;
        const mine = seat === null ? null : r.replay.game?.view(seat).players[seat];
        return mine?.developmentCards && Object.values({ ...mine.developmentCards, ...mine.developmentCardsNew }).some((n) => Number(n) > 0);
      });
    expect(await t.run(() => learnt() >= 0)).toBe(true);
    const holder = replicas[learnt()];
    const seat = holder.mySeat!;
    const tokens: number[] = holder.replay.game!.view().players[seat].developmentAt;
    expect(tokens.length).toBeGreaterThan(0);
    for (const other of replicas) {
      if (other === holder) continue;
      const game = other.replay.game!;
      // The omniscient view of another replica: counts and tokens, never the cards.
      const theirs = game.view().players[seat];
      expect(theirs.developmentAt).toEqual(tokens);
      expect(theirs.developmentCards).toEqual(NOTHING);
      expect(theirs.developmentCardsNew).toEqual(NOTHING);
      expect(game.view(other.mySeat!).players[seat].developmentCards).toBeNull();
      // The state bytes: no count by kind, no identity of the holder's tokens, public or learnt.
      const bytes = game.snapshot();
      const base = L.PLAYERS + seat * L.PLAYER_STRIDE;
      for (let c = 0; c < L.DEV_KINDS; c++) expect([bytes[base + L.P_DEV + c], bytes[base + L.P_DEV_NEW + c]]).toEqual([0, 0]);
      for (const at of tokens) expect([bytes[L.CARD_AT + at], bytes[L.KNOWN_AT + at]]).toEqual([L.NONE, L.NONE]);
    }
    expect(await t.run()).toBe(true);
    t.close();
    expect(replicas.every((r) => r.finished.value && r.fork.value === null)).toBe(true);
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), engine, fastVerify);
    expect(report).toMatchObject({ valid: true, finished: true, complete: true, reason: null, cardsAudited: 25 });
    expect(report.cardBoxesAudited).toBeGreaterThan(0);
  }, 240_000);
});
