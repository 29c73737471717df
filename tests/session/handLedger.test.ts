// A private steal end to end below the wire (docs/cards.md, "Private resource moves"): the engines of
// three replicas (the thief's, the victim's, a third player's, which stands for a spectator too), the
// public hand ledger every replica keeps, each participant's hand-shuffle step from its own seed, the
// beacon's pick, the keys boxed to each new holder, a spend that reveals the stolen card, a liar's
// reveal refused, and the audit that names a false Monopoly answer.
import { describe, expect, it } from 'vitest';
import type { Game, View } from '../../src/engine/types';
import { revealsFor } from '../../src/engine/sealedHands';
import { decodeCanonical, encodeCanonical } from '../../src/protocol/canonicalJson';
import {
  type SentHandShare,
  type TokenId,
  deriveSecrets,
  disputeKey,
  handKey,
  handRoundToJson,
  openHandToken,
  receiveHandShare,
  ResourceCardTable,
  sealHandShare,
  seededBytes,
  tokenKey,
} from '../../src/protocol/cards/index';
import { sha256 } from '../../src/protocol/hash';
import { HandLedger } from '../../src/session/cards/handLedger';
import { must } from '../helpers';
import { advanceTo, produce, roll } from '../rules/base/setup';
import { sealedHandsTable } from '../rules/base/sealedTable';

const KINDS = ['brick', 'lumber', 'wool', 'grain', 'ore'];
const [THIEF, VICTIM] = [0, 1];
const random = seededBytes(36036);
const secrets = Array.from({ length: 4 }, () => deriveSecrets(random(32)));
const seeds = secrets.map((s) => s.seed);

async function replica(): Promise<Game> {
  const game = await sealedHandsTable();
  produce(game, 3, 3); // P1: 1 wool + 3 brick
  advanceTo(game, 0);
  roll(game, 0, 7);
  return game;
}

const hand = (v: View, p: number) => (v.players as { hand: Record<string, number> }[])[p].hand;
const known = (g: Game, p: number) => Object.values(g.knownSealed(p)).reduce((a, b) => a + b, 0);

