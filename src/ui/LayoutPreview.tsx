// The lobby's small picture of the chosen board: the engine lays out one example of the layout (the
// real game shuffles its own from the beacon's seed), drawn as flat hexes, sea included, so a player
// sees the shape (two islands of Peanut, the scattered Islands of Catan) before choosing it.
import { useMemo } from 'preact/hooks';
import type { Engine } from '../engine/types';
import { hexPoints, layout } from './board/geometry';
import { configFor, type SetupChoice } from './gameSetup';
import { t } from './i18n';

const FLAT: Record<string, string> = {
  forest: '#3b8a46',
  hills: '#cf6a3f',
  pasture: '#93c95a',
  fields: '#e6bf3d',
  mountains: '#9aa0a8',
  desert: '#e3cf9a',
  sea: '#2d6f9e',
};

export function LayoutPreview({ engine, choice }: { engine: Engine; choice: SetupChoice }) {
  const c = { ...choice, variants: {} };
  const key = JSON.stringify(configFor(c, 1));
  const board = useMemo(() => {
    try {
      return engine.newGame(configFor(c, 1)).view().board as { rows?: [number, number][]; hexes: { terrain: string }[] };
    } catch {
      return null;
    }
  }, [engine, key]);
  if (!board) return null;
  const geo = layout(board.hexes.length, board.rows);
  return (
    <svg class="layout-preview" viewBox={geo.viewBox.join(' ')} role="img" aria-label={t('lobby.preview')} width="200" height="130">
      <rect x={geo.viewBox[0]} y={geo.viewBox[1]} width={geo.viewBox[2]} height={geo.viewBox[3]} rx={60} fill={FLAT.sea} />
      {board.hexes.map((h, i) => (
        <polygon key={i} points={hexPoints(geo.centers[i], 0.96)} fill={FLAT[h.terrain] ?? '#888'} />
      ))}
    </svg>
  );
}
