// Table chat for a networked room (issue 18 item 7): each line is signed by its author's game key,
// like a log entry, but kept out of the game log (it never reaches the replica, the verifier or the
// downloaded log). Lines go only to peers that proved they are participants of this game (the
// replica's admission), and are heard only from them: an outsider or a spectator on the room's links
// reads no chat. The host relays each line it has checked to the other participants; every receiver
// checks the signature against the genesis keys again, so the host can drop a line but never forge or
// alter one.
//
// Wire (JSON on the room's chat channel): { gameId, p, n, text, sig } where sig signs
// tagged(CHAT_TAG, canonical {gameId, p, n, text}); n counts the author's lines (replays dropped).
//
// A participant is still someone who may flood (issue 35 item 7): a frame is read only if it is small,
// a line only if every field has its shape (anything else is dropped, never thrown on), each author
// gets a burst of CHAT_BURST lines and then one line per CHAT_REFILL_MS (lines past it are neither
// shown nor relayed), and only the newest CHAT_HISTORY lines are kept.
import { signal } from '@preact/signals-core';
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { fromHex, toHex } from '../../protocol/bytes.js';
import { naclSign, naclVerify, tagged, type SignMessage, type VerifySignature } from '../../protocol/signatures.js';
import type { PeerId, Transport } from '../../net/transport.js';

export const CHAT_TAG = 'hexknights/chat/v1';
/** Longest line kept; longer ones are cut by the sender and refused by receivers. */
export const MAX_CHAT = 280;
/** A chat frame longer than this is dropped unread (280 characters escaped as \\uXXXX, with room for the rest). */
export const MAX_CHAT_FRAME = 2048;
/** Lines an author may send at once, and how often one more is allowed after that. */
export const CHAT_BURST = 8;
export const CHAT_REFILL_MS = 2000;
/** The newest lines kept in memory (and shown): a chat, not an archive. */
export const CHAT_HISTORY = 200;

export interface ChatLine {
  /** Participant index of the author (genesis order). */
  participant: number;
  text: string;
  /** This browser's clock when the line arrived (display only). */
  at: number;
}

interface Wire {
  gameId: string;
  p: number;
  n: number;
  text: string;
  sig: string;
}

function signedBytes(w: Omit<Wire, 'sig'>): Uint8Array {
  return tagged(CHAT_TAG, encodeCanonical({ gameId: w.gameId, p: w.p, n: w.n, text: w.text }));
}

export interface ChatOptions {
  gameId: string;
  /** Public keys (hex) by participant, from the genesis entry. */
  publicKeys: string[];
  participant: number;
  secretKey: Uint8Array;
  sign?: SignMessage;
  verify?: VerifySignature;
  now?: () => number;
}

/** What a line must look like before anything looks further: any other shape is dropped. */
function isWire(w: unknown, authors: number): w is Wire {
  if (typeof w !== 'object' || w === null) return false;
  const { gameId, p, n, text, sig } = w as Record<string, unknown>;
  return (
    typeof gameId === 'string' &&
    Number.isSafeInteger(p) &&
    (p as number) >= 0 &&
    (p as number) < authors &&
    Number.isSafeInteger(n) &&
    (n as number) > 0 &&
    typeof text === 'string' &&
    text.length <= MAX_CHAT &&
    typeof sig === 'string' &&
    /^[0-9a-f]{128}$/.test(sig)
  );
}

export class RoomChat {
  readonly lines = signal<ChatLine[]>([]);
  private readonly lastN: number[] = [];
  /** Per author: lines it may still send now, and when that was counted (a token bucket). */
  private readonly allowance: { tokens: number; at: number }[] = [];
  private sent = 0;
  private transport: Transport | null = null;
  private participants: () => PeerId[] = () => [];
  private isHost = false;
  private stop: (() => void) | null = null;

  constructor(private readonly options: ChatOptions) {}

  /**
   * Use `transport` (the room's chat channel) from now on, talking only with `participants` (the peers
   * that proved a genesis key); `host`: relay what arrives. Called again after a host change.
   */
  attach(transport: Transport, host: boolean, participants: () => PeerId[]): void {
    this.stop?.();
    this.transport = transport;
    this.participants = participants;
    this.isHost = host;
    this.stop = transport.onMessage((from, data) => this.receive(from, data));
  }

  /** Sign and send a line; it shows here at once. False when there is nothing to send or we are over the rate every reader keeps. */
  send(text: string): boolean {
    const clean = text.trim().slice(0, MAX_CHAT);
    if (!clean || !this.transport || !this.hasAllowance(this.options.participant)) return false;
    // the clock keeps n rising across a reload (peers drop an n they have seen)
    this.sent = Math.max(this.sent + 1, Math.floor((this.options.now ?? Date.now)()));
    const unsigned = { gameId: this.options.gameId, p: this.options.participant, n: this.sent, text: clean };
    const sig = toHex((this.options.sign ?? naclSign)(signedBytes(unsigned), this.options.secretKey));
    const wire: Wire = { ...unsigned, sig };
    this.show(wire);
    const bytes = new TextEncoder().encode(JSON.stringify(wire));
    for (const peer of this.participants()) this.transport.send(peer, bytes);
    return true;
  }

  close(): void {
    this.stop?.();
    this.stop = null;
    this.transport = null;
  }

  private receive(from: PeerId, data: Uint8Array): void {
    if (data.length > MAX_CHAT_FRAME || !this.participants().includes(from)) return;
    let wire: unknown;
    try {
      wire = JSON.parse(new TextDecoder().decode(data));
    } catch {
      return;
    }
    if (!this.accept(wire)) return;
    if (this.isHost && this.transport) for (const peer of this.participants()) if (peer !== from) this.transport.send(peer, data);
  }

  /** Checks a line (shape, game, order, its author's rate, signature) and shows it; false if refused. */
  private accept(w: unknown): boolean {
    const { publicKeys, gameId } = this.options;
    if (!isWire(w, publicKeys.length) || w.gameId !== gameId) return false;
    if (w.n <= (this.lastN[w.p] ?? 0)) return false; // a replay or a relay we already have
    let ok = false;
    try {
      ok = (this.options.verify ?? naclVerify)(signedBytes(w), fromHex(w.sig), fromHex(publicKeys[w.p]));
    } catch {
      ok = false;
    }
    if (!ok || !this.hasAllowance(w.p)) return false;
    this.show(w);
    return true;
  }

  private show(w: Wire): void {
    this.lastN[w.p] = w.n;
    this.lines.value = [...this.lines.value.slice(1 - CHAT_HISTORY), { participant: w.p, text: w.text, at: (this.options.now ?? Date.now)() }];
  }

  /** Takes one line from `author`'s allowance if it has one left. */
  private hasAllowance(author: number): boolean {
    const now = (this.options.now ?? Date.now)();
    const last = this.allowance[author] ?? { tokens: CHAT_BURST, at: now };
    const tokens = Math.min(CHAT_BURST, last.tokens + Math.max(0, now - last.at) / CHAT_REFILL_MS);
    if (tokens < 1) {
      this.allowance[author] = { tokens, at: now };
      return false;
    }
    this.allowance[author] = { tokens: tokens - 1, at: now };
    return true;
  }
}
