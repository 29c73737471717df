// Remembered signature answers. The answer for an identical (message, signature, key) is always the
// same, so many replicas in one process (simulations, bot tables) share a remembering verifier: every
// replica checks every entry and head, and each signature is verified once.
import { bytesEqual, toHex } from './bytes.js';
import type { VerifySignature } from './signatures.js';

/** Remembered triples, oldest dropped first past this many (a game has a few thousand entries and heads). */
const CAPACITY = 50_000;

export function rememberingVerifier(verify: VerifySignature): VerifySignature {
  // by signature and key; the message is compared in full on lookup
  const answers = new Map<string, { message: Uint8Array; valid: boolean }>();
  return (message, signature, publicKey) => {
    const id = toHex(signature) + toHex(publicKey);
    const known = answers.get(id);
    if (known && bytesEqual(known.message, message)) return known.valid;
    const valid = verify(message, signature, publicKey);
    if (answers.size >= CAPACITY) answers.delete(answers.keys().next().value!);
    answers.set(id, { message: message.slice(), valid });
    return valid;
  };
}