describe('a private steal, replicas and ledger together', () => {
  it('keeps the stolen card to thief and victim, checks its reveal when spent, and audits the answers', async () => {
    const games = await Promise.all([replica(), replica(), replica()]);
    const [thiefs, victims, thirds] = games;
    const ledger = new HandLedger(secrets.map((s) => s.public));

    // the steal: the victim's public cards go into the shuffle, then every engine seals the hand
    const before = hand(thirds.view(), VICTIM);
    ledger.begin(VICTIM, THIEF, [...KINDS.map((k) => before[k]), 0, 0, 0]);
    for (const g of games) must(g, THIEF, { type: 'moveRobber', hex: 2, victim: VICTIM });
    expect(new Set(games.map((g) => g.hash())).size).toBe(1);

    // every participant's step in seat order, as card messages would carry it; out of turn or malformed is refused
    expect(ledger.acceptStep(2, {})).toMatch(/participant 0's mix step is due/);
    for (let step = ledger.due(); step; step = ledger.due()) {
      const json = decodeCanonical(encodeCanonical(handRoundToJson(ledger.myStep(seeds[step.participant], random))));
      if (step.participant === 1 && step.round === 'mix') expect(ledger.acceptStep(1, { ...(json as object), points: [] })).toMatch(/need 4 points/);
      expect(ledger.acceptStep(step.participant, json)).toBeNull();
    }

    // the beacon picks; every other participant boxes its key of each position to the position's holder
    const { picked, tokens } = ledger.settle(sha256(Uint8Array.of(7)));
    const table = new ResourceCardTable();
    table.add({ shuffle: 0, known: [3, 0, 1, 0, 0, 0, 0, 0], sealed: [] });
    const boxes: SentHandShare[] = [];
    const replicaOf = [thiefs, victims];
    for (const { id, holder } of tokens) {
      const keys = seeds.map((seed, from) => {
        if (from === holder) return handKey(seed, id.shuffle, id.position);
        const sealed = sealHandShare(
          { at: id, scalar: handKey(seed, id.shuffle, id.position) },
          secrets[from].box.secretKey,
          secrets[holder].box.publicKey,
          random,
        );
        boxes.push({ from, to: holder, at: id, sealed });
        return receiveHandShare({
          sealed,
          from,
          at: id,
          sharedKey: disputeKey(secrets[from].public.boxPublicKey, secrets[holder].box.secretKey),
          commitment: ledger.commitment(from, id)!,
        });
      });
      const kind = openHandToken(table, id, ledger.token(id)!, keys);
      expect(replicaOf[holder].learnResource(holder, KINDS[kind]).ok).toBe(true);
    }
    const stolen = Object.entries(thiefs.knownSealed(THIEF)).find(([, n]) => n === 1)![0];
    // the victim knows what it lost: its hand before, less what it holds now
    const kept = victims.knownSealed(VICTIM);
    const lost = KINDS.filter((k) => before[k] - kept[k] === 1);
    expect(lost).toEqual([stolen]);
    // the third replica (and so a spectator) holds no kind of any sealed card; the hashes agree
    expect(known(thirds, THIEF) + known(thirds, VICTIM)).toBe(0);
    expect(thirds.view().players[THIEF]).toMatchObject({ sealedCards: 1 });
    expect(new Set(games.map((g) => g.hash())).size).toBe(1);
    expect(ledger.tokensOf(THIEF)).toEqual([{ shuffle: 0, position: picked }]);

    // the thief offers the stolen card in a trade: it must show it first, and everyone checks the show
    const offer = { type: 'offerTrade', give: { [stolen]: 1 }, get: { grain: 1 } };
    expect(revealsFor(thiefs, THIEF, offer)).toEqual({ [stolen]: 1 });
    const at = { shuffle: 0, position: picked };
    const allKeys = seeds.map((seed) => handKey(seed, 0, picked));
    // a liar: the victim shows one of its tokens as ore, and a token it does not hold
    const victimToken = ledger.tokensOf(VICTIM)[0];
    expect(ledger.reveal(10, VICTIM, { at: victimToken, kind: 4, keys: seeds.map((s) => handKey(s, 0, victimToken.position)) })).toMatch(/reveal: player 1/);
    expect(ledger.reveal(10, VICTIM, { at, kind: KINDS.indexOf(stolen), keys: allKeys })).toMatch(/holds no token 0\/\d/);
    expect(ledger.reveal(11, THIEF, { at, kind: KINDS.indexOf(stolen), keys: allKeys })).toBeNull();
    for (const g of games) {
      expect(g.revealResource(THIEF, stolen).ok).toBe(true);
      must(g, THIEF, offer);
    }
    expect(new Set(games.map((g) => g.hash())).size).toBe(1);
    expect(ledger.reveal(12, THIEF, { at, kind: KINDS.indexOf(stolen), keys: allKeys })).toMatch(/holds no token/); // shown once

    // the end of the game: every token opens to what its holder read, every box holds its key
    expect(ledger.audit(seeds, boxes)).toBeNull();
    // a Monopoly answer that keeps a brick back is named at its entry
    const bricksKept = victims.knownSealed(VICTIM).brick;
    expect(bricksKept).toBeGreaterThan(0);
    ledger.noneLeft(20, VICTIM, 0);
    expect(ledger.audit(seeds, boxes)).toMatchObject({ claim: { entry: 20, player: VICTIM }, actual: 0 });
    // a wrong key boxed privately names its sender
    const lie: SentHandShare = {
      from: 3,
      to: THIEF,
      at,
      sealed: sealHandShare({ at, scalar: 5n }, secrets[3].box.secretKey, secrets[THIEF].box.publicKey, random),
    };
    expect(ledger.audit(seeds, [...boxes, lie])).toMatchObject({ error: { step: 'share', player: 3 } });
    expect(tokenKey(at)).toBe(`0/${picked}`);
  });
});

// A reseal, a look and a face-down handover below the wire: the ledger alone, with every participant's
// steps from its seed and every key it owes boxed as HandKeeper.owedShares would box it.
describe('a reseal, a look and tokens handed over face down', () => {
  const players = secrets.map((s) => s.public);

  function runSteps(ledger: HandLedger): void {
    for (let step = ledger.due(); step; step = ledger.due())
      expect(ledger.acceptRound(step.participant, ledger.myStep(seeds[step.participant], random))).toBeNull();
  }

  /** Every key every participant owes, boxed and accepted, as the card messages would carry them. */
  function boxAll(ledger: HandLedger): void {
    for (let from = 0; from < 4; from++)
      for (const [to, ids] of ledger.owedBy(from)) {
        const boxes = ids.map((at) => ({
          at,
          box: sealHandShare({ at, scalar: handKey(seeds[from], at.shuffle, at.position) }, secrets[from].box.secretKey, players[to].boxPublicKey, random),
        }));
        expect(ledger.acceptBoxes(from, to, boxes)).toBeNull();
      }
  }

  /** What `reader` reads of token `id` from its own key and the boxes that reached it. */
  function read(ledger: HandLedger, reader: number, id: TokenId): number {
    const keys = seeds.map((seed, from) => {
      if (from === reader) return handKey(seed, id.shuffle, id.position);
      const box = ledger.boxesFor(reader, id).find((b) => b.from === from)!;
      const sharedKey = disputeKey(players[from].boxPublicKey, secrets[reader].box.secretKey);
      return receiveHandShare({ sealed: box.sealed, from, at: id, sharedKey, commitment: ledger.commitment(from, id)! });
    });
    return ledger.open(id, keys);
  }

  const kindsOf = (ledger: HandLedger, reader: number, ids: TokenId[]) => ids.map((id) => read(ledger, reader, id)).sort();

  it('settles a reseal with no pick, boxes a look to its looker, and moves tokens by id to their new holder', () => {
    const resealed: number[] = [];
    const ledger = new HandLedger(players, (owner) => resealed.push(owner));
    // a steal first, so the resealed hand holds tokens too (a strip round): 2 brick + 1 wool, one taken by 0
    ledger.begin(1, 0, [2, 0, 1, 0, 0, 0, 0, 0]);
    runSteps(ledger);
    expect(ledger.awaitingPick).toBe(true);
    ledger.settleAt(1);
    boxAll(ledger);
    const victimKinds = kindsOf(ledger, 1, ledger.tokensOf(1));

    // a Master Merchant's look: 1's hand (its 2 tokens and a public lumber) resealed, looked at by 2
    const spec = ledger.beginReseal(1, 2, [0, 1, 0, 0, 0, 0, 0, 0])!;
    expect(spec.sealed).toHaveLength(2);
    expect(ledger.resealing).toEqual({ owner: 1, looker: 2 });
    expect(ledger.checkHandOver(1, ledger.tokensOf(1))).toMatch(/hand shuffle 1 is still running/);
    runSteps(ledger);
    expect(resealed).toEqual([1]); // settled when its last step landed, without a pick
    expect(ledger.awaitingPick).toBe(false);
    expect(ledger.lastSteal?.token).toEqual({ shuffle: 0, position: 1 });
    const hand = ledger.tokensOf(1);
    expect(hand).toEqual([0, 1, 2].map((position) => ({ shuffle: 1, position })));
    expect(ledger.lookedBy(2)).toEqual(hand);
    // every participant owes its keys to the owner and to the looker; the owner its own to the looker, the looker none to itself
    expect([...ledger.owedBy(1).keys()]).toEqual([2]);
    expect([...ledger.owedBy(2).keys()]).toEqual([1]);
    expect([...ledger.owedBy(3).keys()].sort()).toEqual([1, 2]);
    const toOwner = hand.map((at) => ({
      at,
      box: sealHandShare({ at, scalar: handKey(seeds[3], at.shuffle, at.position) }, secrets[3].box.secretKey, players[1].boxPublicKey, random),
    }));
    expect(ledger.acceptBoxes(3, 1, toOwner)).toBeNull();
    expect([...ledger.owedBy(3).keys()]).toEqual([2]); // a key boxed to the holder is still owed to the looker
    boxAll(ledger);
    expect(ledger.owedBy(3).size).toBe(0);
    // each recipient once per sender; nobody else is owed a key of it
    const again = [{ at: hand[0], box: new Uint8Array(72) }];
    expect(ledger.acceptBoxes(3, 2, again)).toMatch(/boxed its key of token 1\/0 to participant 2 already/);
    expect(ledger.acceptBoxes(2, 0, again)).toMatch(/token 1\/0 is not participant 0's, nor looked at by it/);
    // the looker reads the whole hand, the owner the same kinds
    const looked = kindsOf(ledger, 2, hand);
    expect(looked).toEqual([...victimKinds, 1].sort());
    expect(kindsOf(ledger, 1, hand)).toEqual(looked);

    // the take: 2 tokens by id to the looker, who holds every key of them already
    expect(ledger.checkHandOver(1, [hand[0], hand[0]])).toMatch(/token 1\/0 is handed over twice/);
    expect(ledger.checkHandOver(1, [hand[0], { shuffle: 0, position: 1 }])).toMatch(/participant 1 holds no token 0\/1/);
    expect(ledger.checkHandOver(2, [hand[0]])).toMatch(/participant 2 holds no token 1\/0/);
    ledger.handOver(1, 2, hand.slice(0, 2));
    ledger.endLook(2);
    expect(ledger.tokensOf(2)).toEqual(hand.slice(0, 2));
    expect(ledger.lookedBy(2)).toEqual([]);
    for (let p = 0; p < 4; p++) expect(ledger.owedBy(p).size).toBe(0);

    // a Wedding's gift: 2's hand resealed (no looker), one token handed to 3; everyone, the giver too, now owes 3 its key
    ledger.beginReseal(2, null, [0, 0, 0, 0, 0, 0, 0, 0]);
    runSteps(ledger);
    expect(resealed).toEqual([1, 2]);
    boxAll(ledger);
    const [gift, kept] = ledger.tokensOf(2);
    const giftKind = read(ledger, 2, gift);
    ledger.handOver(2, 3, [gift]);
    for (const p of [0, 1, 2]) expect(ledger.owedBy(p)).toEqual(new Map([[3, [gift]]]));
    expect(ledger.acceptBoxes(0, 2, [{ at: gift, box: new Uint8Array(72) }])).toMatch(/not participant 2's/);
    boxAll(ledger);
    expect(read(ledger, 3, gift)).toBe(giftKind);
    expect(ledger.tokensOf(3)).toEqual([gift]);

    // an empty hand has nothing to reseal: it settles at once
    const empty = new HandLedger(players, (owner) => resealed.push(owner));
    expect(empty.beginReseal(0, null, [0, 0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(resealed).toEqual([1, 2, 0]);
    expect(empty.shuffleNumber).toBeNull();

    // the audit opens every token and every box, and names a class claim its token contradicts
    expect(ledger.audit(seeds)).toBeNull();
    const RESOURCES = [0, 1, 2, 3, 4];
    ledger.claimClass(30, 2, gift, RESOURCES, 'a resource');
    expect(ledger.audit(seeds)).toBeNull();
    ledger.claimClass(31, 2, kept, [5, 6, 7], 'a commodity');
    expect(ledger.audit(seeds)).toMatchObject({ claim: { entry: 31, player: 2, what: 'a commodity' }, actual: read(ledger, 2, kept) });
  });
  it('refuses to show a card of a hand being shuffled (a Monopoly answer mid-reseal counted it twice and stalled a ckba game)', () => {
    const ledger = new HandLedger(players);
    ledger.begin(1, 0, [2, 0, 1, 0, 0, 0, 0, 0]);
    runSteps(ledger);
    ledger.settleAt(1);
    boxAll(ledger);
    const [token] = ledger.tokensOf(1);
    const keys = seeds.map((seed, from) => {
      if (from === 1) return handKey(seed, token.shuffle, token.position);
      const box = ledger.boxesFor(1, token).find((b) => b.from === from)!;
      return receiveHandShare({
        sealed: box.sealed,
        from,
        at: token,
        sharedKey: disputeKey(players[from].boxPublicKey, secrets[1].box.secretKey),
        commitment: ledger.commitment(from, token)!,
      });
    });
    const reveal = { at: token, kind: ledger.open(token, keys), keys };
    expect(ledger.checkReveal(1, reveal)).toBeNull();
    ledger.beginReseal(1, 2, [0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ledger.shuffledHand).toBe(1);
    expect(ledger.checkReveal(1, reveal)).toMatch(/token 0\/0 is in hand shuffle 1, still running/);
    runSteps(ledger);
    expect(ledger.shuffledHand).toBeNull();
    expect(ledger.checkReveal(1, reveal)).toMatch(/holds no token 0\/0/); // the hand's cards are new tokens now
  });
});
