// The island in SVG: terrain, number tokens, harbors, robber, pieces, and the legal targets of the
// action being made (glowing, focusable, clickable). It draws only what the view says and offers only
// the targets it is given; it decides nothing. Any shape the view's rows give: sea hexes are open
// water (a faint outline shows where bridges may go), and a road with sea on both sides is a bridge.
import { useMemo, useRef } from 'preact/hooks';
import type { JSX } from 'preact';
import type { View } from '../../engine/types';
import type { PlayerColor } from '../port';
import { PIECE_FILL } from '../colors';
import { kindGlyph } from '../icons';
import {
  cornerPoint,
  edgeEnds,
  edgeKey,
  harborPlacement,
  hexPoints,
  layout,
  neighbourAcross,
  pips,
  SIZE,
  vertexKey,
  vertexPoint,
  type Point,
} from './geometry';
import { TerrainDefs } from './terrain';
import { CkbaPieces, CkbaTiles } from './CkbaLayer';
import { t } from '../i18n';
import { countText, deckName, kindName, rankName, terrainName } from '../vocabulary';
import { nearestTarget, tapPoint } from './nearestTarget';

export interface BoardTargets {
  /** vertex key -> label read by screen readers and shown on hover */
  vertices: Map<string, string>;
  edges: Map<string, string>;
  hexes: Map<number, string>;
}

export const NO_TARGETS: BoardTargets = { vertices: new Map(), edges: new Map(), hexes: new Map() };

export interface BoardProps {
  view: View;
  colors: PlayerColor[];
  names: string[];
  targets: BoardTargets;
  onPick: (kind: 'vertex' | 'edge' | 'hex', key: string | number) => void;
  onHover?: (text: string | null) => void;
}

const TERRAIN_PRODUCES: Record<string, string> = { hills: 'brick', forest: 'lumber', pasture: 'wool', fields: 'grain', mountains: 'ore' };
/** A terrain's name as a label: "Hills", "Hügelland". */
function terrainLabel(terrain: string): string {
  const word = terrainName(terrain);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function activate(e: KeyboardEvent, run: () => void): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
}

const f = (n: number) => n.toFixed(1);

