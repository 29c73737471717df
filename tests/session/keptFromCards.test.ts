// Issue 23 point 3: a host acting alone cannot expel an honest guest from the cards. The host (the
// project's own replica, its traffic filtered) drops every key share the guest submits. Every other
// replica used to sign the guest overdue after 60 s on its own clock, the guest was marked as left,
// its escrow was opened and its seed published: the host could read its hand. Now the guest sends
// its waiting submission to its peers too; a replica signs an overdue claim only about a participant
// it has not heard from, or whose own head holds the due and who has submitted nothing for that long.
// The guest is not expelled: the host can only stall the game, in plain view. The same holds for the
// deal: a guest whose first deal step (pass 1) the host drops used to be signed overdue by everyone and
// replaced by a public stand-in seed, so its layer of the shuffle hid nothing.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { decodeMessage } from '../../src/session/replica/messages.js';
import { sharedEngine } from './logBuilder.js';
import { verifyLogFileText } from './verifyCli.js';

/** The host's log verifies, and names nobody as gone: the attempt left no departure in the record. */
async function logStaysHonest(t: Table): Promise<void> {
  const { report } = await verifyLogFileText(t.seats[0].replica.logFile());
  expect(report).toMatchObject({ valid: true, firstBadEntry: null, cardGameStopped: null });
  expect(report.cardDepartures).toEqual([]);
}

/** The host drops every `kind` submission (card body kind) of participant 2; the count of those dropped. */
function hostDrops(t: Table, kind: string): () => number {
  let dropped = 0;
  t.network.intercept = (from, to, data) => {
    if (from === 'p2' && to === 'p0') {
      const m = decodeMessage(data);
      if (m.type === 'submit' && cardKind(m.bytes) === kind) {
        dropped++;
        return null;
      }
    }
    return data;
  };
  return () => dropped;
}

/** The honest guest's (participant 1's) overdue claims in the host's log: it must sign none about 2. */
const honestClaims = (t: Table) => t.seats[0].replica.replay.entries.filter((e) => cardKind(e) === 'overdue' && decodeEntry(e).author === 1).length;

/**
 * Runs until the host has dropped one of participant 2's submissions, then 150 s of virtual time (or
 * until the honest guest signs a claim); what participant 2 was told of claims about it.
 */
async function holdOut(t: Table, dropped: () => number): Promise<string[]> {
  const told: string[] = [];
  t.seats[2].replica.claimedOverdue.subscribe((c) => c && told.push(c));
  await t.run(() => dropped() > 0);
  const start = t.clock.now();
  await t.run(() => t.clock.now() > start + 150_000 || honestClaims(t) > 0);
  expect(dropped()).toBeGreaterThan(0);
  return told;
}

function cardKind(bytes: Uint8Array): string | null {
  try {
    const body = decodeCanonical(decodeEntry(bytes).body) as { cards?: Record<string, unknown> };
    return body.cards ? Object.keys(body.cards)[0] : null;
  } catch {
    return null;
  }
}

describe('a host cannot expel a present guest from the cards', () => {
  it('a guest whose key shares the host drops is never signed overdue, and its escrow stays closed', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 61, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
    await t.open();
    await t.run(() => t.log.length >= 30);
    const dropped = hostDrops(t, 'shares');
    // the host's own replica may sign what it likes; the honest guest (participant 1) must sign nothing about 2
    const told = await holdOut(t, dropped);
    for (const seat of t.seats) expect(seat.replica.replay.cards!.departures.gone[2]).toBe(false);
    expect(honestClaims(t)).toBe(0);
    // the host's own claim is shown to the guest, naming who signed it and what for
    expect(told.some((c) => /^Participant 0 signed at entry \d+ that you owe/.test(c))).toBe(true);
    await logStaysHonest(t);
    t.close();
  }, 300_000);

  it('a guest whose first deal step the host drops keeps its seat in the deal, and gets no public stand-in seed', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 62, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
    const dropped = hostDrops(t, 'pass1');
    await t.open();
    const told = await holdOut(t, dropped);
    for (const seat of t.seats) {
      const cards = seat.replica.replay.cards!;
      expect(cards.departures.gone[2]).toBe(false);
      expect(cards.ledger.known[2]).toBeFalsy(); // no stand-in: its pass-1 layer is still its secret
      expect(cards.ledger.dealt).toBe(false); // the host can only stall the deal, in plain view
    }
    expect(honestClaims(t)).toBe(0);
    expect(told.some((c) => /^Participant 0 signed at entry \d+ that you owe its deal step/.test(c))).toBe(true);
    await logStaysHonest(t);
    t.close();
  }, 300_000);
});
