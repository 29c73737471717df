// A game's worth of private steals at the protocol level (docs/cards.md, "Private resource moves"):
// stolen cards are stolen again, spent cards are revealed, and at every step each participant's
// knowledge is what its own keys and boxes open. The thief and the victim know the card; a third
// participant never holds a stolen card's kind until it is spent; the audit agrees with everyone.
import { describe, expect, it } from 'vitest';
import {
  HAND_KINDS,
  type HandRekeyOutput,
  type HandShuffleSpec,
  type HandShuffleTranscript,
  type Point,
  ResourceCardTable,
  type Scalar,
  type TokenId,
  auditHandShareBoxes,
  auditHandShuffles,
  deriveSecrets,
  disputeKey,
  firstMisreport,
  handInput,
  handKey,
  handMixStep,
  handRekeyStep,
  handStripStep,
  hasStrip,
  openHandShareWithKey,
  openHandToken,
  pickPosition,
  receiveHandShare,
  sealHandShare,
  seededBytes,
  tokenKey,
  type SentHandShare,
  type TokenClaim,
  verifyHandReveal,
} from '../../../src/protocol/cards/index.js';
import { sha256 } from '../../../src/protocol/hash.js';
import { u32be } from '../../../src/protocol/bytes.js';

const PLAYERS = 4;
const random = seededBytes(4242);
const secrets = Array.from({ length: PLAYERS }, () => deriveSecrets(random(32)));
const seeds = secrets.map((s) => s.seed);
const pick = (n: number) => random(1)[0] % n;

interface Token {
  id: TokenId;
  holder: number;
  ciphertext: Point;
  commitments: Point[];
}

