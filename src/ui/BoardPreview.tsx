// A first look at the island: terrain, number tokens and harbors, drawn from the engine's view.
import type { View } from '../engine/types';

const COLORS: Record<string, string> = {
  hills: '#c8643b', forest: '#2f7d32', pasture: '#9ccc65', fields: '#f2c14e', mountains: '#8d8d99', desert: '#e8d8a8',
};
const SIZE = 40;
const W = Math.sqrt(3) * SIZE;

/** Centre of hex i on a board with the given row lengths (pointy-topped, rows centred). */
export function hexCenter(rows: number[], i: number): [number, number] {
  const widest = Math.max(...rows);
  let r = 0;
  while (i >= rows[r]) { i -= rows[r]; r++; }
  return [(i + (widest - rows[r]) / 2) * W + W, r * 1.5 * SIZE + SIZE * 1.2];
}

export function BoardPreview({ view }: { view: View }) {
  const hexes = view.board.hexes as { terrain: string; number: number | null }[];
  const rows = hexes.length === 19 ? [3, 4, 5, 4, 3] : [3, 4, 5, 6, 5, 4, 3];
  const width = (Math.max(...rows) + 1) * W;
  const height = rows.length * 1.5 * SIZE + SIZE * 1.4;
  const corner = (cx: number, cy: number, k: number) => {
    const a = (Math.PI / 180) * (60 * k - 90);
    return `${cx + SIZE * Math.cos(a)},${cy + SIZE * Math.sin(a)}`;
  };
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', background: '#1d4e89', minHeight: '100vh', color: 'white' }}>
      <h1 style={{ margin: 0, padding: '0.5em' }}>Hexknights</h1>
      <p>Rules engine loaded: {view.mode} game for {view.playerCount} players, phase {view.phase}.</p>
      <svg viewBox={`0 0 ${width} ${height}`} style={{ maxWidth: '720px', width: '100%' }} role="img" aria-label="The island">
        {hexes.map((h, i) => {
          const [cx, cy] = hexCenter(rows, i);
          const red = h.number === 6 || h.number === 8;
          return (
            <g key={i}>
              <polygon points={[0, 1, 2, 3, 4, 5].map((k) => corner(cx, cy, k)).join(' ')} fill={COLORS[h.terrain]} stroke="#f5f0e1" stroke-width="2" />
              {h.number !== null && <circle cx={cx} cy={cy} r={SIZE * 0.38} fill="#f5f0e1" />}
              {h.number !== null && (
                <text x={cx} y={cy + 6} text-anchor="middle" font-size="18" font-weight="bold" fill={red ? '#b71c1c' : '#222'}>{h.number}</text>
              )}
            </g>
          );
        })}
      </svg>
    </main>
  );
}
