// The composers of cards handed over face down (issue 36): the Master Merchant's take from the looked
// hand, the Commercial Harbor's offers and reply, and the Wedding's gift in the card dialog. Each acts a
// kind-based intent its replica listed, never the bare face-down form, and reads in German too.
import { afterEach, describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Action, View } from '../../src/engine/types';
import type { TablePort } from '../../src/ui/port';
import { TableController } from '../../src/ui/controller';
import { HarborOfferBox, HarborReplyBox, TakeBox } from '../../src/ui/panels/FaceDown';
import { Discard } from '../../src/ui/panels/Discard';
import { isFaceDownForm } from '../../src/ui/faceDownForms';
import { decisionText } from '../../src/ui/prompts';
import { MISSING, setLanguage } from '../../src/ui/i18n';
import { FakeNode, settled } from './fakeDom';

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];

/** Seat 0's page in a sealed-hands C&K game of 4 (or an open one), with `legal` and what it looks at. */
function table(
  legal: Action[],
  extra: Record<string, unknown> = {},
  options: { sealed?: boolean; looked?: { cards: Record<string, number>; sealed: number } | null } = {},
) {
  const sealed = options.sealed ?? true;
  const players = NAMES.map((_, seat) => ({
    hand: seat === 0 ? { brick: 1, lumber: 0, wool: 1, grain: 2, ore: 1, cloth: 1, coin: 0, paper: 1 } : null,
    ...(sealed ? { sealedCards: 2, ...(seat === 0 ? { sealedKnown: { ore: 1, wool: 1 } } : {}) } : {}),
  }));
  const view = signal({
    mode: 'ck',
    playerCount: 4,
    turn: 30,
    currentPlayer: 0,
    phase: 'main',
    winner: null,
    board: { hexes: [], harbors: [] },
    awaiting: [0],
    players,
    ...extra,
  } as unknown as View);
  const acted: Action[] = [];
  const port = {
    view,
    legal: computed(() => legal),
    me: 0,
    seats: signal(NAMES.map((name) => ({ name, color: 'red', kind: 'human' }))),
    log: signal([]),
    status: signal(null),
    looked: options.looked === undefined ? undefined : (signal(options.looked) as ReadonlySignal<{ cards: Record<string, number>; sealed: number } | null>),
    act: async (a: Action) => (acted.push(a), { ok: true as const }),
    close: () => {},
  } as unknown as TablePort;
  const ui = new TableController(port);
  return { ui, acted };
}

function mount(component: (props: { ui: TableController }) => unknown, ui: TableController): FakeNode {
  const root = new FakeNode(1, 'div');
  render(h(component as never, { ui }), root as unknown as Element);
  return root;
}

const button = (root: FakeNode, label: string | RegExp) => {
  const found = root.buttons().find((b) => (typeof label === 'string' ? b.label === label : label.test(b.label)));
  if (!found)
    throw new Error(
      `no button ${label} in ${root
        .buttons()
        .map((b) => b.label)
        .join(' | ')}`,
    );
  return found;
};

afterEach(() => setLanguage('en'));

describe('the Master Merchant take', () => {
  const takes: Action[] = [
    { type: 'takeCards', take: { ore: 2 } },
    { type: 'takeCards', take: { wool: 1, ore: 1 } },
  ];
  const deciding = { decision: { kind: 'takeCards', player: 0, target: 3, count: 2 } };

  it('shows the looked hand and acts the intent of the two cards chosen, only one the replica listed', async () => {
    const { ui, acted } = table(takes, deciding, { looked: { cards: { ore: 2, wool: 1, brick: 1 }, sealed: 1 } });
    const root = mount(TakeBox, ui);
    expect(root.textContent).toContain("Master Merchant: take 2 cards from Dora's hand");
    expect(root.textContent).toContain('1 card of the hand still coming');
    const take = () => button(root, /^Take \d\/2$/);
    button(root, /^Choose 1 brick/).click();
    await settled();
    button(root, /^Choose 1 ore/).click();
    await settled();
    expect(take().getAttribute('disabled')).not.toBeNull(); // brick and ore: no intent lists it
    button(root, 'Put back 1 brick').click();
    await settled();
    button(root, /^Choose 1 wool/).click();
    await settled();
    expect(take().label).toBe('Take 2/2');
    take().click();
    await settled();
    expect(acted).toEqual([{ type: 'takeCards', take: { ore: 1, wool: 1 } }]);
  });

  it('says the hand is coming while its keys do, and shows nothing to another seat or in an open game', async () => {
    const waiting = table([], deciding, { looked: null });
    expect(mount(TakeBox, waiting.ui).textContent).toContain("Dora's hand is being shuffled for your look");
    expect(mount(TakeBox, table(takes, { currentPlayer: 2, decision: { ...deciding.decision, player: 2 } }).ui).textContent).toBe('');
    expect(mount(TakeBox, table(takes, deciding, { sealed: false }).ui).textContent).toBe('');
  });
});

