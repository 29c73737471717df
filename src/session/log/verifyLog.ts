// Offline verification of a whole log: replay it from nothing through the same GameReplay rules a
// live replica uses, and say whether it is valid, who won, and (if not valid) the first bad entry
// and why. Knows nothing about files; see src/cli/verify.ts.
import type { Engine } from '../../engine/types.js';
import { parseHostBody } from '../../protocol/bodies.js';
import { decodeCanonical } from '../../protocol/canonicalJson.js';
import { decodeEntry } from '../../protocol/entry.js';
import { parseLogFile, type ParsedLog } from '../../protocol/logFile.js';
import { acceleratedVerify } from '../../protocol/acceleratedVerify.js';
import type { VerifySignature } from '../../protocol/signatures.js';
import { GameReplay } from './replay.js';
import { auditCards } from '../cards/sealedCards.js';
import { formatRules, rulesReport, type RulesReport } from './rulesReport.js';
import { hostProofFromJson, judgeProof, type Misconduct } from './misconduct.js';

export interface VerifyReport {
  /** No entry is bad: every entry in the file was checked and accepted (the log may still be a prefix). */
  valid: boolean;
  finished: boolean;
  /**
   * Valid and the whole audit is there: the game has a winner and, with sealed decks, every seed was
   * published and the deal checked. A valid log that is not complete is a prefix (see `missing`).
   */
  complete: boolean;
  /** What a valid but incomplete log lacks (the winning move, a participant's card seed), or null. */
  missing: string | null;
  /** Winning engine seat, or null. */
  winner: number | null;
  winnerName: string | null;
  entries: number;
  firstBadEntry: number | null;
  reason: string | null;
  /** Card positions of the sealed decks proved at the end-of-game audit (54 progress cards, or the base game's 25, 34 or 50 development cards; 0 without one). */
  cardsAudited: number;
  /** Sealed decks: key-share boxes opened and checked at the audit, card plays whose reveal was checked. */
  cardBoxesAudited?: number;
  cardRevealsChecked?: number;
  /** Sealed hands: stolen-hand tokens whose kind the audit opened and held every claim to (docs/cards.md). */
  handTokensAudited?: number;
  /** Why the card audit could not be complete (a participant never published its card seed), or null. */
  cardAuditIncomplete?: string | null;
  /** Sealed decks: who left for good, with the signed evidence, and why the game stopped if it did. */
  cardDepartures?: string[];
  cardGameStopped?: string | null;
  gameId: string | null;
  mode: string | null;
  /** The rules from the genesis entry: mode, layout, player count, variants (null without a genesis). */
  rules: RulesReport | null;
  turns: number | null;
  draws: number;
  players: {
    participant: number;
    seat: number | null;
    name: string;
    publicKey: string;
    vp: number | null;
    missedDraws: number;
    /** Moves the host made for them while the log showed them absent (each the fixed rule's pick). */
    proxyMoves?: number;
    /** Moves the host made for them past the turn limit, with everyone else's idle statements (the same rule's pick). */
    standInMoves?: number;
  }[];
  /** A table of two the host ended as abandoned, with no winner: at entry `seq`, the game waiting for participant `for`. */
  abandoned?: { seq: number; by: number; for: number };
  /** Proofs the file carries that prove nothing (a signer who did not hold the host's role there, a bad signature), each with why. */
  bogusProofs?: string[];
  /** Host changes: at entry `seq`, participant `to` took over from participant `from`. */
  takeovers?: { seq: number; from: number; to: number }[];
}

/** Takeovers, proxy moves and stand-ins in the accepted entries (all already checked by the replay). */
function hostEntries(replay: GameReplay): { takeovers: { seq: number; from: number; to: number }[]; proxyMoves: number[]; standInMoves: number[] } {
  const takeovers: { seq: number; from: number; to: number }[] = [];
  const proxyMoves = Array.from({ length: replay.participants }, () => 0);
  const standInMoves = Array.from({ length: replay.participants }, () => 0);
  for (const bytes of replay.entries) {
    const e = decodeEntry(bytes);
    if (e.kind !== 'beacon') continue;
    const body = parseHostBody(decodeCanonical(e.body), replay.participants);
    if (body.kind === 'takeover') takeovers.push({ seq: e.seq, from: body.from, to: e.author });
    if (body.kind === 'proxy') proxyMoves[body.for]++;
    if (body.kind === 'standIn') standInMoves[body.for]++;
  }
  return { takeovers, proxyMoves, standInMoves };
}

export function verifyParsedLog(parsed: ParsedLog, engine: Engine, verify: VerifySignature): VerifyReport {
  return verifyLog(parsed, engine, verify).report;
}

