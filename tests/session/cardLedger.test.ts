// The card protocol between participants, without network or engine: the deal through the public
// ledger, key shares to a drawer, a play's public reveal, a Spy's look, disputes and the final audit.
import { describe, expect, it } from 'vitest';
import { encodeCardBody, parseCardBody, type CardMessage } from '../../src/protocol/cardBodies';
import { decodeCanonical } from '../../src/protocol/canonicalJson';
import { CardError, Fn, sealShare, seededBytes as seededRandom } from '../../src/protocol/cards/index';
import { CardLedger } from '../../src/session/cards/cardLedger';
import { CardKeeper } from '../../src/session/cards/cardKeeper';
import { getEngine } from '../helpers';

const N = 4;

async function contents(): Promise<string[][]> {
  return (await getEngine()).progressDecks;
}

/** Every message goes through its wire encoding, as it would through the log. */
function post(ledger: CardLedger, author: number, m: CardMessage, gameOver = false): string | null {
  const parsed = parseCardBody(decodeCanonical(encodeCardBody(m)), N);
  return ledger.accept(author, parsed, gameOver);
}

async function dealt(): Promise<{ ledger: CardLedger; keepers: CardKeeper[] }> {
  const ledger = new CardLedger(N, await contents());
  const keepers = [...Array(N).keys()].map((p) => {
    const random = seededRandom(100 + p);
    return new CardKeeper(p, random(32), ledger, random);
  });
  for (let step = 0; step < 3 * N; step++) {
    const due = keepers.map((k) => k.dealStep());
    expect(due.filter(Boolean)).toHaveLength(1);
    const who = due.findIndex(Boolean);
    expect(post(ledger, who, due[who]!)).toBeNull();
  }
  expect(ledger.dealt).toBe(true);
  return { ledger, keepers };
}

function deliver(ledger: CardLedger, keepers: CardKeeper[], holder: number, tokens: number[]): void {
  for (const k of keepers) for (const m of k.owedShares([{ participant: holder, tokens }])) expect(post(ledger, k.me, m)).toBeNull();
}

describe('card ledger and keepers', () => {
  it('deals in turn, lets a drawer learn its card, checks the reveal, and audits every position at the end', async () => {
    const { ledger, keepers } = await dealt();
    expect(post(ledger, 0, keepers[0].dealStep() ?? { kind: 'seed', seed: new Uint8Array(32) })).toMatch(/only when the game is over/);
    deliver(ledger, keepers, 2, [5, 40]);
    const { learnt, dispute } = keepers[2].learn([5, 40]);
    expect(dispute).toBeNull();
    expect(learnt.map((l) => l.at)).toEqual([5, 40]);
    expect(keepers[1].learn([5]).learnt).toEqual([]); // nobody else can open it
    const card = keepers[2].cardAt(5)!;
    expect(ledger.checkReveal(2, 5, card, keepers[2].revealShares(5)!)).toBeNull();
    const other = ledger.table.contents[0].find((c) => c !== card)!;
    expect(ledger.checkReveal(2, 5, other, keepers[2].revealShares(5)!)).toMatch(/not/);
    for (const k of keepers) expect(post(ledger, k.me, k.seedMessage(), true)).toBeNull();
    const audit = ledger.audit();
    expect(audit.cards[0][5]).toBe(card);
    expect(audit.cards[2][40 - 36]).toBe(keepers[2].cardAt(40));
    expect(audit.boxes).toBe(6);
  });

  it('refuses a deal step out of turn and a pass that repeats a point (a duplicated card)', async () => {
    const ledger = new CardLedger(N, await contents());
    const k1 = new CardKeeper(1, seededRandom(7)(32), ledger, seededRandom(8));
    const k0 = new CardKeeper(0, seededRandom(9)(32), ledger, seededRandom(10));
    expect(k1.dealStep()).toBeNull();
    const step = k0.dealStep()!;
    expect(post(ledger, 1, step)).toMatch(/participant 0 deals next/);
    if (step.kind !== 'pass1') throw new Error('pass 1 first');
    const duplicated: CardMessage = { ...step, decks: step.decks.map((d, i) => (i === 0 ? [d[1], ...d.slice(1)] : d)) };
    expect(post(ledger, 0, duplicated)).toMatch(/duplicated card/);
    expect(post(ledger, 0, step)).toBeNull();
  });

  it('a wrong key share: the drawer publishes a dispute that names the sender, and the audit names it too', async () => {
    const { ledger, keepers } = await dealt();
    deliver(ledger, keepers, 2, [7]);
    // Participant 3 also sends a bad key for token 8.
    const bad = sealShare({ deck: 0, position: 8, scalar: Fn.create(12345n) }, keepers[3].secrets.box.secretKey, ledger.keys[2].boxPublicKey, seededRandom(3));
    expect(post(ledger, 3, { kind: 'shares', to: 2, boxes: [{ at: 8, of: 3, box: bad }] })).toBeNull();
    deliver(ledger, keepers.slice(0, 3), 2, [8]);
    const { dispute } = keepers[2].learn([7, 8]);
    expect(keepers[2].cardAt(7)).toBeDefined();
    expect(dispute).toMatchObject({ kind: 'dispute', from: 3, at: 8 });
    expect(post(ledger, 2, dispute!)).toBeNull();
    expect(ledger.fault).toMatch(/participant 3 sent participant 2 a wrong key for token 8/);
    // A dispute against an honest box is refused.
    const honest = { kind: 'dispute' as const, from: 1, at: 7, key: (dispute as { key: Uint8Array }).key };
    expect(post(ledger, 2, honest)).toMatch(/does not open|right key|rejected/);
    for (const k of keepers) post(ledger, k.me, k.seedMessage(), true);
    expect(() => ledger.audit()).toThrow(CardError);
    expect(() => ledger.audit()).toThrow(/player 3/);
  });

  it("a Spy sees a hand through forwarded keys, each checked against its owner's commitment", async () => {
    const { ledger, keepers } = await dealt();
    deliver(ledger, keepers, 2, [20, 21]);
    keepers[2].learn([20, 21]);
    const look = keepers[2].spyLook(1, [20, 21])!;
    expect(post(ledger, 2, look)).toBeNull();
    const seen = keepers[1].learn([20, 21]).learnt;
    expect(seen.map((s) => s.card)).toEqual([keepers[2].cardAt(20), keepers[2].cardAt(21)]);
    expect(keepers[1].revealShares(20)).toEqual(keepers[2].revealShares(20));
  });

  it('refuses a published seed that does not match the announced commitment', async () => {
    const { ledger, keepers } = await dealt();
    const tampered = keepers[1].secrets.seed.slice();
    tampered[0] ^= 1;
    expect(post(ledger, 1, { kind: 'seed', seed: tampered }, true)).toMatch(/does not match/);
    expect(post(ledger, 1, keepers[1].seedMessage(), true)).toBeNull();
  });
});