export function Board({ view, colors, names, targets, onPick, onHover }: BoardProps) {
  const hexes = view.board.hexes as { terrain: string; number: number | null }[];
  const rows = view.board.rows as [number, number][] | undefined;
  const frame = (view.board.frame ?? []) as [number, number][];
  // The standard boards are printed in a frame of sea hexes; with the pirate its hexes are the board's own.
  const printedFrame = view.board.layout === 'standard';
  const rowsKey = JSON.stringify([rows ?? null, frame, printedFrame]);
  const geo = useMemo(() => layout(hexes.length, rows, frame, printedFrame), [hexes.length, rowsKey]);
  const firstFrameHex = hexes.length - frame.length;
  const isSea = (h: number) => hexes[h]?.terrain === 'sea';
  const { centers } = geo;
  const [vx, vy, vw, vh] = geo.viewBox;
  const players: any[] = view.players ?? [];
  const fill = (seat: number) => PIECE_FILL[colors[seat] ?? 'white'];
  const hover = (text: string | null) => onHover?.(text);

  const hexInfo = (i: number) => {
    const h = hexes[i];
    const odds = pips(h.number);
    const parts = [terrainLabel(h.terrain)];
    if (h.number) parts.push(t('board.number', { n: h.number, odds }));
    if (TERRAIN_PRODUCES[h.terrain]) parts.push(t('board.produces', { kind: kindName(TERRAIN_PRODUCES[h.terrain]) }));
    if (view.robber === i) parts.push(t('board.robberHere'));
    return parts.join(' · ');
  };

  // the frame's sea hexes, the board's own (where the pirate may go) or only drawn around the island
  const frameTiles = [...centers.slice(firstFrameHex), ...geo.frameDrawn].map((c, i) => (
    <polygon key={`f${i}`} points={hexPoints(c, 0.985)} class="frame-sea" fill="#1d6fa6" stroke="#124f7a" stroke-width="5" />
  ));

  // the sandy coast: every land hex, a bit larger, under the land
  const coast = centers.map((c, i) => (isSea(i) ? null : <polygon key={`c${i}`} points={hexPoints(c, 1.1)} class="coast" />));

  const harbors = ((view.board.harbors ?? []) as { hex: number; side: number; kind: string }[]).map((h, i) => {
    const { dock, ends } = harborPlacement(centers, h.hex, h.side, isSea);
    const generic = h.kind === 'generic';
    const label = generic ? '3:1' : '2:1';
    const text = generic ? t('board.harborAny') : t('board.harbor', { cards: countText(h.kind, 2) });
    return (
      <g key={`h${i}`} class="harbor" onMouseEnter={() => hover(text)} onMouseLeave={() => hover(null)}>
        <title>{text}</title>
        {ends.map((e, j) => (
          <line key={j} x1={f(e[0])} y1={f(e[1])} x2={f(dock[0])} y2={f(dock[1])} class="pier" />
        ))}
        <circle cx={f(dock[0])} cy={f(dock[1])} r="30" class="dock" />
        {generic ? (
          <text x={f(dock[0])} y={f(dock[1] + 9)} class="dock-text" text-anchor="middle">
            3:1
          </text>
        ) : (
          <>
            <g transform={`translate(${f(dock[0] - 13)},${f(dock[1] - 25)}) scale(1.08)`}>{kindGlyph(h.kind)}</g>
            <text x={f(dock[0])} y={f(dock[1] + 22)} class="dock-rate" text-anchor="middle">
              {label}
            </text>
          </>
        )}
      </g>
    );
  });

  const tiles = hexes.map((h, i) => {
    const c = centers[i];
    if (h.terrain === 'sea') {
      // open water where bridges may go has a faint dashed outline; the frame is drawn by frameTiles
      return (
        <g key={`t${i}`} onMouseEnter={() => hover(hexInfo(i))} onMouseLeave={() => hover(null)}>
          <title>{hexInfo(i)}</title>
          {i < firstFrameHex ? (
            <polygon points={hexPoints(c, 0.97)} fill="none" stroke="rgba(255,255,255,0.16)" stroke-width="3" stroke-dasharray="10 8" />
          ) : (
            <polygon points={hexPoints(c, 0.97)} fill="transparent" />
          )}
        </g>
      );
    }
    const odds = pips(h.number);
    const hot = h.number === 6 || h.number === 8;
    const produces = TERRAIN_PRODUCES[h.terrain];
    return (
      <g key={`t${i}`} onMouseEnter={() => hover(hexInfo(i))} onMouseLeave={() => hover(null)}>
        <title>{hexInfo(i)}</title>
        <polygon points={hexPoints(c, 0.985)} fill={`url(#terrain-${h.terrain})`} class="tile" />
        <polygon points={hexPoints(c, 0.985)} fill="url(#tile-shade)" class="tile-shade" />
        {produces && (
          <g transform={`translate(${f(c[0] - 15)},${f(c[1] - 78)}) scale(1.25)`} opacity="0.9">
            {kindGlyph(produces)}
          </g>
        )}
        {h.number != null && (
          <g class={`token${hot ? ' hot' : ''}`}>
            <circle cx={f(c[0])} cy={f(c[1])} r="31" />
            <text x={f(c[0])} y={f(c[1] + 7)} text-anchor="middle">
              {h.number}
            </text>
            {Array.from({ length: odds }, (_, k) => (
              <circle key={k} class="pip" cx={f(c[0] + (k - (odds - 1) / 2) * 7)} cy={f(c[1] + 18)} r="2.6" />
            ))}
          </g>
        )}
      </g>
    );
  });

  const robberHex: number | null = typeof view.robber === 'number' ? view.robber : null;
  const robber = robberHex == null ? null : <Robber at={robberSpot(centers[robberHex], hexes[robberHex]?.number != null)} />;
  const merchantHex: number | null = typeof view.merchant === 'number' ? view.merchant : (view.merchant?.hex ?? null);
  const merchantOwner: number | null = typeof view.merchant === 'object' && view.merchant ? (view.merchant.owner ?? null) : null;
  const merchant =
    merchantHex == null ? null : (
      <Merchant
        at={[centers[merchantHex][0] + 48, centers[merchantHex][1] + 8]}
        color={merchantOwner == null ? undefined : fill(merchantOwner)}
        owner={merchantOwner == null ? null : names[merchantOwner]}
      />
    );

  const roads: JSX.Element[] = [];
  const buildings: JSX.Element[] = [];
  players.forEach((p, seat) => {
    for (const e of (p.roads ?? []) as [number, number][]) {
      const [a, b] = edgeEnds(centers, e);
      const s = shorten(a, b, 0.16);
      const across = neighbourAcross(centers, e[0], e[1]);
      if (isSea(e[0]) && across >= 0 && isSea(across)) {
        // a bridge: planks across the water under a road-coloured deck
        roads.push(
          <g key={`r${seat}-${e}`} class="road bridge">
            <title>{t('board.bridge', { who: names[seat] })}</title>
            <polygon points={band(s[0], s[1], 13)} fill="#6b4a2b" stroke="#2b1d10" stroke-width="3" />
            <line x1={f(s[0][0])} y1={f(s[0][1])} x2={f(s[1][0])} y2={f(s[1][1])} stroke={fill(seat)} stroke-width="9" stroke-linecap="round" />
          </g>,
        );
        continue;
      }
      roads.push(
        <g key={`r${seat}-${e}`} class="road">
          <line x1={f(s[0][0])} y1={f(s[0][1])} x2={f(s[1][0])} y2={f(s[1][1])} class="road-edge" />
          <line x1={f(s[0][0])} y1={f(s[0][1])} x2={f(s[1][0])} y2={f(s[1][1])} stroke={fill(seat)} class="road-fill" />
        </g>,
      );
    }
    for (const v of (p.settlements ?? []) as [number, number][]) {
      const [x, y] = vertexPoint(centers, v);
      buildings.push(
        <path
          key={`s${seat}-${v}`}
          d={`M${f(x - 17)} ${f(y + 15)} V${f(y - 4)} L${f(x)} ${f(y - 21)} L${f(x + 17)} ${f(y - 4)} V${f(y + 15)} Z`}
          fill={fill(seat)}
          class="piece"
        >
          <title>{t('board.settlement', { who: names[seat] })}</title>
        </path>,
      );
    }
    for (const c of (p.cities ?? []) as { vertex: [number, number]; wall?: boolean; metropolis?: string | null; damaged?: boolean }[]) {
      const [x, y] = vertexPoint(centers, c.vertex);
      buildings.push(
        <g key={`c${seat}-${c.vertex}`} class={c.damaged ? 'damaged' : ''}>
          <title>{`${t('board.city', { who: names[seat] })}${c.wall ? t('board.cityWall') : ''}${c.metropolis ? t('board.cityMetro', { track: deckName(c.metropolis) }) : ''}${c.damaged ? t('board.cityDamaged') : ''}`}</title>
          {c.wall && <rect x={f(x - 34)} y={f(y - 26)} width="68" height="52" rx="7" class="wall" />}
          {/* larger than a settlement, with a tower and windows, so the two differ at laptop scale too */}
          <path
            d={`M${f(x - 30)} ${f(y + 20)} V${f(y - 12)} L${f(x - 16)} ${f(y - 29)} L${f(x - 2)} ${f(y - 12)} V${f(y - 4)} H${f(x + 30)} V${f(y + 20)} Z`}
            fill={fill(seat)}
            class="piece"
          />
          <rect x={f(x - 20)} y={f(y - 6)} width="8" height="9" class="window" />
          <rect x={f(x + 6)} y={f(y + 4)} width="8" height="8" class="window" />
          <rect x={f(x + 18)} y={f(y + 4)} width="8" height="8" class="window" />
          {c.metropolis && <path d={star(x, y - 30, 10)} class="metropolis" />}
        </g>,
      );
    }
    for (const k of (p.knights ?? []) as { vertex: [number, number]; level: number; active: boolean }[]) {
      const [x, y] = vertexPoint(centers, k.vertex);
      const rank = rankName(k.level);
      // a shield in the owner's colour when active (ready to defend or act), pale when inactive;
      // one ring per level around it (basic 1, strong 2, mighty 3)
      buildings.push(
        <g key={`k${seat}-${k.vertex}`} class={`knight${k.active ? ' active' : ''}`}>
          <title>{t('board.knight', { who: names[seat], rank, state: t(k.active ? 'words.active' : 'words.inactive'), level: k.level })}</title>
          {Array.from({ length: k.level }, (_, j) => (
            <circle key={j} cx={f(x)} cy={f(y)} r={f(19 + j * 5.5)} class="knight-ring" stroke={j % 2 ? '#1b1b1b' : fill(seat)} />
          ))}
          <circle cx={f(x)} cy={f(y)} r="17" fill={k.active ? fill(seat) : '#f3efe3'} stroke={fill(seat)} class="knight-disc" />
          <path
            d={`M${f(x - 7)} ${f(y - 7)} H${f(x + 7)} V${f(y)} Q${f(x + 7)} ${f(y + 6)} ${f(x)} ${f(y + 9)} Q${f(x - 7)} ${f(y + 6)} ${f(x - 7)} ${f(y)} Z`}
            class="knight-shield"
          />
        </g>,
      );
    }
  });

  const hexTargets = [...targets.hexes].map(([i, label]) => (
    <g
      key={`th${i}`}
      class="target hex-target"
      tabindex={0}
      role="button"
      aria-label={label}
      onClick={() => onPick('hex', i)}
      onKeyDown={(e) => activate(e, () => onPick('hex', i))}
      onMouseEnter={() => hover(`${label} — ${hexInfo(i)}`)}
      onMouseLeave={() => hover(null)}
    >
      <polygon points={hexPoints(centers[i], 0.9)} class="ring" />
    </g>
  ));
  const edgeTargets = [...targets.edges].map(([key, label]) => {
    const e = geo.edges.get(key);
    if (!e) return null;
    const [a, b] = shorten(e.a, e.b, 0.2);
    return (
      <g
        key={`te${key}`}
        class="target edge-target"
        tabindex={0}
        role="button"
        aria-label={label}
        onClick={(ev) => onPick('edge', nearestEdge(ev, key))}
        onKeyDown={(ev) => activate(ev, () => onPick('edge', key))}
        onMouseEnter={() => hover(label)}
        onMouseLeave={() => hover(null)}
      >
        {/* a filled band, not a wide stroke: a vertical edge then still has a width to hit (and to be seen by tools) */}
        <polygon points={band(a, b, 15)} class="hit edge-hit" />
        {/* an invisible disc over the road's middle, 44 px across on a phone (styles.css), where the band is ~10 px wide */}
        <circle cx={f((e.a[0] + e.b[0]) / 2)} cy={f((e.a[1] + e.b[1]) / 2)} r="24" class="hit edge-tap" />
        <line x1={f(a[0])} y1={f(a[1])} x2={f(b[0])} y2={f(b[1])} class="halo" />
        <line x1={f(a[0])} y1={f(a[1])} x2={f(b[0])} y2={f(b[1])} class="ring" />
      </g>
    );
  });
  const svg = useRef<SVGSVGElement>(null);
  const nearestVertex = (ev: MouseEvent, tapped: string) =>
    nearestTarget(tapPoint(svg.current, ev), tapped, targets.vertices.keys(), (key) => geo.vertices.get(key)?.point);
  const nearestEdge = (ev: MouseEvent, tapped: string) =>
    nearestTarget(tapPoint(svg.current, ev), tapped, targets.edges.keys(), (key) => {
      const e = geo.edges.get(key);
      return e && [(e.a[0] + e.b[0]) / 2, (e.a[1] + e.b[1]) / 2];
    });
  const vertexTargets = [...targets.vertices].map(([key, label]) => {
    const v = geo.vertices.get(key);
    if (!v) return null;
    const [x, y] = v.point;
    const info = v.hexes.map((h) => `${hexes[h].number ?? ''} ${terrainLabel(hexes[h].terrain)}`.trim()).join(', ');
    return (
      <g
        key={`tv${key}`}
        class="target vertex-target"
        tabindex={0}
        role="button"
        aria-label={`${label}: ${info}`}
        onClick={(ev) => onPick('vertex', nearestVertex(ev, key))}
        onKeyDown={(ev) => activate(ev, () => onPick('vertex', key))}
        onMouseEnter={() => hover(t('board.touches', { label, info }))}
        onMouseLeave={() => hover(null)}
      >
        <circle cx={f(x)} cy={f(y)} r="24" class="hit" />
        <circle cx={f(x)} cy={f(y)} r="20" class="halo" />
        <circle cx={f(x)} cy={f(y)} r="15" class="ring" />
      </g>
    );
  });

  return (
    <svg
      ref={svg}
      class="board"
      viewBox={`${f(vx)} ${f(vy)} ${f(vw)} ${f(vh)}`}
      role="group"
      aria-label={t('board.island')}
      preserveAspectRatio="xMidYMid meet"
    >
      <TerrainDefs />
      {/* the sea runs past the viewBox, to the edges of whatever box the board is shown in */}
      <rect x={f(vx - vw)} y={f(vy - vh)} width={f(vw * 3)} height={f(vh * 3)} fill="#17629a" />
      <rect x={f(vx - vw)} y={f(vy - vh)} width={f(vw * 3)} height={f(vh * 3)} fill="url(#waves)" opacity="0.5" />
      {frameTiles}
      {harbors}
      {coast}
      {tiles}
      <CkbaTiles view={view} centers={centers} fill={fill} names={names} />
      {roads}
      {robber}
      {merchant}
      {buildings}
      <CkbaPieces view={view} centers={centers} fill={fill} names={names} />
      <g class="targets">
        {hexTargets}
        {edgeTargets}
        {vertexTargets}
      </g>
    </svg>
  );
}

