// Terrain fills: each land type has its own colour and motif (trees, bricks, wheat rows, sheep, peaks,
// dunes), so the tiles read apart by shape as well as by colour.

export function TerrainDefs() {
  return (
    <defs>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1d6fa5" />
        <stop offset="1" stop-color="#13537f" />
      </linearGradient>
      <pattern id="waves" width="90" height="46" patternUnits="userSpaceOnUse">
        <path d="M0 23 q11 -9 22 0 t22 0 M45 4 q11 -9 22 0 t22 0" fill="none" stroke="#6fb3dc" stroke-width="2" opacity="0.55" />
      </pattern>
      <radialGradient id="tile-shade" cx="0.5" cy="0.4" r="0.65">
        <stop offset="0.55" stop-color="#fff" stop-opacity="0" />
        <stop offset="1" stop-color="#000" stop-opacity="0.22" />
      </radialGradient>

      <pattern id="terrain-forest" width="64" height="56" patternUnits="userSpaceOnUse">
        <rect width="64" height="56" fill="#3b8a46" />
        <g fill="#24642f">
          <path d="M14 4 L24 22 H4 Z M14 14 L26 32 H2 Z" />
          <path d="M46 30 L56 48 H36 Z M46 38 L58 56 H34 Z" />
        </g>
        <g fill="#4fa95a">
          <path d="M44 2 L50 14 H38 Z" />
          <path d="M18 38 L24 50 H12 Z" />
        </g>
        <rect x="12.5" y="32" width="3" height="5" fill="#5d3b1f" />
        <rect x="44.5" y="54" width="3" height="2" fill="#5d3b1f" />
      </pattern>

      <pattern id="terrain-hills" width="48" height="28" patternUnits="userSpaceOnUse">
        <rect width="48" height="28" fill="#cf6a3f" />
        <path d="M0 0.5 H48 M0 14.5 H48 M12 0 V14 M36 0 V14 M0 14 V28 M24 14 V28 M48 14 V28" stroke="#a9502b" stroke-width="2.2" />
        <rect x="14" y="3" width="20" height="9" fill="#d9784d" opacity="0.7" />
      </pattern>

      <pattern id="terrain-pasture" width="60" height="52" patternUnits="userSpaceOnUse">
        <rect width="60" height="52" fill="#93c95a" />
        <path d="M6 46 q3 -7 6 0 M32 20 q3 -7 6 0 M48 44 q3 -7 6 0" stroke="#6aa63a" stroke-width="2" fill="none" />
        <g fill="#fbfbf5" stroke="#7a7a6a" stroke-width="0.8">
          <ellipse cx="18" cy="14" rx="7" ry="5" />
          <ellipse cx="44" cy="36" rx="6" ry="4.3" />
        </g>
        <circle cx="25" cy="13" r="2.4" fill="#333" />
        <circle cx="50" cy="35" r="2.1" fill="#333" />
      </pattern>

      <pattern id="terrain-fields" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
        <rect width="36" height="36" fill="#eec545" />
        <path d="M0 9 H36 M0 27 H36" stroke="#d6a527" stroke-width="5" />
        <path d="M6 18 l3 -5 l3 5 M24 0 l3 -5 l3 5" stroke="#fff0b0" stroke-width="1.5" fill="none" />
      </pattern>

      <pattern id="terrain-mountains" width="70" height="50" patternUnits="userSpaceOnUse">
        <rect width="70" height="50" fill="#969cab" />
        <path d="M0 44 L18 14 L36 44 Z" fill="#6f7585" />
        <path d="M30 34 L50 2 L70 34 Z" fill="#7c8292" />
        <path d="M18 14 L12 24 L18 21 L24 24 Z M50 2 L43 14 L50 10 L57 14 Z" fill="#eef1f6" />
      </pattern>

      <pattern id="terrain-desert" width="80" height="40" patternUnits="userSpaceOnUse">
        <rect width="80" height="40" fill="#e8d49c" />
        <path d="M0 30 q20 -14 40 0 t40 0 M-20 10 q20 -12 40 0 t40 0 t40 0" stroke="#d2b873" stroke-width="2.5" fill="none" />
        <circle cx="62" cy="12" r="1.6" fill="#b89b58" />
      </pattern>

      <filter id="soft-shadow" x="-20%" y="-20%" width="140%" height="140%">
        <feDropShadow dx="0" dy="2" stdDeviation="2" flood-opacity="0.45" />
      </filter>
    </defs>
  );
}