/**
 * A log file's text, checked with the protocol's signature rule on the accelerator (no Node APIs: the
 * verify page uses it; it must have awaited loadWasmGroup).
 * The replay stops at the last good entry, so its view is the board a reader can trust.
 */
export function verifyLogText(text: string, engine: Engine): { report: VerifyReport; replay: GameReplay } {
  return verifyLog(parseLogFile(text), engine, acceleratedVerify);
}

function verifyLog(parsed: ParsedLog, engine: Engine, verify: VerifySignature): { report: VerifyReport; replay: GameReplay } {
  let replay = new GameReplay(engine, verify);
  let firstBadEntry: number | null = null;
  let reason: string | null = null;
  let bogusProofs: string[] = [];
  if (!parsed.ok) {
    reason = parsed.error;
  } else if (parsed.entries.length === 0) {
    firstBadEntry = 0;
    reason = 'the log has no entries';
  } else {
    for (let i = 0; i < parsed.entries.length && reason === null; i++) {
      const e = parsed.entries[i];
      const verdict = e.bytes ? replay.accept(e.bytes) : { ok: false as const, reason: `entry ${i}: ${e.error}` };
      if (!verdict.ok) [firstBadEntry, reason] = [i, verdict.reason];
    }
    // The file's proofs are judged against the log's own record of who held the host's role when;
    // one that proves nothing is named and changes nothing. The first entry a proof condemns ends the
    // replay there, so the board shown is the one a reader can trust.
    const proven = judgeProofs(parsed.proofs, replay, verify);
    bogusProofs = proven.bogus;
    const condemned = proven.first;
    if (condemned && (firstBadEntry === null || condemned.seq < firstBadEntry)) {
      reason = condemned.reason;
      firstBadEntry = condemned.seq < replay.nextSeq ? condemned.seq : null; // past the log's end: no entry of it is bad
      if (firstBadEntry !== null) replay = replayUpTo(parsed.entries, firstBadEntry, engine, verify);
    }
  }
  const cards = replay.cards && reason === null ? auditCards(replay.cards) : null;
  if (cards?.failure) {
    reason = cards.failure.reason;
    firstBadEntry = cards.failure.entry;
  }
  const result = report(replay, parsed.ok ? parsed.entries.length : 0, firstBadEntry, reason);
  if (bogusProofs.length) result.bogusProofs = bogusProofs;
  if (replay.abandoned && result.valid) result.abandoned = { ...replay.abandoned };
  if (cards) {
    result.cardsAudited = cards.audited;
    result.cardBoxesAudited = cards.boxes;
    result.cardRevealsChecked = cards.reveals;
    if (replay.cards?.privateMoves) result.handTokensAudited = cards.audited ? cards.handTokens : 0;
    result.cardAuditIncomplete = cards.incomplete;
    result.cardDepartures = cards.departures;
    result.cardGameStopped = cards.stopped;
  }
  if (result.valid) {
    result.missing = missingPart(replay, result);
    result.complete = result.missing === null;
  }
  return { report: result, replay };
}

/** The earliest misconduct the file's proofs show, and why each of the others proves nothing. */
function judgeProofs(proofs: unknown[], replay: GameReplay, verify: VerifySignature): { first: Misconduct | null; bogus: string[] } {
  let first: Misconduct | null = null;
  const bogus: string[] = [];
  for (const [k, json] of proofs.entries()) {
    const proof = hostProofFromJson(json);
    const judged = proof ? judgeProof(proof, replay, verify) : { error: 'it is not a proof this verifier knows' };
    if ('error' in judged) bogus.push(`proof ${k} in the file proves nothing: ${judged.error}`);
    else if (!first || judged.seq < first.seq) first = judged;
  }
  return { first, bogus };
}

/** The log's first `count` entries (all accepted once already), replayed again. */
function replayUpTo(entries: { bytes?: Uint8Array }[], count: number, engine: Engine, verify: VerifySignature): GameReplay {
  const replay = new GameReplay(engine, verify);
  for (let i = 0; i < count; i++) replay.accept(entries[i].bytes!);
  return replay;
}

/**
 * What keeps a valid log from being a whole game's record: a game without a winner is a prefix, and
 * a sealed game is audited only once every participant has published its card seed.
 */
function missingPart(replay: GameReplay, r: VerifyReport): string | null {
  if (!replay.finished) return `the game is not finished: the log ends after entry ${r.entries - 1} with no winner`;
  if (replay.abandoned) return null; // its end, with no winner; the guest that stopped publishes no card seed
  if (replay.cards && r.cardAuditIncomplete) return `the card audit: ${r.cardAuditIncomplete}`;
  return null;
}