describe('a game of private steals', () => {
  it('keeps every stolen card between thief and victim until it is spent, and the audit agrees', () => {
    const table = new ResourceCardTable();
    const publicHands = Array.from({ length: PLAYERS }, () => Array.from({ length: HAND_KINDS }, (_, k) => (k < 5 ? pick(3) : 0)));
    const tokens = new Map<string, Token>();
    /** what each participant has opened itself: token -> kind */
    const knows = Array.from({ length: PLAYERS }, () => new Map<string, number>());
    const transcripts: HandShuffleTranscript[] = [];
    const boxes: SentHandShare[] = [];
    const claims: TokenClaim[] = [];
    const revealed = new Map<string, number>();
    let entry = 0;

    const held = (p: number) => [...tokens.values()].filter((t) => t.holder === p);
    const handKinds = (p: number): number[] => {
      const out = publicHands[p].flatMap((n, k) => Array(n).fill(k) as number[]);
      return [...out, ...held(p).map((t) => knows[p].get(tokenKey(t.id))!)].sort();
    };

    for (let shuffle = 0; shuffle < 10; shuffle++) {
      const thief = shuffle % PLAYERS;
      const victims = [0, 1, 2, 3].filter((p) => p !== thief && handKinds(p).length > 0);
      const victim = victims[pick(victims.length)];
      const before = handKinds(victim);
      const sealedIn = held(victim);
      const spec: HandShuffleSpec = { shuffle, known: [...publicHands[victim]], sealed: sealedIn.map((t) => t.id) };
      table.add(spec);
      // every participant's rounds, in seat order
      let points = handInput(
        spec,
        sealedIn.map((t) => t.ciphertext),
      );
      const strip: Point[][] = [];
      const mix: Point[][] = [];
      const rekey: HandRekeyOutput[] = [];
      if (hasStrip(spec)) for (const s of seeds) strip.push((points = handStripStep(points, spec, s)));
      for (const s of seeds) mix.push((points = handMixStep(points, spec, s, random)));
      for (const s of seeds) {
        rekey.push(handRekeyStep(points, spec, s));
        points = rekey.at(-1)!.points;
      }
      transcripts.push({ ...spec, sealedInputs: sealedIn.map((t) => t.ciphertext), strip, mix, rekey });
      for (const t of sealedIn) tokens.delete(tokenKey(t.id));
      publicHands[victim].fill(0);

      // the beacon picks the thief's position; every other participant boxes its key of each position to its holder
      const picked = pickPosition(sha256(u32be(shuffle)), points.length);
      points.forEach((ciphertext, position) => {
        const id = { shuffle, position };
        const holder = position === picked ? thief : victim;
        const commitments = rekey.map((r) => r.commitments[position]);
        tokens.set(tokenKey(id), { id, holder, ciphertext, commitments });
        const keys: Scalar[] = seeds.map((s, from) => {
          if (from === holder) return handKey(s, shuffle, position);
          const sealed = sealHandShare({ at: id, scalar: handKey(s, shuffle, position) }, secrets[from].box.secretKey, secrets[holder].box.publicKey, random);
          boxes.push({ from, to: holder, at: id, sealed });
          // nobody else opens it: every other participant tries with its own pair key
          for (let q = 0; q < PLAYERS; q++) {
            if (q !== holder && q !== from)
              expect(openHandShareWithKey(sealed, disputeKey(secrets[from].public.boxPublicKey, secrets[q].box.secretKey))).toBeNull();
          }
          return receiveHandShare({
            sealed,
            from,
            at: id,
            sharedKey: disputeKey(secrets[from].public.boxPublicKey, secrets[holder].box.secretKey),
            commitment: commitments[from],
          });
        });
        knows[holder].set(tokenKey(id), openHandToken(table, id, { ciphertext, commitments }, keys));
      });

      // thief and victim know the card that moved; the victim by what it lost
      const stolen = knows[thief].get(tokenKey({ shuffle, position: picked }))!;
      const after = handKinds(victim);
      const lost = [...before];
      for (const k of after) lost.splice(lost.indexOf(k), 1);
      expect(lost).toEqual([stolen]);

      // a third participant holds no kind of a token it does not hold, unless the token was spent
      for (let q = 0; q < PLAYERS; q++) {
        for (const t of tokens.values()) if (t.holder !== q) expect(knows[q].has(tokenKey(t.id))).toBe(false);
      }

      // now and then a holder spends a sealed card: it shows it, everyone checks, it is public from then on
      const spender = (shuffle + 1) % PLAYERS;
      const spendable = held(spender);
      if (spendable.length > 0 && shuffle % 2 === 0) {
        const t = spendable[0];
        const kind = knows[spender].get(tokenKey(t.id))!;
        const keys = seeds.map((s) => handKey(s, t.id.shuffle, t.id.position));
        for (let q = 0; q < PLAYERS; q++) expect(verifyHandReveal(kind, table, t.id, t, keys, spender)).toBe(kind);
        claims.push({ entry: entry++, player: spender, token: t.id, kinds: [kind], what: 'spent' });
        revealed.set(tokenKey(t.id), kind);
        tokens.delete(tokenKey(t.id));
      }
    }

    // a Monopoly on ore at the end: each holder's "none left" over the tokens it keeps, honestly
    for (let p = 0; p < PLAYERS; p++) {
      for (const t of held(p)) {
        if (knows[p].get(tokenKey(t.id)) !== 4) claims.push({ entry: entry, player: p, token: t.id, kinds: [0, 1, 2, 3, 5, 6, 7], what: 'monopoly: no ore' });
      }
    }
    expect(tokens.size).toBeGreaterThan(5);

    // the end-of-game audit opens every token to what its holders read, and no claim is false
    const audited = auditHandShuffles(transcripts, seeds, new ResourceCardTable());
    for (const [key, kind] of revealed) expect(audited.get(key)).toBe(kind);
    for (const t of tokens.values()) expect(audited.get(tokenKey(t.id))).toBe(knows[t.holder].get(tokenKey(t.id)));
    expect(firstMisreport(claims, audited)).toBeNull();
    const commitmentOf = (from: number, at: TokenId) => transcripts[at.shuffle].rekey[from].commitments[at.position];
    expect(() =>
      auditHandShareBoxes(
        secrets.map((s) => s.public),
        seeds,
        boxes,
        commitmentOf,
      ),
    ).not.toThrow();
  });
});