function shorten(a: Point, b: Point, t: number): [Point, Point] {
  return [
    [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
    [b[0] + (a[0] - b[0]) * t, b[1] + (a[1] - b[1]) * t],
  ];
}

/** The rectangle around segment a-b, `half` wide on each side. */
function band(a: Point, b: Point, half: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = (-(b[1] - a[1]) / len) * half;
  const ny = ((b[0] - a[0]) / len) * half;
  return [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ]
    .map(([x, y]) => `${f(x)},${f(y)}`)
    .join(' ');
}

function robberSpot(c: Point, hasToken: boolean): Point {
  return hasToken ? [c[0] - 52, c[1] + 10] : [c[0], c[1] + 8];
}

function Robber({ at: [x, y] }: { at: Point }) {
  return (
    <g class="robber">
      <title>{t('board.robber')}</title>
      <ellipse cx={f(x)} cy={f(y + 24)} rx="17" ry="6" fill="rgba(0,0,0,.35)" />
      <path
        d={`M${f(x - 15)} ${f(y + 24)} Q${f(x - 16)} ${f(y - 2)} ${f(x - 6)} ${f(y - 8)} L${f(x + 6)} ${f(y - 8)} Q${f(x + 16)} ${f(y - 2)} ${f(x + 15)} ${f(y + 24)} Z`}
      />
      <circle cx={f(x)} cy={f(y - 17)} r="10.5" />
    </g>
  );
}

function Merchant({ at: [x, y], color, owner }: { at: Point; color?: string; owner: string | null }) {
  return (
    <g class="merchant" style={color ? { fill: color } : undefined}>
      <title>{owner ? t('board.merchantOf', { who: owner }) : t('board.merchant')}</title>
      <path d={`M${f(x - 11)} ${f(y + 20)} L${f(x)} ${f(y - 6)} L${f(x + 11)} ${f(y + 20)} Z`} />
      <circle cx={f(x)} cy={f(y - 12)} r="7.5" />
    </g>
  );
}

function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join(' L')} Z`;
}

export { vertexKey, edgeKey, cornerPoint, SIZE };
