import { describe, expect, it } from 'vitest';
import {
  auditDeal,
  auditShareBoxes,
  CardError,
  canonicalDecks,
  cardPoint,
  cardTable,
  checkShare,
  decryptCard,
  deriveSecrets,
  disputeKey,
  Fn,
  openShareWithKey,
  pass1Step,
  pass2Step,
  pointToHex,
  receiveShare,
  sealShare,
  seededBytes,
  verifyReveal,
  type CardSlot,
  type CardTranscript,
  type Decks,
  type Pass2Output,
  type PlayerSecrets,
  type RandomBytes,
  type SentShare,
} from '../../../src/protocol/cards/index.js';
import { getEngine } from '../../helpers';

/** The engine's decks, as a game deals them. */
const CONTENTS = (await getEngine()).progressDecks;

const table = cardTable(CONTENTS);

const seededRandom = seededBytes;

interface Deal {
  secrets: PlayerSecrets[];
  transcript: CardTranscript;
  final: Decks;
  random: RandomBytes;
}

type Tamper = { pass1?: (player: number, out: Decks) => void; pass2?: (player: number, prev: Decks, out: Pass2Output, secrets: PlayerSecrets) => void };

function deal(players: number, tamper: Tamper = {}): Deal {
  const random = seededRandom(players);
  const secrets = Array.from({ length: players }, () => deriveSecrets(random(32)));
  const pass1: Decks[] = [];
  let decks = canonicalDecks(table);
  for (let i = 0; i < players; i++) {
    decks = pass1Step(decks, secrets[i], random);
    tamper.pass1?.(i, decks);
    pass1.push(decks);
  }
  const pass2: Pass2Output[] = [];
  for (let i = 0; i < players; i++) {
    const out = pass2Step(decks, secrets[i]);
    tamper.pass2?.(i, decks, out, secrets[i]);
    pass2.push(out);
    decks = out.decks;
  }
  return { secrets, transcript: { players: secrets.map((s) => s.public), pass1, pass2 }, final: decks, random };
}

function seeds(d: Deal): Uint8Array[] {
  return d.secrets.map((s) => s.seed.slice());
}

/** Every other seat boxes its key for (deck, position) to the drawer. */
function sendShares(d: Deal, drawer: number, deck: number, position: number, lie?: { from: number; scalar: bigint }): SentShare[] {
  return d.secrets.flatMap((s, from) => {
    if (from === drawer) return [];
    const scalar = lie?.from === from ? lie.scalar : s.keys[deck][position];
    const sealed = sealShare({ deck, position, scalar }, s.box.secretKey, d.secrets[drawer].box.publicKey, d.random);
    return [{ from, to: drawer, deck, position, sealed }];
  });
}

/** What the drawer does: open and check each box, add its own key, decrypt. */
function draw(d: Deal, drawer: number, sent: SentShare[]): { name: string; slot: CardSlot } {
  const { deck, position } = sent[0];
  const me = d.secrets[drawer];
  const shares = d.secrets.map((_, i) => {
    if (i === drawer) return me.keys[deck][position];
    const box = sent.find((s) => s.from === i)!;
    const sharedKey = disputeKey(d.secrets[i].box.publicKey, me.box.secretKey);
    return receiveShare({ sealed: box.sealed, from: i, deck, position, sharedKey, commitment: d.transcript.pass2[i].commitments[deck][position] });
  });
  const slot = { deck, position, ciphertext: d.final[deck][position], shares, commitments: d.transcript.pass2.map((p) => p.commitments[deck][position]) };
  return { name: decryptCard(table, slot).name, slot };
}

function slotWith(d: Deal, deck: number, position: number, shares = d.secrets.map((s) => s.keys[deck][position])): CardSlot {
  return { deck, position, ciphertext: d.final[deck][position], shares, commitments: d.transcript.pass2.map((p) => p.commitments[deck][position]) };
}

function caught(fn: () => unknown): CardError {
  try {
    fn();
  } catch (e) {
    if (e instanceof CardError) return e;
    throw e;
  }
  throw new Error('expected a CardError');
}

function where(e: CardError): [string, number | null, number | null, number | null] {
  return [e.step, e.player, e.deck, e.position];
}

