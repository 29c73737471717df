// The host's room shows its invite link as a QR code too, so a friend at the table joins by pointing a
// phone's camera at the screen instead of typing the code. The modules are drawn as one SVG path,
// which scales crisply to any screen. The link is whatever roomLinks.ts's joinLink makes, so the code
// follows any change to the link. The encoder (inviteQrPath.ts) is fetched when the room shows: only
// a host needs it, and the first game's download has no room for it (docs/ui.md "Bundle").
import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n';

export function InviteQr({ link }: { link: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    import('./inviteQrPath').then((m) => live && setPath(m.inviteQrPath(link)));
    return () => {
      live = false;
    };
  }, [link]);
  return path ? <QrFigure {...path} /> : null;
}

/** The code as drawn: white quiet zone, black modules, and the caption that says what it is for. */
export function QrFigure({ d, size }: { d: string; size: number }) {
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
