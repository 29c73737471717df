// `npm run bench` (cards part): computation per player for the encrypted progress decks, per draw,
// per reveal and for the end-of-game audit, and the size of each message. Medians of several runs;
// printed, never asserted. Goals: set-up under 0.5 s per player, a draw under 20 ms.
import { loadWasmGroup } from '../protocol/cards/wasmGroup.js';
import { encodeCanonical } from '../protocol/canonicalJson.js';
import {
  auditDeal,
  auditShareBoxes,
  canonicalDecks,
  cardTable,
  combineSeed,
  decryptCard,
  deriveSecrets,
  disputeKey,
  encodeDecks,
  encodePass2,
  auditReshuffle,
  mixStep,
  openEscrowPart,
  pass1FromJson,
  pass1Step,
  pass2FromJson,
  rekeyStep,
  stripStep,
  pass1ToJson,
  pass2Step,
  pass2ToJson,
  playerPublicToJson,
  receiveShare,
  sealEscrowPart,
  sealShare,
  seedMismatch,
  shapeOf,
  sharesToJson,
  splitSeed,
  verifyReveal,
  type CardTable,
  type CardTranscript,
  type Decks,
  type Pass2Output,
  type PlayerSecrets,
  type Point,
  type RekeyOutput,
  type SentShare,
} from '../protocol/cards/index.js';
import { cpuTime, median, printFigures, time } from './measure';

const RUNS = 7;

interface Deal {
  secrets: PlayerSecrets[];
  transcript: CardTranscript;
  final: Decks;
  /** ms each player spent on its own steps (derive + pass 1 + pass 2): wall, and CPU (what other work on the machine barely changes) */
  perPlayer: number[];
  perPlayerCpu: number[];
}

export function deal(table: CardTable, players: number): Deal {
  const seeds = Array.from({ length: players }, () => globalThis.crypto.getRandomValues(new Uint8Array(32)));
  const perPlayer = new Array(players).fill(0);
  const perPlayerCpu = new Array(players).fill(0);
  const step = (i: number, fn: () => void) => {
    const t = performance.now();
    perPlayerCpu[i] += cpuTime(fn);
    perPlayer[i] += performance.now() - t;
  };
  const secrets: PlayerSecrets[] = [];
  seeds.forEach((s, i) => step(i, () => secrets.push(deriveSecrets(s, shapeOf(table)))));
  const pass1: Decks[] = [];
  const pass2: Pass2Output[] = [];
  let decks = canonicalDecks(table);
  for (let i = 0; i < players; i++) step(i, () => pass1.push((decks = pass1Step(decks, secrets[i]))));
  for (let i = 0; i < players; i++) {
    step(i, () => {
      const out = pass2Step(decks, secrets[i]);
      pass2.push(out);
      decks = out.decks;
    });
  }
  return { secrets, transcript: { players: secrets.map((s) => s.public), pass1, pass2 }, final: decks, perPlayer, perPlayerCpu };
}

/** Player 0 escrows its seed (split + n - 1 boxes); then, as if it left, anyone rebuilds it from the released pair keys. */
function escrowOnce(d: Deal): { escrow: number; rebuild: number } {
  const [owner, ...holders] = d.secrets;
  let boxes: Uint8Array[] = [];
  const escrow = time(() => {
    const parts = splitSeed(owner.seed, holders.length);
    boxes = holders.map((h, i) => sealEscrowPart(0, i + 1, parts[i], owner.box.secretKey, h.box.publicKey));
  });
  const keys = holders.map((h) => disputeKey(owner.box.publicKey, h.box.secretKey)); // each holder's release
  const rebuild = time(() => {
    const seed = combineSeed(boxes.map((box, i) => openEscrowPart(box, keys[i], 0, i + 1)!));
    if (seedMismatch(seed, owner.public)) throw new Error('escrow bench: the seed did not rebuild');
    deriveSecrets(seed);
  });
  return { escrow, rebuild };
}

