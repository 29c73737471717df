// Issue 23 points 1 and 2: a host acting alone decides no dice by ordering or timing draws. Each
// attacker is the project's own host replica whose traffic is filtered or whose sequencer is steered
// (the review's method); every other seat is an unmodified replica with its bot.
// 1. Preview and reroll through presence draws: the host holds a guest's roll, calls a presence draw,
//    and has every guest's answer for the next onion layer, the very layer the roll's draw would use;
//    it then sequences the roll on that layer if it likes the dice (else it would seal the presence draw
//    and look at the next). Calls are signed, and a draw on a called layer for another purpose is a
//    proof every guest checks and halts on: the layer the host saw is never the dice's.
// 2. Choose by timing: the host keeps the entry that opens a roll's draw from one guest until the
//    others sign that guest silent, to pick between the outcome with its reveal and the one without.
//    A witness that hears the guest, whose head shows it never got the entry, signs nothing and sends
//    it the entry instead: the guest reveals, and the draw holds its reveal.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { parseBeaconBody } from '../../src/protocol/bodies.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { decodeMessage } from '../../src/session/replica/messages.js';
import type { HostSequencer } from '../../src/session/replica/hostSequencer.js';
import { sharedEngine } from './logBuilder.js';
import { verifyLogFileText } from './verifyCli.js';
import { verifyTextLoaded } from '../../src/ui/verifyRun.js';

async function table(seed: number): Promise<Table> {
  const t = new Table({
    engine: await sharedEngine(),
    players: 3,
    seed,
    sign: fastSign,
    verify: fastVerify,
    faults: { delayMs: [1, 10] },
    revealTimeoutMs: 2000,
  });
  await t.open();
  await t.run(() => t.log.length >= 40);
  return t;
}

/** The entry's action type, if it is an action. */
function actionOf(bytes: Uint8Array): string | null {
  try {
    const e = decodeEntry(bytes);
    if (e.kind !== 'action') return null;
    const body = decodeCanonical(e.body) as { action?: { type?: string } };
    return body.action?.type ?? null;
  } catch {
    return null;
  }
}

/** Steering the host's own sequencer, as a host that changes its code would. */
type Steered = { callPresence(draw: number): Promise<void>; presence: boolean; collected: Map<number, Uint8Array> };

