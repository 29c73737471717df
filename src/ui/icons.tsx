// Small hand-drawn SVG icons for the card kinds and the dice: no emoji font is needed, so the table
// looks the same on every machine.
import type { JSX } from 'preact';

export const KIND_COLORS: Record<string, string> = {
  brick: '#c1502e',
  lumber: '#2f7a3b',
  wool: '#8cc152',
  grain: '#e8b923',
  ore: '#7d8597',
  cloth: '#7e57c2',
  coin: '#d4a017',
  paper: '#e6dcc3',
};

/** The glyph of a kind, drawn in a 24x24 box. */
export function kindGlyph(kind: string): JSX.Element {
  switch (kind) {
    case 'brick':
      return (
        <g stroke="#5a1f0e" stroke-width="1.2">
          <rect x="2" y="5" width="9" height="5" fill="#d9643c" />
          <rect x="13" y="5" width="9" height="5" fill="#c8552f" />
          <rect x="7" y="11" width="10" height="5" fill="#e07048" />
          <rect x="2" y="17" width="9" height="5" fill="#c8552f" />
          <rect x="13" y="17" width="9" height="5" fill="#d9643c" />
        </g>
      );
    case 'lumber':
      return (
        <g>
          <path d="M12 2 L20 13 H15 L19 19 H5 L9 13 H4 Z" fill="#2e7d32" stroke="#1b4d1f" stroke-width="1.2" />
          <rect x="10.5" y="19" width="3" height="4" fill="#6d4c2f" />
        </g>
      );
    case 'wool':
      return (
        <g>
          <ellipse cx="12" cy="13" rx="8.5" ry="6" fill="#f7f7f2" stroke="#6b6b5e" stroke-width="1.2" />
          <circle cx="6" cy="10" r="3" fill="#f7f7f2" stroke="#6b6b5e" stroke-width="1" />
          <circle cx="18" cy="10" r="3" fill="#f7f7f2" stroke="#6b6b5e" stroke-width="1" />
          <ellipse cx="20" cy="13" rx="2.6" ry="2.2" fill="#3b3b36" />
          <path d="M8 18 V22 M16 18 V22" stroke="#3b3b36" stroke-width="1.6" />
        </g>
      );
    case 'grain':
      return (
        <g stroke="#7a5a05" stroke-width="1">
          <path d="M12 22 V6" stroke-width="1.5" />
          {[6, 10, 14].map((y) => (
            <g key={y}>
              <ellipse cx="9.3" cy={y} rx="2.1" ry="3.3" transform={`rotate(-30 9.3 ${y})`} fill="#f2c84b" />
              <ellipse cx="14.7" cy={y} rx="2.1" ry="3.3" transform={`rotate(30 14.7 ${y})`} fill="#f2c84b" />
            </g>
          ))}
          <ellipse cx="12" cy="3.5" rx="1.8" ry="3" fill="#f2c84b" />
        </g>
      );
    case 'ore':
      return (
        <g stroke="#2f333b" stroke-width="1.2" stroke-linejoin="round">
          <path d="M3 19 L8 8 L13 12 L17 5 L22 19 Z" fill="#8a919e" />
          <path d="M8 8 L10 19 M13 12 L15 19 M17 5 L16 12" fill="none" stroke-width="0.9" />
        </g>
      );
    case 'cloth':
      return (
        <g stroke="#3d2470" stroke-width="1.2">
          <path d="M4 5 H20 V19 H4 Z" fill="#9575cd" />
          <path d="M4 9 H20 M4 13 H20 M4 17 H20 M8 5 V19 M12 5 V19 M16 5 V19" stroke="#d1c4e9" stroke-width="0.8" />
        </g>
      );
    case 'coin':
      return (
        <g>
          <circle cx="12" cy="12" r="9" fill="#f4c430" stroke="#8a6508" stroke-width="1.4" />
          <circle cx="12" cy="12" r="6" fill="none" stroke="#b8860b" stroke-width="1" />
          <path d="M12 8 V16" stroke="#8a6508" stroke-width="1.6" />
        </g>
      );
    case 'paper':
      return (
        <g stroke="#6d5a35" stroke-width="1.2">
          <path d="M5 3 H16 L20 7 V21 H5 Z" fill="#fbf4e1" />
          <path d="M8 9 H17 M8 12.5 H17 M8 16 H14" stroke-width="0.9" />
        </g>
      );
    default:
      return (
        <g>
          <circle cx="12" cy="12" r="8.5" fill="#fff8e7" stroke="#444" stroke-width="1.2" />
          <text x="12" y="16.5" text-anchor="middle" font-size="11" font-weight="700" fill="#333">
            ?
          </text>
        </g>
      );
  }
}

export function KindIcon({ kind, size = 22, title }: { kind: string; size?: number; title?: string }) {
  return (
    <svg class="kind-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden={title ? undefined : 'true'} role={title ? 'img' : undefined}>
      {title && <title>{title}</title>}
      {kindGlyph(kind)}
    </svg>
  );
}

const PIP_LAYOUT: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

/** A die face; `tone` is 'yellow', 'red' or 'white'. */
export function Die({ value, tone, size = 44 }: { value: number; tone: 'yellow' | 'red' | 'white'; size?: number }) {
  const bg = tone === 'red' ? '#c62828' : tone === 'yellow' ? '#f9d648' : '#fbfbf8';
  const dot = tone === 'red' ? '#fff' : '#222';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={`${tone} die: ${value}`} class="die">
      <rect x="2" y="2" width="36" height="36" rx="8" fill={bg} stroke="rgba(0,0,0,.45)" stroke-width="1.5" />
      {(PIP_LAYOUT[value] ?? []).map(([cx, cy], i) => (
        <circle key={i} cx={cx * 9 + 2} cy={cy * 9 + 2} r="3.6" fill={dot} />
      ))}
    </svg>
  );
}
