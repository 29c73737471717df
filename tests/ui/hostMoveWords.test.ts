// Issue 38 item 8: the moves a networked table's host makes for a player are told in the log, once
// while it lasts and in both languages: a stand-in's for a player idle past the turn limit, and the
// host's proxy move for a player the log shows away (which had no line).
import { afterAll, describe, expect, it } from 'vitest';
import type { SeatAction } from '../../src/ui/entryActions';
import { hostMoveLines, type ToldHostMoves } from '../../src/ui/hostMoveWords';
import { setLanguage } from '../../src/ui/i18n';

const names = ['Ann', 'Ben', 'Cat'];
const name = (seat: number) => names[seat];
const none: ToldHostMoves = { idle: new Set(), away: new Set() };
const own = (seat: number, type = 'endTurn'): SeatAction => ({ seat, action: { type } });
const proxy = (seat: number, type = 'endTurn'): SeatAction => ({ seat, action: { type }, proxy: true });
const standIn = (seat: number, type = 'endTurn'): SeatAction => ({ seat, action: { type }, standIn: true });

describe('who moves for a player, in the log', () => {
  afterAll(() => setLanguage('en'));

  it("says once that the host moves for a player away, until that player's own move", () => {
    const first = hostMoveLines([own(0), proxy(1, 'roll'), proxy(1)], none, [], name);
    expect(first.lines.map((l) => l.text)).toEqual(['Ben is away: the host makes the move the rules give for them.']);
    expect(first.lines[0]).toMatchObject({ seat: 1, kind: 'system' });
    const again = hostMoveLines([own(2), proxy(1)], first.told, [], name);
    expect(again.lines).toEqual([]);
    const back = hostMoveLines([own(1, 'roll'), own(1)], again.told, [], name);
    expect(back.lines).toEqual([]);
    expect(hostMoveLines([proxy(1)], back.told, [], name).lines.map((l) => l.text)).toEqual(['Ben is away: the host makes the move the rules give for them.']);
  });

  it('says once that a stand-in moves for an idle player, while the replay says it still does', () => {
    const first = hostMoveLines([standIn(2, 'roll')], none, [], name);
    expect(first.lines.map((l) => l.text)).toEqual(['Cat is idle: a stand-in moves for them.']);
    expect(hostMoveLines([standIn(2)], { ...first.told, idle: new Set([2]) }, [2], name).lines).toEqual([]);
  });

  it('in German too', async () => {
    await setLanguage('de');
    expect(hostMoveLines([proxy(0)], none, [], name).lines.map((l) => l.text)).toEqual([
      'Ann ist nicht da: Der Gastgeber macht für Ann den Zug, den die Regel vorgibt.',
    ]);
    expect(hostMoveLines([standIn(1)], none, [], name).lines.map((l) => l.text)).toEqual(['Für Ben (untätig) zieht eine Vertretung.']);
  });
});