describe('the Commercial Harbor', () => {
  const offers: Action[] = [
    { type: 'commercialHarborOffer', player: 1, kind: 'ore' },
    { type: 'commercialHarborOffer', player: 1, kind: 'grain' },
    { type: 'commercialHarborOffer', player: 3, kind: 'grain' },
  ];

  it('offers each opponent still to be asked one of the resources listed, from the action bar', async () => {
    const { ui, acted } = table(offers);
    const root = mount(HarborOfferBox, ui);
    expect(root.textContent).toBe(''); // until the action bar opens it
    ui.dialog.value = 'harborOffer';
    await settled();
    expect(root.textContent).toContain('Commercial Harbor: offer a resource face down');
    expect(root.buttons().map((b) => b.label)).toEqual(['Offer Ben 1 grain', 'Offer Ben 1 ore', 'Offer Dora 1 grain', 'Cancel']);
    button(root, 'Offer Dora 1 grain').click();
    await settled();
    expect(acted).toEqual([{ type: 'commercialHarborOffer', player: 3, kind: 'grain' }]);
  });

  it('answers an offer with a commodity listed, or with none', async () => {
    const replies: Action[] = [
      { type: 'commercialHarborReply', kind: 'cloth' },
      { type: 'commercialHarborReply', kind: 'paper' },
      { type: 'commercialHarborReply' },
    ];
    const { ui, acted } = table(replies, { currentPlayer: 2, awaiting: [0] });
    const root = mount(HarborReplyBox, ui);
    expect(root.textContent).toContain('Commercial Harbor: Cem offers you a resource face down');
    button(root, 'Give back 1 paper').click();
    button(root, 'No commodity: give the resource back').click();
    await settled();
    expect(acted).toEqual([{ type: 'commercialHarborReply', kind: 'paper' }, { type: 'commercialHarborReply' }]);
    expect(mount(HarborReplyBox, table(replies, { currentPlayer: 2 }, { sealed: false }).ui).textContent).toBe(''); // an open game: the decision box
  });
});

describe("the Wedding's gift", () => {
  it('goes face down with sealed hands, as an intent naming its cards', async () => {
    const gifts: Action[] = [{ type: 'giveCards', cards: { ore: 1, wool: 1 } }];
    const owing = (sealed: boolean) => table(gifts, { currentPlayer: 2, awaiting: [0], players: undefined }, { sealed });
    const { ui, acted } = owing(true);
    ui.port.view.value.players = NAMES.map((_, seat) =>
      seat === 0 ? { hand: { ore: 1, wool: 0 }, sealedCards: 1, sealedKnown: { wool: 1 }, owed: 2 } : { sealedCards: 0 },
    );
    const root = mount(Discard, ui);
    expect(root.textContent).toContain('Wedding: give Cem 2 cards face down');
    expect(root.textContent).toContain('Only you and Cem will know which');
    button(root, /^discard one ore/).click();
    await settled();
    button(root, /^discard one wool/).click();
    await settled();
    button(root, /^Give 2\/2/).click();
    await settled();
    expect(acted).toEqual([{ type: 'giveCards', cards: { ore: 1, wool: 1 } }]);
  });
});

