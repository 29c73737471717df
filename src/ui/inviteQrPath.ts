// The invite link as a QR code's dark modules. uqr (Project Nayuki's QR generator, no dependencies)
// encodes the link; InviteQr.tsx loads this file only when a host's room shows, so the encoder is not
// part of the first game's download.
import { encode } from 'uqr';

/** Modules of quiet zone around the code (the QR standard asks for 4; scanners need the margin). */
const QUIET_ZONE = 4;

/** The code's dark modules as an SVG path (one unit square per module, the quiet zone included), and its side in modules. */
export function inviteQrPath(link: string): { d: string; size: number } {
  // 'M' corrects 15% damage: a glare on a screen, a phone's blur
  const { data, size } = encode(link, { ecc: 'M', border: QUIET_ZONE });
  let d = '';
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (data[y]?.[x]) d += `M${x} ${y}h1v1h-1z`;
  return { d, size };
}
