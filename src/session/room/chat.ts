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
import { signal } from '@preact/signals-core';
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { fromHex, toHex } from '../../protocol/bytes.js';
import { naclSign, naclVerify, tagged, type SignMessage, type VerifySignature } from '../../protocol/signatures.js';
import type { PeerId, Transport } from '../../net/transport.js';

export const CHAT_TAG = 'hexknights/chat/v1';
/** Longest line kept; longer ones are cut by the sender and refused by receivers. */
export const MAX_CHAT = 280;
/** Lines a table keeps (the newest): a table open for hours must not grow without end (issue 40). */
export const KEPT_CHAT_LINES = 200;

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

export class RoomChat {
  readonly lines = signal<ChatLine[]>([]);
  private readonly lastN: number[] = [];
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

  /** Sign and send a line; it shows here at once. */
  send(text: string): void {
    const clean = text.trim().slice(0, MAX_CHAT);
    if (!clean || !this.transport) return;
    // the clock keeps n rising across a reload (peers drop an n they have seen)
    this.sent = Math.max(this.sent + 1, (this.options.now ?? Date.now)());
    const unsigned = { gameId: this.options.gameId, p: this.options.participant, n: this.sent, text: clean };
    const sig = toHex((this.options.sign ?? naclSign)(signedBytes(unsigned), this.options.secretKey));
    const wire: Wire = { ...unsigned, sig };
    this.accept(wire);
    const bytes = new TextEncoder().encode(JSON.stringify(wire));
    for (const peer of this.participants()) this.transport.send(peer, bytes);
  }

  close(): void {
    this.stop?.();
    this.stop = null;
    this.transport = null;
  }

  private receive(from: PeerId, data: Uint8Array): void {
    if (!this.participants().includes(from)) return;
    let wire: Wire;
    try {
      wire = JSON.parse(new TextDecoder().decode(data)) as Wire;
    } catch {
      return;
    }
    if (!this.accept(wire)) return;
    if (this.isHost && this.transport) for (const peer of this.participants()) if (peer !== from) this.transport.send(peer, data);
  }

  /** Checks a line (game, author, order, length, signature) and shows it; false if refused. */
  private accept(w: Wire): boolean {
    const key = this.options.publicKeys[w?.p];
    if (!key || w.gameId !== this.options.gameId || typeof w.text !== 'string' || w.text.length > MAX_CHAT || !Number.isInteger(w.n)) return false;
    if (w.n <= (this.lastN[w.p] ?? 0)) return false; // a replay or a relay we already have
    let ok = false;
    try {
      ok = (this.options.verify ?? naclVerify)(signedBytes(w), fromHex(w.sig), fromHex(key));
    } catch {
      ok = false;
    }
    if (!ok) return false;
    this.lastN[w.p] = w.n;
    this.lines.value = [...this.lines.value.slice(1 - KEPT_CHAT_LINES), { participant: w.p, text: w.text, at: (this.options.now ?? Date.now)() }];
    return true;
  }
}
