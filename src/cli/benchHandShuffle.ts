// `npm run bench` (cards part): what a private steal costs (docs/cards.md, "Private resource moves"):
// each participant's hand-shuffle steps, the thief's reading, a reveal check and the audit, beside a
// deal step measured in the same run (a steal must cost at most one deal step). Medians; printed,
// never asserted.
import {
  HAND_KINDS,
  type HandRekeyOutput,
  type HandShuffleSpec,
  type HandShuffleTranscript,
  type Point,
  ResourceCardTable,
  type SentHandShare,
  auditHandShareBoxes,
  auditHandShuffles,
  cardTable,
  deriveSecrets,
  disputeKey,
  handInput,
  handKey,
  handMixStep,
  handRekeyStep,
  handStripStep,
  hasStrip,
  openHandToken,
  receiveHandShare,
  sealHandShare,
  verifyHandReveal,
} from '../protocol/cards/index.js';
import { loadWasmGroup } from '../protocol/cards/wasmGroup.js';
import { deal } from './benchCards';
import { cpuTime, median, printFigures, time } from './measure';

const RUNS = 5;

interface Steal {
  perPlayerCpu: number;
  /** A reseal's boxing: each participant's keys of every position to the owner, and to a Master Merchant's looker. */
  boxingCpu: number;
  read: number;
  reveal: number;
  audit: number;
}

/**
 * A steal from a hand of `cards` public cards and `sealed` earlier tokens (made by a steal before it),
 * spread over the 5 resources, or with `commodities` over all 8 kinds as a Cities & Knights hand.
 */
function stealOnce(players: number, cards: number, sealed: number, commodities = false): Steal {
  const secrets = Array.from({ length: players }, () => deriveSecrets(globalThis.crypto.getRandomValues(new Uint8Array(32))));
  const seeds = secrets.map((s) => s.seed);
  const table = new ResourceCardTable();
  const shuffles: HandShuffleTranscript[] = [];
  const cpu = new Array(players).fill(0);
  const run = (spec: HandShuffleSpec, sealedInputs: Point[]): HandShuffleTranscript => {
    table.add(spec);
    let points = handInput(spec, sealedInputs);
    const strip: Point[][] = [];
    const mix: Point[][] = [];
    const rekey: HandRekeyOutput[] = [];
    if (hasStrip(spec)) seeds.forEach((s, i) => (cpu[i] += cpuTime(() => strip.push((points = handStripStep(points, spec, s))))));
    seeds.forEach((s, i) => (cpu[i] += cpuTime(() => mix.push((points = handMixStep(points, spec, s))))));
    seeds.forEach((s, i) => {
      cpu[i] += cpuTime(() => rekey.push(handRekeyStep(points, spec, s)));
      points = rekey[i].points;
    });
    const t = { ...spec, sealedInputs, strip, mix, rekey };
    shuffles.push(t);
    return t;
  };
  const kinds = commodities ? HAND_KINDS : 5;
  const known = (n: number) => Array.from({ length: HAND_KINDS }, (_, k) => (k < kinds ? Math.floor(n / kinds) + (k < n % kinds ? 1 : 0) : 0));
  let sealedIn: Point[] = [];
  if (sealed > 0) {
    const earlier = run({ shuffle: 0, known: known(sealed), sealed: [] }, []);
    sealedIn = earlier.rekey.at(-1)!.points;
    cpu.fill(0);
  }
  const spec: HandShuffleSpec = { shuffle: 1, known: known(cards), sealed: Array.from({ length: sealed }, (_, position) => ({ shuffle: 0, position })) };
  const t = run(spec, sealedIn);
  const last = t.rekey.at(-1)!;
  const at = { shuffle: 1, position: 0 };
  const token = { ciphertext: last.points[0], commitments: t.rekey.map((r) => r.commitments[0]) };
  const sent: SentHandShare[] = seeds.slice(1).map((s, j) => ({
    from: j + 1,
    to: 0,
    at,
    sealed: sealHandShare({ at, scalar: handKey(s, 1, 0) }, secrets[j + 1].box.secretKey, secrets[0].box.publicKey),
  }));
  let kind = -1;
  const read = time(() => {
    const keys = seeds.map((s, i) =>
      i === 0
        ? handKey(s, 1, 0)
        : receiveHandShare({
            sealed: sent[i - 1].sealed,
            from: i,
            at,
            sharedKey: disputeKey(secrets[i].public.boxPublicKey, secrets[0].box.secretKey),
            commitment: t.rekey[i].commitments[0],
          }),
    );
    kind = openHandToken(table, at, token, keys);
  });
  const reveal = time(() =>
    verifyHandReveal(
      kind,
      table,
      at,
      token,
      seeds.map((s) => handKey(s, 1, 0)),
    ),
  );
  const audit = time(() => {
    auditHandShuffles(shuffles, seeds, new ResourceCardTable());
    auditHandShareBoxes(
      secrets.map((s) => s.public),
      seeds,
      sent,
      (from, id) => t.rekey[from].commitments[id.position],
    );
  });
  // a reseal (no pick) boxes every position's key to its owner (participant 0), and with a look to participant 1 too
  const boxing = seeds.map((s, i) =>
    cpuTime(() => {
      for (let position = 0; position < last.points.length; position++)
        for (const to of [0, 1])
          if (to !== i) sealHandShare({ at: { shuffle: 1, position }, scalar: handKey(s, 1, position) }, secrets[i].box.secretKey, secrets[to].box.publicKey);
    }),
  );
  return { perPlayerCpu: median(cpu), boxingCpu: median(boxing), read, reveal, audit };
}

