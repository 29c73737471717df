// The overdue claims another player signs about you (CardDuty.claimAbout) reach the room's status line in
// the page's language: every kind of due, and a discard only sealed cards can make, has its German words,
// with the players named.
import { afterEach, describe, expect, it } from 'vitest';
import { type Due, encodeCardBody } from '../../src/protocol/cardBodies';
import { encodeEntry } from '../../src/protocol/entry';
import { CardDuty, type ClaimNotice } from '../../src/session/cards/cardDuty';
import { claimWords } from '../../src/ui/claimWords';
import { MISSING, setLanguage } from '../../src/ui/i18n';
import { signal } from '@preact/signals';
import { createEngine } from '../../src/engine/index';
import { Table } from '../../src/bots/table';
import { SessionTable } from '../../src/ui/sessionTable';

/** One due of every kind the protocol knows: a new kind of due fails to type-check here until it is added. */
const DUES: { [K in Due['kind']]: Extract<Due, { kind: K }> } = {
  deal: { kind: 'deal' },
  key: { kind: 'key', at: 17, to: 2 },
  release: { kind: 'release', of: 3 },
  seed: { kind: 'seed' },
  hand: { kind: 'hand' },
};

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];
const name = (p: number) => NAMES[p];

/** The claim entry participant 0 signs at entry 40 that participant 1 owes `owes` (its signature is not read here). */
function claimEntry(owes: Due, who = 1): Uint8Array {
  const body = encodeCardBody({ kind: 'overdue', who, owes });
  return encodeEntry({ seq: 40, prev: new Uint8Array(32), author: 0, kind: 'action', body, sig: new Uint8Array(64) });
}

/** Every notice a player can be shown: each due, and the hand due that is a discard only sealed cards can make. */
function notices(): ClaimNotice[] {
  const all = Object.values(DUES).map((owes) => CardDuty.claimAbout(claimEntry(owes), 1, 4));
  all.push(CardDuty.claimAbout(claimEntry(DUES.hand), 1, 4, true));
  return all.map((n) => n!);
}

afterEach(() => setLanguage('en'));

describe('claim notices', () => {
  it('are made for their participant only, with who signed them where', () => {
    expect(CardDuty.claimAbout(claimEntry(DUES.deal, 2), 1, 4)).toBeNull();
    expect(notices().map((n) => [n.by, n.seq, n.discarding])).toEqual([...Object.keys(DUES).map(() => [0, 40, false]), [0, 40, true]]);
    // only a hand due can be a discard
    expect(CardDuty.claimAbout(claimEntry(DUES.seed), 1, 4, true)?.discarding).toBe(false);
  });

  it('read in English and in German, each kind in its own words, naming the players', async () => {
    const english = notices().map((n) => claimWords(n, name));
    await setLanguage('de');
    const german = notices().map((n) => claimWords(n, name));
    for (const [i, text] of german.entries()) {
      expect(text, english[i]).not.toContain(MISSING);
      expect(text).toMatch(/^Anna hat bei Eintrag 40 unterschrieben, dass du /);
      expect(text).not.toMatch(/\b(you|owe|your|participant|Participant)\b/);
    }
    expect(new Set(german).size).toBe(german.length);
    expect(german.find((g) => g.includes('Schlüssel zu einer Karte'))).toContain('in der Hand von Cem');
    expect(german.find((g) => g.includes('Hinterlegung von'))).toContain('von Dora');
    expect(german.at(-1)).toContain('Wirf jetzt ab');
    for (const text of english) expect(text).toMatch(/^Anna signed at entry 40 that you owe /);
  });
});

describe("the table's status line", () => {
  it("shows the claim in the page's language while the room shows it, and the room's next line after it", async () => {
    const table = new Table({ engine: await createEngine(), players: 3, mode: 'base', seed: 5, limitMs: 600_000 });
    await table.open();
    const replica = table.seats[1].replica;
    table.seats.forEach((s) => s.bot?.stop());
    await table.run(() => replica.replay.seatOf.length === 3);
    const room = signal('');
    const port = new SessionTable(replica, { roomStatus: room });
    const notice = CardDuty.claimAbout(claimEntry({ kind: 'key', at: 9, to: 2 }), 1, 3)!;
    const seatName = (p: number) => port.name(replica.replay.seatOf[p]);
    await setLanguage('de');
    replica.claimNotice.value = notice;
    room.value = notice.text; // the room's status line shows the replica's claim (replicaTroubles.ts)
    expect(port.status.value).toBe(claimWords(notice, seatName));
    expect(port.status.value).toContain(`${seatName(0)} hat bei Eintrag 40 unterschrieben`);
    expect(port.status.value).toContain(`in der Hand von ${seatName(2)}`);
    room.value = 'you are the host now';
    expect(port.status.value).toBe('du bist jetzt der Gastgeber');
    port.close();
    table.close();
  }, 60_000);
});
