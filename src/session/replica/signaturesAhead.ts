// Which signatures a message from a peer will need checked, worked out as it arrives so that the live
// verifier can check them ahead, while the replica is still busy with earlier messages
// (src/protocol/liveVerifier.ts). Best effort: what cannot be known yet (a key before the genesis
// entry is in) is left to the synchronous check, which decides in every case.
import { ENTRY_KINDS, HEADER_BYTES, SIGNATURE_BYTES, signingMessage } from '../../protocol/entry.js';
import { silenceMessage } from '../../protocol/silence.js';
import type { SignatureCheck } from '../../protocol/webCryptoEd25519.js';
import type { GameReplay } from '../log/replay.js';
import { headMessage, type Message } from './messages.js';

/** An entry's signature over its own bytes (nothing re-encoded), under its author's genesis key. */
export function entrySignature(bytes: Uint8Array, replay: GameReplay): SignatureCheck | null {
  if (bytes.length < HEADER_BYTES + SIGNATURE_BYTES || ENTRY_KINDS[bytes[1]] === 'genesis') return null;
  const publicKey = replay.publicKeyOf(bytes[2]);
  if (!publicKey) return null;
  const signed = bytes.length - SIGNATURE_BYTES;
  return { message: signingMessage(bytes.subarray(0, signed)), signature: bytes.subarray(signed), publicKey };
}

export function signaturesIn(message: Message, replay: GameReplay): SignatureCheck[] {
  const gameId = replay.genesis?.gameId;
  switch (message.type) {
    case 'entry':
    case 'submit': {
      const check = entrySignature(message.bytes, replay);
      return check ? [check] : [];
    }
    case 'head': {
      const publicKey = replay.publicKeyOf(message.participant);
      if (!gameId || !publicKey) return [];
      return [{ message: headMessage(gameId, message.participant, message.seq, message.hash), signature: message.sig, publicKey }];
    }
    case 'silence': {
      const publicKey = replay.publicKeyOf(message.by);
      if (!gameId || !publicKey) return [];
      return [{ message: silenceMessage(gameId, message.seq, message.for), signature: message.sig, publicKey }];
    }
    default:
      return [];
  }
}
