// The host's lobby as it is saved for a reload (issue 25 item 2): restored as it was, and a saved value
// that is not one of ours (another version, a damaged store) is refused instead of half-read.
import { describe, expect, it } from 'vitest';
import { LobbySeats, type SavedLobby } from '../../src/session/room/lobbySeats';
import type { GenesisPlayer } from '../../src/protocol/genesis';

const rules = { mode: 'base', players: 3, seating: 'beacon' as const, beaconLength: 512, cards: 'sealed' as const };
const line = (index: number) => ({ index, name: `p${index}` }) as unknown as GenesisPlayer;

describe('LobbySeats saved and restored', () => {
  it('keeps seats asked for, lines in and rematch reservations, and goes on from there', () => {
    const cydKey = 'cd'.repeat(32);
    const lobby = new LobbySeats(3, { name: 'ada', color: 'red', line: line(0) }, [{ index: 2, name: 'cyd', color: 'white', publicKey: cydKey }]);
    expect(lobby.hello('bob', 'blue')).toBe(1);
    expect(lobby.line(1, line(1))).toBe(true);
    const saved: SavedLobby = JSON.parse(JSON.stringify(lobby.saved(rules)));
    const back = LobbySeats.restore(saved)!;
    expect(back.list()).toEqual(lobby.list());
    expect(back.list().find((s) => s.index === 2)).toMatchObject({ name: 'cyd', joined: false, reserved: true, publicKey: cydKey });
    expect(back.hello('eve', 'green')).toBe(-1); // seat 2 is still kept for cyd
    expect(back.hello('cyd', 'white')).toBe(-1); // a name claims no kept seat (issue 23): cyd's key of the finished game does
    expect(back.claim('ee'.repeat(32))).toBe(-1);
    expect(back.claim(cydKey)).toBe(2);
    expect(back.line(1, line(1))).toBe(false); // bob's line is in already
    expect(back.line(2, line(2))).toBe(true);
    expect(back.complete()).toHaveLength(3);
  });

  it('refuses a saved lobby that does not fit its rules', () => {
    const good = new LobbySeats(3, { name: 'ada', color: 'red', line: line(0) }).saved(rules);
    expect(LobbySeats.restore({ ...good, lines: good.lines.slice(0, 2) })).toBeNull();
    expect(LobbySeats.restore({ ...good, lines: [null, null, null] })).toBeNull();
    expect(LobbySeats.restore({ ...good, seats: 'x' as never })).toBeNull();
    expect(LobbySeats.restore({ ...good, rules: undefined as never })).toBeNull();
  });
});
