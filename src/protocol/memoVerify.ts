// Remembered signature answers. The answer for an identical (message, signature, key) is always the
// same, so a signature is never verified twice:
//  - many replicas in one process (simulations, bot tables) share a remembering verifier, since every
//    replica checks every entry and head;
//  - a live replica in the page keeps the answers WebCrypto gave ahead of time (liveVerifier.ts).
import { bytesEqual, toHex } from './bytes.js';
import type { VerifySignature } from './signatures.js';

/** Remembered triples, oldest dropped first past this many (a game has a few thousand entries and heads). */
const CAPACITY = 50_000;

export class SignatureMemo {
  private readonly answers = new Map<string, { message: Uint8Array; valid: boolean }>();

  /** The remembered answer for exactly this triple, or undefined. */
  lookup(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean | undefined {
    const known = this.answers.get(memoId(signature, publicKey));
    return known && bytesEqual(known.message, message) ? known.valid : undefined;
  }

  remember(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array, valid: boolean): void {
    if (this.answers.size >= CAPACITY) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(memoId(signature, publicKey), { message: message.slice(), valid });
  }
}

/** One signature under one key; the message is compared in full on lookup. */
export function memoId(signature: Uint8Array, publicKey: Uint8Array): string {
  return toHex(signature) + toHex(publicKey);
}

export function rememberingVerifier(verify: VerifySignature): VerifySignature {
  const memo = new SignatureMemo();
  return (message, signature, publicKey) => {
    const known = memo.lookup(message, signature, publicKey);
    if (known !== undefined) return known;
    const valid = verify(message, signature, publicKey);
    memo.remember(message, signature, publicKey, valid);
    return valid;
  };
}
