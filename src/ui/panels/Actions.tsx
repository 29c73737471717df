// The builder's bar: roll, build, buy, end the turn. A button is enabled exactly when the engine lists
// that action as legal; its cost is shown for reading only. Legal actions this bar has no button for
// (new Cities & Knights actions) appear as extra buttons, so nothing the engine offers is hidden.
import type { TableController } from '../controller';
import { KindIcon } from '../icons';
import { countText, humanize } from '../vocabulary';
import { isKey, t, type Key } from '../i18n';
import { sealedHands } from '../faceDownForms';

interface Button {
  group: string;
  label: Key;
  cost?: Record<string, number>;
  hint: Key;
  key?: string;
}

const BASE_BUTTONS: Button[] = [
  { group: 'roll', label: 'act.roll', hint: 'act.roll.hint', key: 'r' },
  { group: 'buildRoad', label: 'act.road', cost: { brick: 1, lumber: 1 }, hint: 'act.road.hint' },
  { group: 'buildSettlement', label: 'act.settlement', cost: { brick: 1, lumber: 1, wool: 1, grain: 1 }, hint: 'act.settlement.hint' },
  { group: 'buildCity', label: 'act.city', cost: { grain: 2, ore: 3 }, hint: 'act.city.hint' },
  { group: 'buyDevelopment', label: 'act.dev', cost: { wool: 1, grain: 1, ore: 1 }, hint: 'act.dev.hint' },
];
const CK_BUTTONS: Button[] = [
  { group: 'buildWall', label: 'act.wall', cost: { brick: 2 }, hint: 'act.wall.hint' },
  { group: 'buildKnight', label: 'act.knight', cost: { wool: 1, ore: 1 }, hint: 'act.knight.hint' },
  { group: 'activateKnight', label: 'act.activate', cost: { grain: 1 }, hint: 'act.activate.hint' },
  { group: 'promoteKnight', label: 'act.promote', cost: { wool: 1, ore: 1 }, hint: 'act.promote.hint' },
  { group: 'moveKnight', label: 'act.moveKnight', hint: 'act.moveKnight.hint' },
  { group: 'displaceKnight', label: 'act.displace', hint: 'act.displace.hint' },
  { group: 'chaseRobber', label: 'act.chase', hint: 'act.chase.hint' },
  { group: 'repairCity', label: 'act.repair', cost: { grain: 2, ore: 3 }, hint: 'act.repair.hint' },
];
/** Boards with sea (Islands, Big Islands, Big Island, Peanut): a bridge spans two sea hexes. */
const SEA_BUTTONS: Button[] = [{ group: 'buildBridge', label: 'act.bridge', cost: { lumber: 1, brick: 1, wool: 1 }, hint: 'act.bridge.hint' }];
/** Labels for other legal groups the bar shows as they come (Road Building's stop, harbor offers). */
const EXTRA_LABELS: Record<string, Key> = {
  endRoadBuilding: 'act.endRoadBuilding',
  commercialHarborOffer: 'act.commercialHarborOffer',
  placeNeutralRoad: 'act.placeNeutralRoad',
  placeNeutralSettlement: 'act.placeNeutralSettlement',
  forcedTrade: 'act.forcedTrade',
  tokenMoveRobber: 'act.tokenMoveRobber',
  knightForTokens: 'act.knightForTokens',
  passInterrupt: 'act.passInterrupt',
  buyWithGold: 'act.buyWithGold',
  sellForGold: 'act.sellForGold',
  'playDevelopment:knight': 'act.interrupt',
};
/** What a Catan-for-Two token action costs now, for reading (1 token, 2 when ahead on points). */
function tokenCost(group: string, view: { twoPlayer?: { tokenPrice?: number } | null }): number | null {
  return group === 'forcedTrade' || group === 'tokenMoveRobber' ? (view.twoPlayer?.tokenPrice ?? 1) : null;
}
/** An extra group's hover text, where it has one. */
function extraHint(group: string): string | undefined {
  const key = `${EXTRA_LABELS[group] ?? ''}.hint`;
  return isKey(key) ? t(key) : undefined;
}
/** An extra group's label: its own words, else the engine's name spelled out. */
function extraLabel(group: string): string {
  const key = EXTRA_LABELS[group];
  return key ? t(key) : humanize(group.replace(':', ' '));
}
/** Groups that other panels (trade, cards, discard) or the board itself handle. */
const ELSEWHERE =
  /^(bankTrade|offerTrade|acceptTrade|declineTrade|counterTrade|confirmTrade|cancelTrade|discard|discardProgress|giveCards|playDevelopment|playProgress|moveRobber|placeSettlement|placeRoad|placeCity|endTurn|endSpecialBuild|improve|chooseDeck|aqueduct|spyTake|commercialHarborReply|takeCards|placeDeserter|pillageCity|relocateKnight|removeKnight|steal)(:.*)?$/;