describe('a host decides no dice by ordering or timing draws', () => {
  it("a presence draw called while a roll is held cannot become the roll's draw: every guest halts with the proof", async () => {
    const t = await table(51);
    const host = t.seats[0].replica;
    let held: { bytes: Uint8Array; from: string } | null = null;
    t.network.intercept = (from, to, data) => {
      if (to === 'p0' && from !== 'p0') {
        const m = decodeMessage(data);
        if (m.type === 'submit' && actionOf(m.bytes) === 'roll') {
          held = { bytes: m.bytes, from };
          return null;
        }
      }
      return data;
    };
    await t.run(() => held !== null);
    const roller = Number(held!.from.slice(1));
    const other = 3 - roller;
    const sequencer = host.sequencer as unknown as Steered;
    const draw = host.replay.draws + 1;
    await sequencer.callPresence(draw);
    // the guests answer the call with the next layer (the one the roll's draw would use)
    await t.run(() => sequencer.collected.has(other) || t.clock.now() > 600_000);
    expect(sequencer.collected.has(other)).toBe(true);
    // the roller's own move waits at the host: it does not answer (its dice are not shown early)
    expect(sequencer.collected.has(roller)).toBe(false);
    // the host likes what it saw: it forgets its call and sequences the roll on that layer
    sequencer.presence = false;
    t.network.intercept = null;
    await (host.sequencer as HostSequencer).submit(held!.bytes, held!.from, false);
    await t.run(() => [1, 2].every((p) => t.seats[p].replica.halted));
    for (const p of [1, 2]) {
      const fork = t.seats[p].replica.fork.value;
      expect(fork?.reorder?.call.draw).toBe(draw);
      // it stopped at that very draw, or just before it when the proof reached it ahead of the draw's
      // entry (the game's timing decides which): no move was ever made on those dice
      const replay = t.seats[p].replica.replay;
      const drewIt = replay.draws === draw;
      if (drewIt) expect(decodeEntry(replay.entryAt(replay.nextSeq - 1)!).kind).toBe('beacon');
      else expect(replay.draws).toBe(draw - 1);
      // the host's draw for dice: this log's last entry, or the next one, which the guest refused
      const drawEntry = drewIt ? replay.nextSeq - 1 : replay.nextSeq;
      // the log file it saves carries the proof: `verify` names the host's draw and why
      const text = t.seats[p].replica.logFile();
      const { code, report, human } = await verifyLogFileText(text);
      expect(code).toBe(1);
      expect(human).toMatch(
        new RegExp(
          `^INVALID log: the host \\(participant 0\\) called draw ${draw} a presence draw[^]*drew it for dice at entry ${drawEntry}` +
            (drewIt ? `[^]*first bad entry: index ${drawEntry}` : ''),
        ),
      );
      expect(report).toMatchObject({ valid: false, firstBadEntry: drewIt ? drawEntry : null });
      expect(report.reason).toMatch(new RegExp(`^the host \\(participant 0\\) called draw ${draw} a presence draw.*drew it for dice at entry ${drawEntry}`));
      // the verify page reads it the same way
      expect((await verifyTextLoaded(await sharedEngine(), text)).report).toMatchObject({
        valid: false,
        firstBadEntry: report.firstBadEntry,
        reason: report.reason,
      });
      // without it every entry is valid on its own: the proof is what shows the attempt
      const { proofs, ...entriesOnly } = JSON.parse(text);
      expect(proofs).toHaveLength(1);
      expect((await verifyLogFileText(JSON.stringify(entriesOnly))).report).toMatchObject({ valid: true, firstBadEntry: null });
    }
    // a reload does not forget the proof: the guest is halted again on it, and its log file still names the draw
    await t.restart(1);
    expect(t.seats[1].replica.fork.value?.reorder?.call.draw).toBe(draw);
    expect(t.seats[1].replica.legalActions()).toEqual([]);
    expect((await verifyLogFileText(t.seats[1].replica.logFile())).report.reason).toMatch(/^the host \(participant 0\) called draw/);
    t.close();
  });

  it('a host that reloads while its presence call is open seals that presence draw first: nobody is proven a cheat', async () => {
    const t = await table(53);
    const host = () => t.seats[0].replica;
    // a moment the honest host may call a presence draw: no chance draw pending, a guest awaited
    await t.run(() => !host().replay.pendingDraw() && !host().awaitingSubmission && [1, 2].some((p) => host().replay.mayAct(p)));
    const draw = host().replay.draws + 1;
    // the guests get the call; their answers do not reach the host before it reloads
    const gotCall = new Set<string>();
    t.network.intercept = (_from, to, data) => {
      const m = decodeMessage(data);
      if (m.type === 'call' && m.draw === draw) gotCall.add(to);
      return to === 'p0' && m.type === 'reveal' ? null : data;
    };
    await (host().sequencer as unknown as Steered).callPresence(draw);
    await t.run(() => (gotCall.has('p1') && gotCall.has('p2')) || t.clock.now() > 600_000);
    expect([...gotCall].sort()).toEqual(['p1', 'p2']);
    await t.restart(0);
    t.network.intercept = null;
    await t.run(() => host().replay.draws >= draw + 2 || t.seats.some((s) => s.replica.halted));
    for (const s of t.seats) expect(s.replica.fork.value, `participant ${s.replica.participant}`).toBeNull();
    const sealed = host()
      .replay.entries.map((e) => decodeEntry(e))
      .find((e) => e.kind === 'beacon' && parseBeaconBody(decodeCanonical(e.body), 3).draw === draw);
    expect(parseBeaconBody(decodeCanonical(sealed!.body), 3).purpose).toBe('presence');
    t.close();
  });

  it('a guest kept from the entry that opens a draw is not signed silent: it gets the entry from a peer, and the draw holds its reveal', async () => {
    const t = await table(52);
    let roll: { seq: number; from: string } | null = null;
    let victim = '';
    const silenceAbout: string[] = [];
    t.network.intercept = (from, to, data) => {
      const m = decodeMessage(data);
      if (m.type === 'silence' && roll) silenceAbout.push(`${m.for} by ${m.by}`);
      if (from !== 'p0') return data;
      if (!roll && m.type === 'entry' && actionOf(m.bytes) === 'roll') {
        const author = decodeEntry(m.bytes).author;
        if (author !== 0) {
          roll = { seq: decodeEntry(m.bytes).seq, from: `p${author}` };
          victim = `p${3 - author}`;
        }
      }
      // the host keeps every entry and statement from the victim from the roll on
      if (roll && to === victim && (m.type === 'entry' || m.type === 'sequenced') && (m.type === 'sequenced' ? m.seq : decodeEntry(m.bytes).seq) >= roll.seq)
        return null;
      return data;
    };
    await t.run(() => roll !== null && t.seats[0].replica.replay.nextSeq > roll.seq + 1);
    const victimIndex = Number(victim.slice(1));
    const draw = decodeEntry(t.seats[0].replica.replay.entryAt(roll!.seq + 1)!);
    const reveals = parseBeaconBody(decodeCanonical(draw.body), 3).reveals;
    expect(reveals[victimIndex]).not.toBeNull();
    expect(silenceAbout.filter((s) => s.startsWith(`${victimIndex} `))).toEqual([]);
    // the attempt left nothing in the log: it verifies, and nobody missed a draw
    const { report } = await verifyLogFileText(t.seats[0].replica.logFile());
    expect(report).toMatchObject({ valid: true, firstBadEntry: null });
    expect(report.players.map((p: { missedDraws: number }) => p.missedDraws)).toEqual([0, 0, 0]);
    t.close();
  });
});
