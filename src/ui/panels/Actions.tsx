// The builder's bar: roll, build, buy, end the turn. A button is enabled exactly when the engine lists
// that action as legal; its cost is shown for reading only. Legal actions this bar has no button for
// (new Cities & Knights actions) appear as extra buttons, so nothing the engine offers is hidden.
import type { TableController } from '../controller';
import { KindIcon } from '../icons';
import { humanize } from '../vocabulary';

interface Button {
  group: string;
  label: string;
  cost?: Record<string, number>;
  hint: string;
  key?: string;
}

const BASE_BUTTONS: Button[] = [
  { group: 'roll', label: 'Roll dice', hint: 'Roll the dice (R)', key: 'r' },
  { group: 'buildRoad', label: 'Road', cost: { brick: 1, lumber: 1 }, hint: 'Build a road' },
  { group: 'buildSettlement', label: 'Settlement', cost: { brick: 1, lumber: 1, wool: 1, grain: 1 }, hint: 'Build a settlement' },
  { group: 'buildCity', label: 'City', cost: { grain: 2, ore: 3 }, hint: 'Upgrade a settlement to a city' },
  { group: 'buyDevelopment', label: 'Dev card', cost: { wool: 1, grain: 1, ore: 1 }, hint: 'Buy a development card' },
];
const CK_BUTTONS: Button[] = [
  { group: 'buildWall', label: 'Wall', cost: { brick: 2 }, hint: 'Build a city wall' },
  { group: 'buildKnight', label: 'Knight', cost: { wool: 1, ore: 1 }, hint: 'Recruit a basic knight' },
  { group: 'activateKnight', label: 'Activate', cost: { grain: 1 }, hint: 'Activate a knight' },
  { group: 'promoteKnight', label: 'Promote', cost: { wool: 1, ore: 1 }, hint: 'Promote a knight' },
  { group: 'moveKnight', label: 'Move knight', hint: 'Move an active knight' },
  { group: 'displaceKnight', label: 'Displace', hint: 'Displace a weaker knight' },
  { group: 'chaseRobber', label: 'Chase robber', hint: 'Chase the robber away with an active knight' },
  { group: 'repairCity', label: 'Repair', cost: { grain: 2, ore: 3 }, hint: 'Repair a city the barbarians pillaged' },
];
/** Boards with sea (Islands, Big Islands, Big Island, Peanut): a bridge spans two sea hexes. */
const SEA_BUTTONS: Button[] = [
  { group: 'buildBridge', label: 'Bridge', cost: { lumber: 1, brick: 1, wool: 1 }, hint: 'Build a bridge on an edge between two sea hexes (a road in every other respect)' },
];
/** Labels for other legal groups the bar shows as they come (Road Building's stop, harbor offers). */
const EXTRA_LABELS: Record<string, string> = {
  endRoadBuilding: 'Stop free roads',
  commercialHarborOffer: 'Harbor offer',
  placeNeutralRoad: 'Neutral road',
  placeNeutralSettlement: 'Neutral settlement',
  forcedTrade: 'Forced trade',
  tokenMoveRobber: 'Robber to the desert',
  knightForTokens: 'Knight for 2 tokens',
  passInterrupt: 'Let the robber stand',
  'playDevelopment:knight': 'Interrupt with a Knight',
};
/** What a Catan-for-Two token action costs now, for reading (1 token, 2 when ahead on points). */
function tokenCost(group: string, view: { twoPlayer?: { tokenPrice?: number } | null }): number | null {
  return group === 'forcedTrade' || group === 'tokenMoveRobber' ? (view.twoPlayer?.tokenPrice ?? 1) : null;
}
const EXTRA_HINTS: Record<string, string> = {
  placeNeutralRoad: 'Give a neutral seat the road you owe it',
  placeNeutralSettlement: 'Give a neutral seat the settlement you owe it',
  forcedTrade: 'Take 2 random cards from your opponent and give 2 of your choice',
  tokenMoveRobber: 'Move the robber to the desert; nobody is robbed',
  knightForTokens: 'Return a face-up Knight for 2 trade tokens (once per turn)',
  passInterrupt: 'Let the robber move stand',
  'playDevelopment:knight': 'Play a Knight now: you move the robber and steal instead',
};
/** Groups that other panels (trade, cards, discard) or the board itself handle. */
const ELSEWHERE = /^(bankTrade|offerTrade|acceptTrade|declineTrade|counterTrade|confirmTrade|cancelTrade|discard|discardProgress|giveCards|playDevelopment|playProgress|moveRobber|placeSettlement|placeRoad|placeCity|endTurn|endSpecialBuild|improve|chooseDeck|aqueduct|spyTake|commercialHarborReply|placeDeserter|pillageCity|relocateKnight|removeKnight)(:.*)?$/;