export function Actions({ ui }: { ui: TableController }) {
  const groups = ui.groups.value;
  const view = ui.port.view.value;
  const ck = String(view.mode).startsWith('ck');
  const myTurn = view.currentPlayer === ui.port.me;
  const pick = ui.pick.value;
  const known = new Set([...BASE_BUTTONS, ...CK_BUTTONS, ...SEA_BUTTONS].map((b) => b.group));
  const sea = ((view.board?.hexes ?? []) as { terrain: string }[]).some((h) => h.terrain === 'sea');
  // Barbarian Attack has no robber to chase and no barbarian ship to pillage cities
  const shown = [...BASE_BUTTONS.filter((b) => !(ck && b.group === 'buyDevelopment')), ...(ck ? CK_BUTTONS : []), ...(sea ? SEA_BUTTONS : [])].filter(
    (b) => !(view.ckba && (b.group === 'chaseRobber' || b.group === 'repairCity')),
  );
  const extra = [...groups.keys()].filter((g) => !known.has(g) && !ELSEWHERE.test(g));
  // knightInterrupt: the response window's Knight is played from here, beside "let it stand"
  const interrupt = (view.interrupt as { waiting?: number[] } | null)?.waiting?.includes(ui.port.me);
  if (interrupt && groups.has('playDevelopment:knight')) extra.unshift('playDevelopment:knight');
  const end = groups.get('endTurn') ? 'endTurn' : groups.get('endSpecialBuild') ? 'endSpecialBuild' : null;
  const busy = ui.busy.value;
  // with sealed hands a Commercial Harbor's offers are made face down in their own composer (FaceDown.tsx)
  const faceDownOffer = (g: string) => g === 'commercialHarborOffer' && sealedHands(view, ui.port.me);
  if (view.winner != null) return null;
  // set-up: the glowing corners and edges are the only moves; a bar of greyed-out builds only confuses
  if (String(view.phase).startsWith('setup')) return null;
  return (
    <nav class="actions" aria-label={t('act.bar')}>
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
            title={t(b.hint)}
            aria-pressed={active}
            onClick={() => (active ? ui.cancel() : ui.start(b.group, t(b.label)))}
          >
            <span class="label">{t(b.label)}</span>
            {b.cost && (
              <span
                class="cost"
                aria-label={t('act.costs', {
                  cards: Object.entries(b.cost)
                    .map(([k, n]) => countText(k, n))
                    .join(', '),
                })}
              >
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
          <button
            key={g}
            class={`act${active ? ' active' : ''}`}
            data-group={g}
            disabled={busy}
            title={extraHint(g)}
            aria-pressed={active}
            onClick={() =>
              active
                ? ui.cancel()
                : g === 'endRoadBuilding'
                  ? ui.act({ type: g })
                  : faceDownOffer(g)
                    ? (ui.dialog.value = 'harborOffer')
                    : ui.start(g, extraLabel(g))
            }
          >
            <span class="label">{extraLabel(g)}</span>
            {tokens != null && <span class="cost tokens">{t('act.tokens', { n: tokens })}</span>}
          </button>
        );
      })}
      {end && (
        <button class="act end" disabled={busy} title={t('act.endTurn.hint')} onClick={() => ui.act({ type: end })}>
          <span class="label">{t(end === 'endTurn' ? 'act.endTurn' : 'act.pass')}</span>
        </button>
      )}
    </nav>
  );
}