describe('card encoding', () => {
  it('gives every copy its own point, so equal names never look equal after pass 1', () => {
    const merchants = CONTENTS[0].flatMap((n, i) => (n === 'merchant' ? [i] : []));
    expect(merchants).toHaveLength(6);
    const hexes = new Set(table.points.flat().map(pointToHex));
    expect(hexes.size).toBe(54);
    expect(pointToHex(cardPoint(0, merchants[0]))).not.toBe(pointToHex(cardPoint(0, merchants[1])));
    const d = deal(4);
    for (const deck of d.transcript.pass1[3]) expect(new Set(deck.map(pointToHex)).size).toBe(18);
  });

  it('does not map a card of one deck into another deck', () => {
    expect(table.lookup[1].has(pointToHex(cardPoint(0, 0)))).toBe(false);
    // Decks of one game all have one size (3 x 18, or the base game's one deck), at most three of them.
    expect(() => cardTable([CONTENTS[0], CONTENTS[1].slice(1)])).toThrow(CardError);
    expect(() => cardTable([...CONTENTS, CONTENTS[0]])).toThrow(CardError);
    expect(() => cardTable([])).toThrow(CardError);
  });

  it("deals, draws and audits a single deck of another size (the base game's development deck)", () => {
    const dev = cardTable([
      [
        ...new Array(14).fill('knight'),
        'roadBuilding',
        'roadBuilding',
        'yearOfPlenty',
        'yearOfPlenty',
        'monopoly',
        'monopoly',
        ...new Array(5).fill('victoryPoint'),
      ],
    ]);
    const shape = { decks: 1, size: 25 };
    const players = [0, 1, 2].map((p) => deriveSecrets(seededBytes(300 + p)(32), shape));
    const pass1: Decks[] = [];
    let decks = canonicalDecks(dev);
    for (const s of players) pass1.push((decks = pass1Step(decks, s, seededBytes(7))));
    const pass2 = players.map((s) => {
      const out = pass2Step(decks, s);
      decks = out.decks;
      return out;
    });
    const transcript = { players: players.map((s) => s.public), pass1, pass2 };
    const cards = auditDeal(
      dev,
      transcript,
      players.map((s) => s.seed),
    )[0];
    expect(cards.length).toBe(25);
    expect(cards.filter((c) => c === 'knight').length).toBe(14);
    const k = cards.indexOf('monopoly');
    const shares = players.map((s) => s.keys[0][k]);
    const commitments = pass2.map((p) => p.commitments[0][k]);
    expect(decryptCard(dev, { deck: 0, position: k, ciphertext: decks[0][k], shares, commitments }).name).toBe('monopoly');
    // Secrets derived for the progress decks do not fit this deck.
    expect(() => pass1Step(canonicalDecks(dev), deriveSecrets(players[0].seed))).toThrow(CardError);
  });
});

describe.each([4, 6])('a %i-player deal', (players) => {
  it('shuffles, deals, reveals and audits', () => {
    const d = deal(players);
    const cards = auditDeal(table, d.transcript, seeds(d));
    cards.forEach((deck, i) => expect([...deck].sort()).toEqual([...CONTENTS[i]].sort()));
    expect(cards.some((deck, i) => deck.join() !== CONTENTS[i].join())).toBe(true);

    const sent: SentShare[] = [];
    for (let deck = 0; deck < 3; deck++) {
      for (let position = 0; position < 4; position++) {
        const drawer = (deck * 4 + position) % players;
        const boxes = sendShares(d, drawer, deck, position);
        sent.push(...boxes);
        const { name, slot } = draw(d, drawer, boxes);
        expect(name).toBe(cards[deck][position]);
        // played: the drawer publishes every share and anyone checks the claim
        expect(verifyReveal(name, table, slot, drawer).name).toBe(name);
      }
    }
    expect(() => auditShareBoxes(d.transcript, seeds(d), sent)).not.toThrow();
  });
});