describe("the Wedding's gift, before its cards are read", () => {
  it('says it waits for its turn, its reseal and its keys', () => {
    const { ui } = table([], { currentPlayer: 2, awaiting: [1] });
    ui.port.view.value.players = NAMES.map((_, seat) =>
      seat === 0 ? { hand: {}, sealedCards: 3, sealedKnown: {}, owed: 2, pending: 'giveCards' } : { sealedCards: 0 },
    );
    const root = mount(Discard, ui);
    expect(root.textContent).toContain('Wedding: give Cem 2 cards face down');
    expect(root.textContent).toContain('your cards show here as their keys arrive');
    expect(root.buttons()).toEqual([]);
  });
});

describe('the composers in German', () => {
  it('have all their words', async () => {
    await setLanguage('de');
    const take = table(
      [{ type: 'takeCards', take: { ore: 2 } }],
      { decision: { kind: 'takeCards', player: 0, target: 3, count: 2 } },
      { looked: { cards: { ore: 2 }, sealed: 0 } },
    );
    const offer = table([{ type: 'commercialHarborOffer', player: 1, kind: 'ore' }]);
    offer.ui.dialog.value = 'harborOffer';
    const reply = table([{ type: 'commercialHarborReply', kind: 'cloth' }, { type: 'commercialHarborReply' }], { currentPlayer: 2 });
    const texts = [mount(TakeBox, take.ui), mount(HarborOfferBox, offer.ui), mount(HarborReplyBox, reply.ui)].map((r) =>
      [r.textContent, ...r.buttons().map((b) => b.label)].join(' '),
    );
    for (const text of texts) {
      expect(text).not.toContain(MISSING);
      expect(text).not.toMatch(/\b(Take|take|Offer|offer|Give|give|face down|Choose|left)\b/);
    }
    expect(texts[0]).toContain('Meisterhändler: nimm 2 Karten aus der Hand von Dora');
  });
});

describe('the page acts intents only', () => {
  it('knows the bare face-down forms', () => {
    const bare: Action[] = [
      { type: 'giveCards' },
      { type: 'takeCards' },
      { type: 'commercialHarborOffer', player: 1 },
      { type: 'commercialHarborReply', faceDown: true },
    ];
    const intents: Action[] = [
      { type: 'giveCards', cards: { ore: 2 } },
      { type: 'takeCards', take: { ore: 2 } },
      { type: 'commercialHarborOffer', player: 1, kind: 'ore' },
      { type: 'commercialHarborReply', kind: 'cloth' },
      { type: 'commercialHarborReply' }, // no commodity: the page answers so
    ];
    expect(bare.filter(isFaceDownForm)).toEqual(bare);
    expect(intents.filter(isFaceDownForm)).toEqual([]);
  });
});

describe('the prompt bar', () => {
  it("names the Master Merchant's taker and the hand it looks at, and a face-down offer without its card", () => {
    const v = (decision: object, currentPlayer = 0) => ({ currentPlayer, decision, players: [{}, {}, {}, {}] }) as unknown as View;
    const name = (s: number) => NAMES[s];
    const take = { kind: 'takeCards', player: 0, target: 3, count: 2 };
    expect(decisionText(v(take), 0, name)).toBe("Master Merchant: take 2 cards from Dora's hand");
    expect(decisionText(v(take), 3, name)).toBe('Anna looks at your hand and takes 2 cards');
    expect(decisionText(v(take), 1, name)).toBe("Anna looks at Dora's hand and takes 2 cards");
    expect(decisionText(v({ kind: 'commercialHarborReply', player: 1 }, 2), 1, name)).toBe(
      'Commercial Harbor: Cem offers you a resource face down; give back a commodity',
    );
    expect(decisionText(v({ kind: 'commercialHarborReply', player: 1, offered: 'ore' }, 2), 1, name)).toBe(
      'Commercial Harbor: Cem gives you 1 ore; give back a commodity',
    );
  });
});
