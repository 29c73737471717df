// Barbarian Attack (mode ckba) on the island: the castle, the barbarian figures on the coast (1 to 3 a
// hex; 3 conquer it, and its number token lies face down), the buildings the barbarians took (greyed,
// knocked on their side), and the knights, who stand on paths (edges) here, not on corners. Drawn only
// from the view's `ckba` object (docs/actions.md); it decides nothing.
import type { View } from '../../engine/types';
import { ckbaHexText, ckbaKnightText } from '../ckbaWords';
import { edgeEnds, midpoint, vertexPoint, type Point } from './geometry';
import { t } from '../i18n';

const f = (n: number) => n.toFixed(1);

interface LayerProps {
  view: View;
  centers: Point[];
  fill: (seat: number) => string;
  names: string[];
}

/** Under the pieces: the castle, conquered hexes (token face down) and the barbarians standing on each hex. */
export function CkbaTiles({ view, centers }: LayerProps) {
  const c = view.ckba;
  if (!c) return null;
  const counts: number[] = c.barbarians ?? [];
  const conquered = new Set<number>(c.conqueredHexes ?? []);
  return (
    <g class="ckba-tiles">
      {typeof c.castle === 'number' && centers[c.castle] && <Castle at={centers[c.castle]} />}
      {[...conquered].map((h) =>
        centers[h] ? (
          <g key={`q${h}`} class="conquered-hex">
            <title>{t('board.conquered', { hex: ckbaHexText(view, h) })}</title>
            <circle cx={f(centers[h][0])} cy={f(centers[h][1])} r="33" class="token-down" />
            <path
              d={`M${f(centers[h][0] - 14)} ${f(centers[h][1] - 14)} L${f(centers[h][0] + 14)} ${f(centers[h][1] + 14)} M${f(centers[h][0] + 14)} ${f(centers[h][1] - 14)} L${f(centers[h][0] - 14)} ${f(centers[h][1] + 14)}`}
              class="token-down-mark"
            />
          </g>
        ) : null,
      )}
      {counts.map((n, h) =>
        n > 0 && centers[h] ? (
          <Barbarians
            key={`b${h}`}
            at={centers[h]}
            count={n}
            label={t(n >= 3 ? 'board.barbariansConquered' : 'board.barbarians', { n, hex: ckbaHexText(view, h) })}
          />
        ) : null,
      )}
    </g>
  );
}

/** Over the roads: the conquered buildings greyed on their side, and every knight on its path. */
export function CkbaPieces({ view, centers, fill, names }: LayerProps) {
  const c = view.ckba;
  if (!c) return null;
  const fallen = ((c.conqueredBuildings ?? []) as [number, number][]).map((v) => {
    const [x, y] = vertexPoint(centers, v);
    return (
      <g key={`f${v}`} class="fallen" transform={`rotate(90 ${f(x)} ${f(y)})`}>
        <title>{t('board.conqueredBuilding')}</title>
        <rect x={f(x - 19)} y={f(y - 15)} width="38" height="30" rx="4" />
      </g>
    );
  });
  const knights = ((c.knights ?? []) as { edge: [number, number]; owner: number; level: number; active: boolean }[]).map((k) => {
    const [a, b] = edgeEnds(centers, k.edge);
    const [x, y] = midpoint(a, b);
    return (
      <g key={`pk${k.edge}`} class={`knight path-knight${k.active ? ' active' : ''}`}>
        <title>{ckbaKnightText(k, names[k.owner] ?? t('win.seat', { n: k.owner + 1 }))}</title>
        {Array.from({ length: k.level }, (_, j) => (
          <circle key={j} cx={f(x)} cy={f(y)} r={f(17 + j * 5)} class="knight-ring" stroke={j % 2 ? '#1b1b1b' : fill(k.owner)} />
        ))}
        <circle cx={f(x)} cy={f(y)} r="15" fill={k.active ? fill(k.owner) : '#f3efe3'} stroke={fill(k.owner)} class="knight-disc" />
        <path
          d={`M${f(x - 6)} ${f(y - 6)} H${f(x + 6)} V${f(y)} Q${f(x + 6)} ${f(y + 5)} ${f(x)} ${f(y + 8)} Q${f(x - 6)} ${f(y + 5)} ${f(x - 6)} ${f(y)} Z`}
          class="knight-shield"
        />
      </g>
    );
  });
  return (
    <g class="ckba-pieces">
      {fallen}
      {knights}
    </g>
  );
}

function Castle({ at: [x, y] }: { at: Point }) {
  return (
    <g class="castle">
      <title>{t('board.castle')}</title>
      <path
        d={`M${f(x - 40)} ${f(y + 30)} V${f(y - 22)} h10 v8 h8 v-8 h10 v14 h4 v-26 h8 v8 h8 v-8 h8 v26 h4 v-14 h10 v8 h8 v-8 h10 V${f(y + 30)} Z`}
        class="castle-wall"
      />
      <path d={`M${f(x - 9)} ${f(y + 30)} V${f(y + 12)} Q${f(x)} ${f(y + 2)} ${f(x + 9)} ${f(y + 12)} V${f(y + 30)} Z`} class="castle-gate" />
    </g>
  );
}

/** 1 to 3 figures in a row above the hex's number token. */
function Barbarians({ at: [x, y], count, label }: { at: Point; count: number; label: string }) {
  const shown = Math.min(count, 3);
  return (
    <g class={`barbarian-group${count >= 3 ? ' conquering' : ''}`} role="img" aria-label={label}>
      <title>{label}</title>
      {Array.from({ length: shown }, (_, i) => {
        const bx = x + (i - (shown - 1) / 2) * 28;
        const by = y - 46;
        return (
          <g key={i} class="barbarian">
            <path
              d={`M${f(bx - 12)} ${f(by + 17)} Q${f(bx - 12)} ${f(by - 2)} ${f(bx)} ${f(by - 3)} Q${f(bx + 12)} ${f(by - 2)} ${f(bx + 12)} ${f(by + 17)} Z`}
            />
            <circle cx={f(bx)} cy={f(by - 11)} r="8" />
            <path d={`M${f(bx - 8)} ${f(by - 15)} l-5 -7 M${f(bx + 8)} ${f(by - 15)} l5 -7`} class="horns" />
          </g>
        );
      })}
    </g>
  );
}
