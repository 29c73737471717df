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
