// The verifier of a live replica in the page. A replica checks signatures synchronously
// (GameReplay.accept, HeadWatch.observe), but the page's only fast Ed25519 is WebCrypto, which is
// asynchronous, while the pure-JS reference costs several milliseconds per signature there. So each
// signature is checked *ahead*: as soon as a message arrives (or just before the replica accepts an
// entry it signed itself), WebCrypto checks it, while the replica may still be busy with earlier
// messages; the synchronous check then finds the answer waiting.
//
// The answers are the reference's (webCryptoEd25519.ts): only WebCrypto's "yes" on canonical inputs
// from an implementation that passed the probes is taken; any other case, and anything not checked
// ahead, is asked of the reference when the replica needs it. Every answer is remembered, and a check
// already under way is joined rather than started again, so the same bytes are never verified twice.
import { referenceVerify } from './canonicalSignature.js';
import { memoId, SignatureMemo } from './memoVerify.js';
import type { VerifySignature } from './signatures.js';
import { trustedYes, type SignatureCheck } from './webCryptoEd25519.js';

export class LiveVerifier {
  private readonly memo = new SignatureMemo();
  /** Checks WebCrypto is running now, by signature and key. */
  private readonly underWay = new Map<string, Promise<void>>();
  /** How many answers came from a check ahead, and how many the synchronous fallback had to give. */
  readonly stats = { ahead: 0, fallback: 0 };

  constructor(private readonly fallback: VerifySignature = referenceVerify) {}

  readonly verify: VerifySignature = (message, signature, publicKey) => {
    const known = this.memo.lookup(message, signature, publicKey);
    if (known !== undefined) return known;
    this.stats.fallback++;
    const valid = this.fallback(message, signature, publicKey);
    this.memo.remember(message, signature, publicKey, valid);
    return valid;
  };

  /** Check these ahead; resolves once each has its answer waiting or is left to the fallback. Never rejects. */
  checkAhead(items: readonly SignatureCheck[]): Promise<void> {
    const waits: Promise<void>[] = [];
    const fresh: SignatureCheck[] = [];
    for (const item of items) {
      if (this.memo.lookup(item.message, item.signature, item.publicKey) !== undefined) continue;
      const running = this.underWay.get(memoId(item.signature, item.publicKey));
      if (running) waits.push(running);
      else fresh.push(item);
    }
    if (fresh.length > 0) waits.push(this.run(fresh));
    return waits.length === 0 ? Promise.resolve() : Promise.all(waits).then(() => undefined);
  }

  private run(items: SignatureCheck[]): Promise<void> {
    const ids = items.map((item) => memoId(item.signature, item.publicKey));
    const run = trustedYes(items)
      .then((yes) =>
        yes.forEach((valid, i) => {
          if (!valid) return; // a "no" is the reference's to give
          this.stats.ahead++;
          this.memo.remember(items[i].message, items[i].signature, items[i].publicKey, true);
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        for (const id of ids) if (this.underWay.get(id) === run) this.underWay.delete(id);
      });
    for (const id of ids) this.underWay.set(id, run);
    return run;
  }
}