/** A re-shuffle of a whole 18-card pile (deck 0): ms per player for its three steps, and the audit of it. */
function reshuffleOnce(table: CardTable, d: Deal): { perPlayer: number; audit: number } {
  const spec = { deck: 0, generation: 1, positions: [...Array(18).keys()], oldGenerations: new Array<number>(18).fill(0) };
  const seeds = d.secrets.map((s) => s.seed);
  const times = seeds.map(() => 0);
  const strip: Point[][] = [];
  const mix: Point[][] = [];
  const rekey: RekeyOutput[] = [];
  let points: Point[] = d.final[0];
  seeds.forEach((seed, i) => (times[i] += time(() => strip.push((points = stripStep(points, spec, seed))))));
  seeds.forEach((seed, i) => (times[i] += time(() => mix.push((points = mixStep(points, spec, seed))))));
  seeds.forEach((seed, i) => {
    times[i] += time(() => {
      const out = rekeyStep(points, spec, seed);
      rekey.push(out);
      points = out.points;
    });
  });
  const audit = time(() => auditReshuffle(table, { ...spec, input: d.final[0], strip, mix, rekey }, seeds));
  return { perPlayer: median(times), audit };
}

export function boxesFor(d: Deal, drawer: number, deck: number, position: number): SentShare[] {
  return d.secrets.flatMap((s, from) =>
    from === drawer
      ? []
      : [
          {
            from,
            to: drawer,
            deck,
            position,
            sealed: sealShare({ deck, position, scalar: s.keys[deck][position] }, s.box.secretKey, d.secrets[drawer].box.publicKey),
          },
        ],
  );
}

/** The drawer's whole job for one card, including the X25519 agreement with each sender (uncached). */
export function drawOnce(table: CardTable, d: Deal, drawer: number, sent: SentShare[]): string {
  const { deck, position } = sent[0];
  const me = d.secrets[drawer];
  const shares = d.secrets.map((_, i) => {
    if (i === drawer) return me.keys[deck][position];
    const box = sent.find((s) => s.from === i)!;
    const sharedKey = disputeKey(d.secrets[i].box.publicKey, me.box.secretKey);
    return receiveShare({ sealed: box.sealed, from: i, deck, position, sharedKey, commitment: d.transcript.pass2[i].commitments[deck][position] });
  });
  return decryptCard(table, {
    deck,
    position,
    ciphertext: d.final[deck][position],
    shares,
    commitments: d.transcript.pass2.map((p) => p.commitments[deck][position]),
  }).name;
}