function report(replay: GameReplay, entries: number, firstBadEntry: number | null, reason: string | null): VerifyReport {
  const genesis = replay.genesis;
  const view = replay.view();
  const { takeovers, proxyMoves, standInMoves } = hostEntries(replay);
  const winner = firstBadEntry === null && reason === null ? replay.winnerSeat() : null;
  const players = (genesis?.players ?? []).map((p, participant) => {
    const seat = replay.seatOf[participant] ?? null;
    return {
      participant,
      seat,
      name: p.name,
      publicKey: p.publicKey,
      vp: seat !== null && view ? (view.players?.[seat]?.vp ?? null) : null,
      missedDraws: replay.missedDraws[participant] ?? 0,
      proxyMoves: proxyMoves[participant] ?? 0,
      standInMoves: standInMoves[participant] ?? 0,
    };
  });
  const valid = reason === null;
  return {
    valid,
    finished: valid && replay.finished,
    complete: false,
    missing: null,
    winner,
    winnerName: winner === null ? null : (players.find((p) => p.seat === winner)?.name ?? null),
    entries,
    firstBadEntry,
    reason,
    cardsAudited: 0,
    gameId: genesis?.gameId ?? null,
    mode: genesis?.rules.mode ?? null,
    rules: rulesReport(genesis),
    turns: typeof view?.turn === 'number' ? view.turn : null,
    draws: replay.draws,
    players,
    takeovers,
  };
}

export function formatReport(r: VerifyReport): string {
  const lines: string[] = [];
  if (!r.valid) lines.push(`INVALID log: ${r.reason}`);
  else if (r.abandoned)
    lines.push(
      `VALID log, game abandoned: the host (participant ${r.abandoned.by}) ended it at entry ${r.abandoned.seq}, past the turn limit, waiting for participant ${r.abandoned.for}; no winner`,
    );
  else if (r.complete) lines.push('VALID log, finished game');
  else lines.push(`INCOMPLETE log (valid as far as it goes${r.finished ? ', finished game' : ', game not finished'}): missing ${r.missing}`);
  if (r.firstBadEntry !== null) lines.push(`first bad entry: index ${r.firstBadEntry}`);
  if (r.gameId) lines.push(`game ${r.gameId}, ${r.rules ? formatRules(r.rules) : `mode ${r.mode}, ${r.players.length} players`}`);
  for (const p of [...r.players].sort((a, b) => (a.seat ?? 99) - (b.seat ?? 99))) {
    const seat = p.seat === null ? 'no seat' : `seat ${p.seat}`;
    const vp = p.vp === null ? '' : `, ${p.vp} VP`;
    const missed = p.missedDraws ? `, missed ${p.missedDraws} beacon draws` : '';
    const proxied = p.proxyMoves ? `, ${p.proxyMoves} proxy moves while absent` : '';
    const stood = p.standInMoves ? `, ${p.standInMoves} stand-in moves while idle past the turn limit` : '';
    const won = r.winner !== null && p.seat === r.winner ? '  <- winner' : '';
    lines.push(`  ${seat}: ${p.name} (key ${p.publicKey.slice(0, 16)}...)${vp}${missed}${proxied}${stood}${won}`);
  }
  for (const t of r.takeovers ?? []) lines.push(`host takeover at entry ${t.seq}: participant ${t.to} replaced participant ${t.from}`);
  for (const b of r.bogusProofs ?? []) lines.push(`${b} (ignored)`);
  if (r.winner !== null) lines.push(`winner: ${r.winnerName} (seat ${r.winner})`);
  lines.push(`turns: ${r.turns ?? '-'}, entries checked: ${r.firstBadEntry ?? r.entries} of ${r.entries}, beacon draws: ${r.draws}`);
  lines.push(
    `${r.mode?.startsWith('base') ? 'development' : 'progress'} cards audited: ${r.cardsAudited}${r.cardBoxesAudited ? ` (key boxes opened: ${r.cardBoxesAudited}, reveals checked: ${r.cardRevealsChecked})` : ''}`,
  );
  if (r.handTokensAudited !== undefined) lines.push(`sealed hand tokens audited: ${r.handTokensAudited}`);
  if (r.cardAuditIncomplete) lines.push(`card audit incomplete: ${r.cardAuditIncomplete}`);
  for (const d of r.cardDepartures ?? []) lines.push(d);
  if (r.cardGameStopped) lines.push(`game stopped: ${r.cardGameStopped}`);
  return lines.join('\n');
}
