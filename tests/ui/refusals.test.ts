// Issue 38 item 9: every refusal names the rule that refuses it, and the page has one text per reason.
// The three refusals that named another rule (Inventor on a 12: "malformed arguments"; the Spy asking
// for a Constitution: "cards bought this turn wait a turn"; a second Commercial Harbor offer to one
// player: "you have already answered this offer") are provoked here through the engine, and the
// page's German table (the text a German player reads for each reason) is checked against the
// engine's list of reasons both ways: a text for every reason, no text for a reason the engine lost,
// and no two reasons sharing one text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { must, refused } from '../helpers';
import { cardTable, drawOwn, fund, improveTo, mainPhaseOf, player } from '../rules/ck/helpers';
import { refusals } from '../../src/ui/i18n/de';
import { refusalKey } from '../../src/ui/i18n/refusalKey';
import { refusalText, setLanguage } from '../../src/ui/i18n';

/** Every reason the engine can give (assembly/core/errors.ts and assembly/ckba/errors.ts, one a line). */
function engineReasons(): string[] {
  return ['assembly/core/errors.ts', 'assembly/ckba/errors.ts']
    .flatMap((file) => {
      const lines = /utf8Lines\(`([^`]*)`\)/.exec(readFileSync(join(__dirname, '../..', file), 'utf8'))![1].split('\n');
      return file.includes('core') ? lines.slice(1) : lines; // line 0 of the core list is "ok"
    })
    .concat('unknown error'); // assembly/index.ts, for a code neither list has
}

describe('refusals name their rule', () => {
  afterAll(() => setLanguage('en'));

  it('the Inventor refuses a 2, 12, 6 or 8 by its own rule', async () => {
    const game = await cardTable({ science: ['inventor'] });
    improveTo(game, 0, 'science', 1);
    drawOwn(game, 0, 'science');
    // this table's board has no 12; a 6 is refused by the same rule (and a hex without a number too)
    const hex = (n: number | null) => game.view().board.hexes.findIndex((h: { number: number | null }) => h.number === n);
    expect(refused(game, 0, { type: 'playProgress', card: 'inventor', hexes: [hex(null), hex(5)] })).toMatch(/^the Inventor swaps two number tokens/);
    expect(refused(game, 0, { type: 'playProgress', card: 'inventor', hexes: [hex(6), hex(5)] })).toMatch(
      /^the Inventor swaps two number tokens of 3, 4, 5, 9, 10 or 11/,
    );
  });

  it('the Spy asking for a card its target does not hold (a Constitution is never held) says so', async () => {
    const game = await cardTable({ politics: ['spy', 'warlord', 'wedding'] });
    improveTo(game, 0, 'politics', 1);
    improveTo(game, 1, 'politics', 1);
    drawOwn(game, 0, 'politics');
    must(game, 0, { type: 'endTurn' });
    drawOwn(game, 1, 'politics');
    must(game, 1, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playProgress', card: 'spy', player: 1 });
    expect(refused(game, 0, { type: 'spyTake', card: 'constitution' })).toMatch(
      /^that player holds no such progress card \(Constitution and Printer are never held/,
    );
    expect(player(game, 1).progressCards.length).toBeGreaterThan(0);
  });

  it('a second Commercial Harbor offer to the same player names the one-offer rule', async () => {
    const game = await cardTable({ trade: ['commercialHarbor'] });
    improveTo(game, 0, 'trade', 1);
    drawOwn(game, 0, 'trade');
    must(game, 0, { type: 'endTurn' });
    fund(game, 1, { coin: 2 });
    fund(game, 0, { grain: 2 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playProgress', card: 'commercialHarbor' });
    must(game, 0, { type: 'commercialHarborOffer', player: 1, kind: 'grain' });
    must(game, 1, { type: 'commercialHarborReply', kind: 'coin' });
    expect(refused(game, 0, { type: 'commercialHarborOffer', player: 1, kind: 'grain' })).toBe(
      'you have already made that player a Commercial Harbor offer (one offer per player)',
    );
  });

  it('the page has one text per engine reason: every reason has one, none is stale, none is shared', async () => {
    const reasons = engineReasons();
    const keys = reasons.map(refusalKey);
    expect(new Set(keys).size).toBe(reasons.length); // no two reasons share a key
    expect(reasons.filter((r) => !(refusalKey(r) in refusals))).toEqual([]);
    expect(Object.keys(refusals).filter((k) => !keys.includes(k))).toEqual([]);
    await setLanguage('de');
    const texts = reasons.map(refusalText);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    expect(reasons.filter((r, i) => texts[i] === r)).toEqual([]); // each one in German, not the English passed through
  });
});