export async function benchCards(contents: readonly (readonly string[])[]): Promise<void> {
  // Secret scalars (the deal, a draw, a re-shuffle) go through @noble/curves' constant-time
  // multiplication, boxes through tweetnacl; public checks (a reveal, the audits) through the
  // accelerator in build/ristretto.wasm.
  await loadWasmGroup();
  let table = cardTable(contents);
  const tableMs = median(Array.from({ length: RUNS }, () => time(() => (table = cardTable(contents)))));
  deal(table, 4); // warm the JIT and the base-point tables before timing

  const lines = [`cards bench: 3 decks x 18 progress cards, ristretto255 (secret scalars: @noble/curves; public checks: WebAssembly), medians of ${RUNS} runs`];
  lines.push(`  card table (hash 54 copies to points, once per game): ${tableMs.toFixed(1)} ms`);
  let sample: Deal | null = null;
  for (const players of [4, 6]) {
    const setups: number[] = [];
    const setupsCpu: number[] = [];
    const draws: number[] = [];
    const reveals: number[] = [];
    const audits: number[] = [];
    const boxAudits: number[] = [];
    const escrows: number[] = [];
    const rebuilds: number[] = [];
    const reshuffles: number[] = [];
    const reshuffleAudits: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const d = deal(table, players);
      setups.push(median(d.perPlayer));
      setupsCpu.push(median(d.perPlayerCpu));
      const { escrow, rebuild } = escrowOnce(d);
      escrows.push(escrow);
      rebuilds.push(rebuild);
      const reshuffle = reshuffleOnce(table, d);
      reshuffles.push(reshuffle.perPlayer);
      reshuffleAudits.push(reshuffle.audit);
      const sent: SentShare[] = [];
      for (let deck = 0; deck < 3; deck++) {
        const drawer = (run + deck) % players;
        const boxes = boxesFor(d, drawer, deck, run);
        sent.push(...boxes);
        let name = '';
        draws.push(time(() => (name = drawOnce(table, d, drawer, boxes))));
        const slot = {
          deck,
          position: run,
          ciphertext: d.final[deck][run],
          shares: d.secrets.map((s) => s.keys[deck][run]),
          commitments: d.transcript.pass2.map((p) => p.commitments[deck][run]),
        };
        reveals.push(time(() => verifyReveal(name, table, slot)));
      }
      const seeds = d.secrets.map((s) => s.seed);
      // as a verifier meets the deal: read from its wire form (each point's bytes known, as a log gives them)
      const read: CardTranscript = {
        ...d.transcript,
        pass1: d.transcript.pass1.map((p) => pass1FromJson(pass1ToJson(p))),
        pass2: d.transcript.pass2.map((p) => pass2FromJson(pass2ToJson(p))),
      };
      audits.push(time(() => auditDeal(table, read, seeds)));
      boxAudits.push(time(() => auditShareBoxes(d.transcript, seeds, sent)) / sent.length);
      sample = d;
    }
    const setup = median(setups);
    const draw = median(draws);
    lines.push(
      `  ${players} players: set-up (derive keys + pass 1 + pass 2, 3 decks) ${setup.toFixed(1)} ms per player, ${median(setupsCpu).toFixed(1)} ms of CPU (goal < 500 ms: ${setup < 500 ? 'met' : 'NOT met'})`,
      `    draw (open ${players - 1} boxes + verify ${players} shares + decrypt): ${draw.toFixed(2)} ms (goal < 20 ms: ${draw < 20 ? 'met' : 'NOT met'})`,
      `    reveal check (verify ${players} public shares + decrypt + compare): ${median(reveals).toFixed(2)} ms`,
      `    audit of the whole deal from ${players} seeds: ${median(audits).toFixed(0)} ms; audit of boxed shares: ${median(boxAudits).toFixed(2)} ms per box`,
      `    escrow of a seed (split + ${players - 1} boxes): ${median(escrows).toFixed(2)} ms; rebuilding a departed player's seed and keys from its escrow: ${median(rebuilds).toFixed(1)} ms`,
      `    re-shuffle of an 18-card pile (strip + mix + rekey): ${median(reshuffles).toFixed(1)} ms per player; its audit: ${median(reshuffleAudits).toFixed(0)} ms`,
    );
  }

  const d = sample!;
  const json = (v: unknown) => encodeCanonical(v).length;
  lines.push(
    `  bytes on the wire (binary / canonical JSON with hex):`,
    `    announce (seed commitment + box key): 64 / ${json(playerPublicToJson(d.secrets[0].public))}`,
    `    pass-1 message (54 points): ${encodeDecks(d.transcript.pass1[0]).length} / ${json(pass1ToJson(d.transcript.pass1[0]))}`,
    `    pass-2 message (54 points + 54 commitments): ${encodePass2(d.transcript.pass2[0]).length} / ${json(pass2ToJson(d.transcript.pass2[0]))}`,
    `    one share box (nonce + box of deck, position, scalar): ${boxesFor(d, 0, 0, 0)[0].sealed.length} / ${boxesFor(d, 0, 0, 0)[0].sealed.length * 2 + 2}`,
    `    reveal of a played card (${d.secrets.length} shares): ${32 * d.secrets.length} / ${json(sharesToJson(d.secrets.map((s) => s.keys[0][0])))}`,
  );
  printFigures(lines);
}
