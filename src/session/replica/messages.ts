// Messages between replicas (not log entries): one type byte, then either raw entry bytes or a
// canonical JSON payload. Anything that does not decode is dropped by the receiver with a log line.
//
//   ENTRY   host -> any     an accepted log entry (broadcast, and in answer to SYNC)
//   SUBMIT  guest -> host   a signed entry the guest wants appended
//   REJECT  host -> guest   {seq, reason, refusal?}: the submission at seq was refused; `refusal` is the
//                           host's signature over it (refusal.ts)
//   REVEAL  any -> any      {participant, draw, reveal}: the next onion layer (self-verifying); sent
//                           to every peer, and each replica relays the first copy it sees
//   SILENCE guest -> host   {seq, for, by, sig}: a witness's signed statement that `for` was silent
//                           at log position seq (protocol/silence.ts)
//   IDLE    guest -> host   {seq, for, by, sig}: a witness's signed statement that `for` held its decision
//                           past the turn limit at log position seq (protocol/idle.ts)
//   HEAD    any -> any      {participant, seq, hash, sig}: signed statement of my log head
//   SYNC    any -> any      {next}: please send entries from seq `next` (guests ask the host; a new
//                           host asks every guest before it sequences anything; any replica answers)
//   CALL    host -> guests  {by, draw, term, sig}: reveal for presence draw `draw` (no engine draw is
//                           pending), signed by the host in its term: the layer is the presence draw's (presenceCall.ts)
//   CHALLENGE any -> any    {nonce}: prove you hold a genesis key (admission.ts); sent on every new link
//   PROVE   any -> any      {participant, sig}: the answer, signed over the nonce and both peer ids
//   SEQUENCED host -> any   {seq, by, term, hash, sig}: the host's signed "entry seq has hash h", beside each
//                           entry it sequences in its term; relayed by everyone (equivocation.ts)
//   PROOF   any -> any      {a, b}: two SEQUENCED statements by one host for one seq in one term that disagree
//   PEERS   any -> any      {peers}: peer ids this replica admitted, so guests link to each other (peerMesh.ts)
//   REORDERED any -> any    {call, entry}: a host's signed call for presence draw d and a beacon entry it
//                           signed drawing d for another purpose (presenceCall.ts)
//   REFUSED any -> any      {refusal, entry}: a host's signed refusal of a move legal at its position (refusal.ts)
import { fromHex, fromUtf8, toHex, utf8 } from '../../protocol/bytes.js';
import { canonicalJson, decodeCanonical, isRecord } from '../../protocol/canonicalJson.js';
import { HEAD_TAG, tagged } from '../../protocol/signatures.js';
import { sequencedFromJson, type Sequenced } from './equivocation.js';
import { refusalFromJson, refusalProofFromJson, refusalProofToJson, refusalToJson, type Refusal, type RefusalProof } from './refusal.js';
import { callFromJson, reorderFromJson, reorderToJson, type PresenceCall, type ReorderProof } from './presenceCall.js';

/**
 * A REJECT for a position another entry took first (a lost race, not a bad move): the loser keeps its
 * move and signs it again once that entry arrives (Replica.lostRace).
 */
export const TOO_LATE = 'too late for entry';
export const tooLate = (seq: number, next: number) => `${TOO_LATE} ${seq}: another entry was sequenced there first (the log is at entry ${next})`;

export type Message =
  | { type: 'entry'; bytes: Uint8Array }
  | { type: 'submit'; bytes: Uint8Array }
  | { type: 'reject'; seq: number; reason: string; refusal?: Refusal }
  | { type: 'reveal'; participant: number; draw: number; reveal: Uint8Array }
  | { type: 'head'; participant: number; seq: number; hash: Uint8Array; sig: Uint8Array }
  | { type: 'sync'; next: number }
  | ({ type: 'call' } & PresenceCall)
  | { type: 'silence'; seq: number; for: number; by: number; sig: Uint8Array }
  | { type: 'idle'; seq: number; for: number; by: number; sig: Uint8Array }
  | { type: 'challenge'; nonce: string }
  | { type: 'prove'; participant: number; sig: Uint8Array }
  | ({ type: 'sequenced' } & Sequenced)
  | { type: 'proof'; a: Sequenced; b: Sequenced }
  | { type: 'peers'; peers: string[] }
  | ({ type: 'reordered' } & ReorderProof)
  | ({ type: 'refused' } & RefusalProof);

const CODES = [
  'entry',
  'submit',
  'reject',
  'reveal',
  'head',
  'sync',
  'call',
  'silence',
  'challenge',
  'prove',
  'sequenced',
  'proof',
  'peers',
  'reordered',
  'idle',
  'refused',
] as const;