export async function benchHandShuffle(contents: readonly (readonly string[])[]): Promise<void> {
  await loadWasmGroup();
  const progress = cardTable(contents);
  stealOnce(4, 7, 0); // warm up
  const lines = [`private steal bench (hand shuffle: every participant strips when sealed cards are in, mixes, rekeys), medians of ${RUNS} runs`];
  for (const players of [4, 6]) {
    const dealStep = median(Array.from({ length: RUNS }, () => median(deal(progress, players).perPlayerCpu)));
    lines.push(`  ${players} players: a deal step (3 progress decks) ${dealStep.toFixed(0)} ms of CPU per player, for comparison`);
    for (const [cards, sealed, commodities] of [
      [4, 0, false],
      [8, 0, false],
      [16, 0, false],
      [6, 2, false],
      [8, 4, true], // a Cities & Knights hand: resources and commodities, some sealed by an earlier steal
    ] as const) {
      const runs = Array.from({ length: RUNS }, () => stealOnce(players, cards, sealed, commodities));
      const cpu = median(runs.map((r) => r.perPlayerCpu));
      lines.push(
        `    a steal from ${cards + sealed} cards (${sealed} sealed${commodities ? ', C&K: commodities too' : ''}): ${cpu.toFixed(1)} ms of CPU per participant (${((100 * cpu) / dealStep).toFixed(0)}% of a deal step); ` +
          `the thief reads it in ${median(runs.map((r) => r.read)).toFixed(1)} ms; a reveal check ${median(runs.map((r) => r.reveal)).toFixed(2)} ms; its audit ${median(runs.map((r) => r.audit)).toFixed(0)} ms`,
      );
      if (commodities) {
        const withLook = median(runs.map((r) => r.perPlayerCpu + r.boxingCpu));
        lines.push(
          `    the same hand resealed (before a face-down move) with a Master Merchant's look: ${withLook.toFixed(1)} ms of CPU per participant, its steps and its keys boxed to owner and looker (${median(runs.map((r) => r.boxingCpu)).toFixed(1)} ms of it; ${((100 * withLook) / dealStep).toFixed(0)}% of a deal step)`,
        );
      }
    }
  }
  printFigures(lines);
}
