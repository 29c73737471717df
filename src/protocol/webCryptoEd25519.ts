// Ed25519 through WebCrypto, where no synchronous fast verifier exists (the page; Node has node:crypto,
// see nodeEd25519.ts). WebCrypto is asynchronous while the replay checks synchronously, so signatures
// are checked ahead and the replay looks the answers up: a whole log as one batch on the verify page
// (verifyLogTextBatched in src/session/log/verifyLog.ts), and each message as it arrives in a live
// replica (liveVerifier.ts).
//
// Why the answers equal referenceVerify's (canonicalSignature.ts), as nodeEd25519.ts argues for OpenSSL:
//  - Only a "yes" is ever trusted, and only on inputs in the plain canonical subset (S < L, key y < p).
//    A "no", an error, or anything outside that subset is asked of the reference itself.
//  - A "yes" is trusted only from an implementation that checks the same cofactorless equation as the
//    reference. Before its first use, WebCrypto must accept an honest signature and reject signatures
//    that a cofactored verifier accepts but the reference rejects (keys with a torsion part); an
//    implementation that fails this probe is not used at all.
import { hasCanonicalScalar, hasCanonicalY, referenceVerify } from './canonicalSignature.js';
import { bytesEqual, fromHex, toHex, utf8 } from './bytes.js';
import type { VerifySignature } from './signatures.js';

export interface SignatureCheck {
  message: Uint8Array;
  signature: Uint8Array;
  publicKey: Uint8Array;
}

/** message, key, signature; `valid` is the reference's answer. */
const PROBES: { message: string; key: string; sig: string; valid: boolean }[] = [
  // honest: tweetnacl's signature of "hexknights probe" by the key of seed 0x03 * 32
  {
    message: 'hexknights probe',
    key: 'ed4928c628d1c2c6eae90338905995612959273a5c63f93636c14614ac8737d1',
    sig: '263613eacbc0763d6e6879ff435a9b9667856c32362694622bf7280b4d13584d450c78c5cafb9014d5f0bb131c1277988640b1e846494152fec63f8a4f945b0a',
    valid: true,
  },
  // mixed-order keys (A + a torsion point): valid under the cofactored equation, invalid under the reference
  {
    message: 'hexknights probe 1',
    key: '6999d5cb5126005c325892f1c6eab824b310708befff12fbaf45dda050cb12f0',
    sig: '1df504fdb5b4b1eade34336d07513c1fc123ce83eda7394d4fb30c41426424cc7072573cc4324ffa4b96a0f7f7324e60a4d887318ac918c8b625a53984a64b0c',
    valid: false,
  },
  {
    message: 'hexknights probe 1',
    key: '595c67f33805792e947082f036bb90bd27209c928ee23606d62d17d0238662b2',
    sig: '1df504fdb5b4b1eade34336d07513c1fc123ce83eda7394d4fb30c41426424cc58d5944ccb0a59d343ee9da5bded2d76fb3cbb10362844a74f402ca062416f02',
    valid: false,
  },
  {
    message: 'hexknights probe 1',
    key: '8ea6b58beb2ecc0801fbd6c82c6dafee292cd29e8b6698bbb94c566b594d8ba9',
    sig: '1df504fdb5b4b1eade34336d07513c1fc123ce83eda7394d4fb30c41426424cc7a6dc0b214527164914ad6bc997bda96df4e6ef1871a1e3c71f4d6b04d0d2800',
    valid: false,
  },
];

export type Subtle = {
  importKey(format: 'raw', key: Uint8Array, algorithm: { name: string }, extractable: boolean, usages: string[]): Promise<unknown>;
  verify(algorithm: string, key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
};

let trusted: Promise<Subtle | null> | null = null;

async function webCryptoVerify(subtle: Subtle, item: SignatureCheck): Promise<boolean> {
  try {
    const key = await subtle.importKey('raw', item.publicKey, { name: 'Ed25519' }, false, ['verify']);
    return await subtle.verify('Ed25519', key, item.signature, item.message);
  } catch {
    return false;
  }
}

/** Does this Ed25519 implementation answer every probe as the reference does? */
export async function agreesWithReference(subtle: Subtle): Promise<boolean> {
  const answers = await Promise.all(
    PROBES.map((p) => webCryptoVerify(subtle, { message: utf8(p.message), signature: fromHex(p.sig), publicKey: fromHex(p.key) })),
  );
  return answers.every((a, i) => a === PROBES[i].valid);
}

/** WebCrypto's Ed25519 when present and it passes the probes, else null (then the reference does all). */
function trustedSubtle(): Promise<Subtle | null> {
  trusted ??= (async () => {
    const subtle = (globalThis.crypto as unknown as { subtle?: Subtle } | undefined)?.subtle;
    return subtle && (await agreesWithReference(subtle)) ? subtle : null;
  })();
  return trusted;
}

/** Whether batches run on WebCrypto here (for reports and benches). */
export async function webCryptoInUse(): Promise<boolean> {
  return (await trustedSubtle()) !== null;
}

/** Imported WebCrypto keys by public key hex, kept across calls (a game has a handful of keys). */
const importedKeys = new Map<string, Promise<unknown>>();
const MAX_IMPORTED_KEYS = 256;

function importedKey(subtle: Subtle, publicKey: Uint8Array): Promise<unknown> {
  const id = toHex(publicKey);
  let key = importedKeys.get(id);
  if (!key) {
    key = subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']).catch(() => null);
    if (importedKeys.size >= MAX_IMPORTED_KEYS) importedKeys.clear();
    importedKeys.set(id, key);
  }
  return key;
}

/**
 * WebCrypto's "yes" for each item, where it may be trusted: true only when a probed implementation
 * accepted a signature on canonical inputs. False means "not known here": ask the reference.
 */
export async function trustedYes(items: readonly SignatureCheck[]): Promise<boolean[]> {
  const subtle = await trustedSubtle();
  const fast = (item: SignatureCheck): Promise<boolean> => {
    if (!subtle || item.signature.length !== 64 || item.publicKey.length !== 32) return Promise.resolve(false);
    if (!hasCanonicalScalar(item.signature) || !hasCanonicalY(item.publicKey)) return Promise.resolve(false);
    return importedKey(subtle, item.publicKey)
      .then((k) => (k ? subtle.verify('Ed25519', k, item.signature, item.message) : false))
      .catch(() => false);
  };
  return Promise.all(items.map(fast));
}

/** The reference's answer for every item, with WebCrypto doing the work where it may be trusted. */
export async function verifyBatch(items: readonly SignatureCheck[]): Promise<boolean[]> {
  const answers = await trustedYes(items);
  return answers.map((yes, i) => yes || referenceVerify(items[i].message, items[i].signature, items[i].publicKey));
}

/** A synchronous verifier that answers from a batch's results, and asks the reference about anything else. */
export function answersFrom(items: readonly SignatureCheck[], results: readonly boolean[]): VerifySignature {
  const known = new Map<string, { message: Uint8Array; valid: boolean }[]>();
  items.forEach((item, i) => {
    const id = toHex(item.signature) + toHex(item.publicKey);
    const list = known.get(id) ?? [];
    list.push({ message: item.message, valid: results[i] });
    known.set(id, list);
  });
  return (message, signature, publicKey) => {
    const hit = known.get(toHex(signature) + toHex(publicKey))?.find((k) => bytesEqual(k.message, message));
    return hit ? hit.valid : referenceVerify(message, signature, publicKey);
  };
}