describe('every check catches what it is for', () => {
  const honest = deal(4);

  it('a wrong key share names its sender at the draw, in a dispute, and at audit', () => {
    const wrong = Fn.add(honest.secrets[2].keys[1][0], 1n);
    const boxes = sendShares(honest, 0, 1, 0, { from: 2, scalar: wrong });
    expect(where(caught(() => draw(honest, 0, boxes)))).toEqual(['share', 2, 1, 0]);
    const shares = honest.secrets.map((s) => s.keys[1][0]);
    shares[2] = wrong;
    expect(where(caught(() => decryptCard(table, slotWith(honest, 1, 0, shares))))).toEqual(['share', 2, 1, 0]);

    // the recipient publishes the pair's shared key; anyone opens the (signed) box and sees the lie
    const key = disputeKey(honest.secrets[2].box.publicKey, honest.secrets[0].box.secretKey);
    const opened = openShareWithKey(boxes.find((b) => b.from === 2)!.sealed, key)!;
    expect(opened).toEqual({ deck: 1, position: 0, scalar: wrong });
    expect(where(caught(() => checkShare(2, 1, 0, opened.scalar, honest.transcript.pass2[2].commitments[1][0])))).toEqual(['share', 2, 1, 0]);

    expect(where(caught(() => auditShareBoxes(honest.transcript, seeds(honest), boxes)))).toEqual(['share', 2, 1, 0]);
  });

  it('a share boxed for another slot is refused', () => {
    const boxes = sendShares(honest, 0, 1, 0);
    const s = honest.secrets[3];
    boxes[2] = { ...boxes[2], sealed: sealShare({ deck: 1, position: 1, scalar: s.keys[1][1] }, s.box.secretKey, honest.secrets[0].box.publicKey) };
    // the commitment check alone would refuse it too; naming the slot tells a replay from a wrong key
    const atDraw = caught(() => draw(honest, 0, boxes));
    expect([...where(atDraw), atDraw.detail]).toEqual(['share', 3, 1, 0, 'share is for deck 1 position 1']);
    const atAudit = caught(() => auditShareBoxes(honest.transcript, seeds(honest), boxes));
    expect([...where(atAudit), atAudit.detail]).toEqual(['share', 3, 1, 0, 'box to player 0 holds the share for deck 1 position 1']);
  });

  it('a played card that is not what the player claims', () => {
    const actual = decryptCard(table, slotWith(honest, 2, 3)).name;
    const claim = CONTENTS[2].find((n) => n !== actual)!;
    expect(where(caught(() => verifyReveal(claim, table, slotWith(honest, 2, 3), 1)))).toEqual(['reveal', 1, 2, 3]);
    expect(verifyReveal(actual, table, slotWith(honest, 2, 3), 1).name).toBe(actual);
  });

  it('a duplicated deck entry in pass 1', () => {
    const d = deal(4, {
      pass1: (i, out) => {
        if (i === 1) out[0][5] = out[0][3];
      },
    });
    expect(where(caught(() => auditDeal(table, d.transcript, seeds(d))))).toEqual(['pass1', 1, 0, 5]);
  });

  it('a dropped deck entry replaced by a foreign point', () => {
    const foreign = cardPoint(2, 0).multiply(12345n);
    const d = deal(4, {
      pass1: (i, out) => {
        if (i === 2) out[1][7] = foreign;
      },
    });
    expect(where(caught(() => auditDeal(table, d.transcript, seeds(d))))).toEqual(['pass1', 2, 1, 7]);
    // during the game it surfaces as soon as the position is drawn: shares verify, the card does not
    const failures = Array.from({ length: 18 }, (_, k) => k).filter((k) => {
      try {
        decryptCard(table, slotWith(d, 1, k));
        return false;
      } catch (e) {
        expect(where(e as CardError)).toEqual(['decrypt', null, 1, k]);
        return true;
      }
    });
    expect(failures).toHaveLength(1);
  });

  it('a tampered published seed', () => {
    const s = seeds(honest);
    s[3][0] ^= 1;
    expect(where(caught(() => auditDeal(table, honest.transcript, s)))).toEqual(['seed', 3, null, null]);
    expect(where(caught(() => auditShareBoxes(honest.transcript, s, sendShares(honest, 3, 0, 0))))).toEqual(['seed', 3, null, null]);
  });

  it('a published seed that does not match what its player announced before the deal', () => {
    // each announced value on its own: the seed is bound by its commitment and by its box key
    const players = honest.transcript.players.map((p) => ({ ...p }));
    players[2].seedCommitment = players[1].seedCommitment;
    const e = caught(() => auditDeal(table, { ...honest.transcript, players }, seeds(honest)));
    expect([...where(e), e.detail]).toEqual(['seed', 2, null, null, 'published seed does not match the announced commitment']);
    const players2 = honest.transcript.players.map((p) => ({ ...p }));
    players2[1].boxPublicKey = players2[0].boxPublicKey;
    const e2 = caught(() => auditDeal(table, { ...honest.transcript, players: players2 }, seeds(honest)));
    expect([...where(e2), e2.detail]).toEqual(['seed', 1, null, null, 'published seed does not match the announced box key']);
  });

  it('a pass-2 step that used a different key than it committed to', () => {
    const d = deal(4, {
      pass2: (i, prev, out, s) => {
        if (i !== 1) return;
        const other = Fn.mul(Fn.inv(s.shuffle[2]), Fn.add(s.keys[2][4], 1n));
        out.decks[2][4] = prev[2][4].multiply(other);
      },
    });
    expect(where(caught(() => auditDeal(table, d.transcript, seeds(d))))).toEqual(['pass2', 1, 2, 4]);
    expect(where(caught(() => decryptCard(table, slotWith(d, 2, 4))))).toEqual(['decrypt', null, 2, 4]);
  });

  it('a pass-2 commitment that is not the key used', () => {
    const d = deal(4, {
      pass2: (i, _prev, out) => {
        if (i === 3) out.commitments[0][9] = out.commitments[0][8];
      },
    });
    expect(where(caught(() => auditDeal(table, d.transcript, seeds(d))))).toEqual(['pass2', 3, 0, 9]);
  });
});
