// The host's room shows its invite link as a QR code too, so a friend at the table joins by pointing a
// phone's camera at the screen instead of typing the code. uqr (Project Nayuki's QR generator, no
// dependencies) encodes the link; this draws its modules as one SVG path, which scales crisply to any
// screen. The link is whatever NetRoom's joinLink makes, so the code follows any change to the link.
import { encode } from 'uqr';
import { t } from './i18n';

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

export function InviteQr({ link }: { link: string }) {
  const { d, size } = inviteQrPath(link);
  const label = t('net.scanToJoin');
  return (
    <figure class="invite-qr">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shape-rendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <figcaption class="muted small">{label}</figcaption>
    </figure>
  );
}
