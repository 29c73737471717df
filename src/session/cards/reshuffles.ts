// The public side of a sealed game's re-shuffles (src/protocol/cards/reshuffle.ts), kept by every
// replica and the verifier inside the CardLedger: the running one (whose step is due), every finished
// one (for the audit), and what each re-shuffled token now is: its generation, ciphertext and the
// players' commitments to its new keys.
import { type Point, type RekeyOutput, type ReshuffleRound, type ReshuffleSpec, type ReshuffleTranscript } from '../../protocol/cards/index.js';

export interface RunningReshuffle extends ReshuffleSpec {
  tokens: number[];
  input: Point[];
  strip: Point[][];
  mix: Point[][];
  rekey: RekeyOutput[];
}

const ROUNDS: ReshuffleRound[] = ['strip', 'mix', 'rekey'];

export class Reshuffles {
  running: RunningReshuffle | null = null;
  readonly done: (ReshuffleTranscript & { tokens: number[] })[] = [];
  private readonly generation = new Map<number, number>();
  private readonly deckGenerations: number[] = [];
  private readonly current = new Map<number, { ciphertext: Point; commitments: Point[] }>();

  constructor(private readonly participants: number) {}

  generationOf(at: number): number {
    return this.generation.get(at) ?? 0;
  }

  ciphertextOf(at: number): Point | undefined {
    return this.current.get(at)?.ciphertext;
  }

  commitmentsOf(at: number): Point[] | undefined {
    return this.current.get(at)?.commitments;
  }

  /** Starts re-shuffling `tokens` (one deck's pile, in token order) from their current ciphertexts. */
  start(deck: number, deckSize: number, tokens: number[], ciphertexts: Point[]): void {
    const generation = (this.deckGenerations[deck] ?? 0) + 1;
    this.deckGenerations[deck] = generation;
    const positions = tokens.map((at) => at - deck * deckSize);
    const oldGenerations = tokens.map((at) => this.generationOf(at));
    this.running = { deck, generation, positions, oldGenerations, tokens, input: ciphertexts, strip: [], mix: [], rekey: [] };
  }

  /** Whose step of the running re-shuffle is due, or null. */
  nextStep(): { round: ReshuffleRound; participant: number } | null {
    const r = this.running;
    if (!r) return null;
    for (const round of ROUNDS) if (r[round].length < this.participants) return { round, participant: r[round].length };
    return null;
  }

  /** The list the next step starts from. */
  points(): Point[] {
    const r = this.running!;
    if (r.rekey.length) return r.rekey[r.rekey.length - 1].points;
    if (r.mix.length) return r.mix[r.mix.length - 1];
    return r.strip.length ? r.strip[r.strip.length - 1] : r.input;
  }

  /** Records a step; returns the tokens whose keys changed when this step finished the re-shuffle. */
  record(round: ReshuffleRound, points: Point[], commitments: Point[] | null): number[] {
    const r = this.running!;
    if (round === 'rekey') r.rekey.push({ points, commitments: commitments! });
    else r[round].push(points);
    if (this.nextStep()) return [];
    const last = r.rekey[this.participants - 1].points;
    r.tokens.forEach((at, k) => {
      this.generation.set(at, r.generation);
      this.current.set(at, { ciphertext: last[k], commitments: r.rekey.map((step) => step.commitments[k]) });
    });
    this.done.push(r);
    this.running = null;
    return r.tokens;
  }
}
