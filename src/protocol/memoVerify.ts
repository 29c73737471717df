// A verifier that remembers its answers, for many replicas in one process (simulations, bot tables):
// every replica checks every entry and head, so the same (message, signature, key) arrives once per
// replica. The answer for an identical triple is the same, so the work is done once. Never used
// across processes or for a single replica, where it would only cost memory.
import { bytesEqual, toHex } from './bytes.js';
import type { VerifySignature } from './signatures.js';

/** Remembered triples, oldest dropped first past this many (a game has a few thousand entries and heads). */
const CAPACITY = 50_000;

export function rememberingVerifier(verify: VerifySignature): VerifySignature {
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