export function Actions({ ui }: { ui: TableController }) {
  const groups = ui.groups.value;
  const view = ui.port.view.value;
  const ck = String(view.mode).startsWith('ck');
  const myTurn = view.currentPlayer === ui.port.me;
  const pick = ui.pick.value;
  const known = new Set([...BASE_BUTTONS, ...CK_BUTTONS, ...SEA_BUTTONS].map((b) => b.group));
  const sea = ((view.board?.hexes ?? []) as { terrain: string }[]).some((h) => h.terrain === 'sea');
  // Barbarian Attack has no robber to chase and no barbarian ship to pillage cities
  const shown = [...BASE_BUTTONS.filter((b) => !(ck && b.group === 'buyDevelopment')), ...(ck ? CK_BUTTONS : []), ...(sea ? SEA_BUTTONS : [])]
    .filter((b) => !(view.ckba && (b.group === 'chaseRobber' || b.group === 'repairCity')));
  const extra = [...groups.keys()].filter((g) => !known.has(g) && !ELSEWHERE.test(g));
  // knightInterrupt: the response window's Knight is played from here, beside "let it stand"
  const interrupt = (view.interrupt as { waiting?: number[] } | null)?.waiting?.includes(ui.port.me);
  if (interrupt && groups.has('playDevelopment:knight')) extra.unshift('playDevelopment:knight');
  const end = groups.get('endTurn') ? 'endTurn' : groups.get('endSpecialBuild') ? 'endSpecialBuild' : null;
  const busy = ui.busy.value;
  if (view.winner != null) return null;
  // set-up: the glowing corners and edges are the only moves; a bar of greyed-out builds only confuses
  if (String(view.phase).startsWith('setup')) return null;
  return (
    <nav class="actions" aria-label="Actions">
      {shown.map((b) => {
        const legal = groups.has(b.group);
        if (!legal && !myTurn) return null;
        if (b.group === 'roll' && !legal) return null;
        const active = pick?.group === b.group;
        return (
          <button
            key={b.group}
            class={`act${b.group === 'roll' ? ' primary' : ''}${active ? ' active' : ''}`}
            disabled={!legal || busy}
            title={b.hint}
            aria-pressed={active}
            onClick={() => (active ? ui.cancel() : ui.start(b.group, b.label))}
          >
            <span class="label">{b.label}</span>
            {b.cost && (
              <span class="cost" aria-label={`costs ${Object.entries(b.cost).map(([k, n]) => `${n} ${k}`).join(', ')}`}>
                {Object.entries(b.cost).flatMap(([k, n]) => Array.from({ length: n }, (_, i) => <KindIcon key={`${k}${i}`} kind={k} size={14} />))}
              </span>
            )}
          </button>
        );
      })}
      {extra.map((g) => {
        const tokens = tokenCost(g, view as never);
        const active = pick?.group === g;
        return (
          <button key={g} class={`act${active ? ' active' : ''}`} data-group={g} disabled={busy} title={EXTRA_HINTS[g]} aria-pressed={active} onClick={() => (active ? ui.cancel() : g === 'endRoadBuilding' ? ui.act({ type: g }) : ui.start(g, EXTRA_LABELS[g] ?? humanize(g)))}>
            <span class="label">{EXTRA_LABELS[g] ?? humanize(g.replace(':', ' '))}</span>
            {tokens != null && <span class="cost tokens">{tokens} token{tokens === 1 ? '' : 's'}</span>}
          </button>
        );
      })}
      {end && (
        <button class="act end" disabled={busy} title="End your turn (E)" onClick={() => ui.act({ type: end })}>
          <span class="label">{end === 'endTurn' ? 'End turn' : 'Pass'}</span>
        </button>
      )}
    </nav>
  );
}