/** A payload's JSON: the message's fields, bytes as hex, PROOF's two statements alike. */
function wire(fields: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = v instanceof Uint8Array ? toHex(v) : isRecord(v) ? wire(v) : v;
  return out;
}

export function encodeMessage(m: Message): Uint8Array {
  const { type, ...fields } = m;
  const payload =
    m.type === 'entry' || m.type === 'submit'
      ? m.bytes
      : m.type === 'reordered'
        ? utf8(canonicalJson(reorderToJson(m)))
        : m.type === 'refused'
          ? utf8(canonicalJson(refusalProofToJson(m)))
          : m.type === 'reject'
            ? utf8(canonicalJson({ seq: m.seq, reason: m.reason.slice(0, 500), ...(m.refusal ? { refusal: refusalToJson(m.refusal) } : {}) }))
            : utf8(canonicalJson(wire(fields)));
  const out = new Uint8Array(1 + payload.length);
  out[0] = CODES.indexOf(type);
  out.set(payload, 1);
  return out;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

/** Throws on anything malformed. */
export function decodeMessage(data: Uint8Array): Message {
  if (!(data instanceof Uint8Array) || data.length === 0) throw new Error('empty message');
  const type = CODES[data[0]];
  const payload = data.subarray(1);
  if (type === 'entry' || type === 'submit') return { type, bytes: payload.slice() };
  if (type === undefined) throw new Error(`unknown message type ${data[0]}`);
  const json = decodeCanonical(payload);
  if (!isRecord(json)) throw new Error('message payload is not an object');
  if (type === 'reject' && isCount(json.seq) && typeof json.reason === 'string') {
    const refusal = json.refusal === undefined ? null : refusalFromJson(json.refusal);
    if (json.refusal === undefined || refusal) return { type, seq: json.seq, reason: json.reason, ...(refusal ? { refusal } : {}) };
  }
  if (type === 'refused') {
    const proof = refusalProofFromJson(json);
    if (proof) return { type, ...proof };
  }
  if (type === 'reveal' && isCount(json.participant) && isCount(json.draw) && typeof json.reveal === 'string') {
    return { type, participant: json.participant, draw: json.draw, reveal: fromHex(json.reveal) };
  }
  if (type === 'head' && isCount(json.participant) && isCount(json.seq) && typeof json.hash === 'string' && typeof json.sig === 'string') {
    return { type, participant: json.participant, seq: json.seq, hash: fromHex(json.hash), sig: fromHex(json.sig) };
  }
  if (type === 'sync' && isCount(json.next)) return { type, next: json.next };
  if (type === 'call') {
    const call = callFromJson(json);
    if (call) return { type, ...call };
  }
  if (type === 'reordered') {
    const proof = reorderFromJson(json);
    if (proof) return { type, ...proof };
  }
  if ((type === 'silence' || type === 'idle') && isCount(json.seq) && isCount(json.for) && isCount(json.by) && typeof json.sig === 'string') {
    return { type, seq: json.seq, for: json.for, by: json.by, sig: fromHex(json.sig) };
  }
  if (type === 'challenge' && typeof json.nonce === 'string' && json.nonce.length <= 64) return { type, nonce: json.nonce };
  if (type === 'prove' && isCount(json.participant) && typeof json.sig === 'string') {
    return { type, participant: json.participant, sig: fromHex(json.sig) };
  }
  if (type === 'sequenced') {
    const s = sequencedFromJson(json);
    if (s) return { type, ...s };
  }
  if (type === 'peers' && Array.isArray(json.peers) && json.peers.length <= 16) {
    const peers = json.peers.filter((p): p is string => typeof p === 'string' && p.length > 0 && p.length <= 100);
    if (peers.length === json.peers.length) return { type, peers };
  }
  if (type === 'proof') {
    const a = sequencedFromJson(json.a);
    const b = sequencedFromJson(json.b);
    if (a && b) return { type, a, b };
  }
  throw new Error(`malformed ${type} message`);
}

/** What a HEAD signature covers: the game, the participant, and their head. */
export function headMessage(gameId: string, participant: number, seq: number, hash: Uint8Array): Uint8Array {
  return tagged(HEAD_TAG, utf8(canonicalJson({ gameId, participant, seq, hash: toHex(hash) })));
}

export function describe(data: Uint8Array): string {
  try {
    return fromUtf8(data.subarray(0, 40));
  } catch {
    return `${data.length} bytes`;
  }
}
