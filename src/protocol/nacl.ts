// NaCl for the protocol: tweetnacl, whole and unchanged (identity keys and their signatures, the box
// that carries card shares and escrows, SHA-512, random bytes). The protocol's signature rule is
// tweetnacl's verification plus S < L (canonicalSignature.ts). The one place the code names it.
import nacl from 'tweetnacl';

export default nacl;
