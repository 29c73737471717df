// A guest's check of the host's rules before it signs a seat (roomCode.ts, unsealedCards): it refuses
// development cards dealt in the open, and stolen cards left open wherever sealed hands apply
// (withSealedHands, the one rule for which games seal them), and nothing else. The page shows each
// refusal in the player's language (roomWords.ts).
import { afterAll, describe, expect, it } from 'vitest';
import type { Rules } from '../../src/protocol/genesis';
import { withSealedHands } from '../../src/session/cards/sealedHands';
import { OPEN_DEVELOPMENT_CARDS, OPEN_STOLEN_CARDS, unsealedCards } from '../../src/session/room/roomCode';
import { rematchPlan } from '../../src/ui/rematch';
import type { NetworkRoom } from '../../src/session/room/roomNet';
import { roomWords } from '../../src/ui/roomWords';
import { setLanguage } from '../../src/ui/i18n';

const rules = (extra: Partial<Rules>): Rules => ({ mode: 'base', players: 4, seating: 'beacon', beaconLength: 512, cards: 'sealed', ...extra });

describe('a guest refuses rules that leave stolen cards open where sealed hands apply', () => {
  it('refuses a base game of 3 to 6 with sealed development cards but open stolen cards', () => {
    for (const players of [3, 4, 5, 6]) {
      const mode = players > 4 ? 'base56' : 'base';
      expect(unsealedCards(rules({ mode, players }))).toBe(OPEN_STOLEN_CARDS);
      expect(unsealedCards(withSealedHands(rules({ mode, players })))).toBeNull();
    }
  });

  it('still refuses open development cards first, whatever the hands', () => {
    expect(unsealedCards(rules({ cards: undefined }))).toBe(OPEN_DEVELOPMENT_CARDS);
  });

  it('accepts the rules sealed hands do not reach: two players, every hand face up, a mode without them yet', () => {
    expect(unsealedCards(rules({ players: 2 }))).toBeNull();
    expect(unsealedCards(rules({ options: { handsUp: true } }))).toBeNull();
    // whichever modes the one predicate seals (it grows, mode by mode): refused exactly there
    for (const mode of ['ck', 'ckba', 'ck56']) {
      const open = rules({ mode, players: 4 });
      expect(unsealedCards(open)).toBe(withSealedHands(open).hands === 'sealed' ? OPEN_STOLEN_CARDS : null);
    }
  });

  it("a rematch of a game from before sealed hands seals them, so its guests do not refuse the host's room", () => {
    const players = [0, 1, 2].map((i) => ({ name: `p${i}`, publicKey: `${i}`.repeat(64), color: 'red' }));
    const old = rules({ players: 3 });
    const replica = { participant: 0, finished: { value: true }, replay: { genesis: { players, rules: old }, participantAt: [0, 1, 2] } };
    const plan = rematchPlan({ replica: { value: replica } } as unknown as NetworkRoom, [], []);
    expect(plan?.rules).toEqual({ ...old, hands: 'sealed' });
    expect(unsealedCards(plan!.rules)).toBeNull();
  });

  describe('in the page', () => {
    afterAll(() => setLanguage('en'));
    it('shows each refusal in English and in German', async () => {
      await setLanguage('en');
      expect(roomWords(OPEN_STOLEN_CARDS)).toMatch(/^The host's rules leave stolen cards open .*: not joined\.$/);
      expect(roomWords(OPEN_DEVELOPMENT_CARDS)).toMatch(/^The host's rules deal development cards in the open .*: not joined\.$/);
      await setLanguage('de');
      expect(roomWords(OPEN_STOLEN_CARDS)).toMatch(/^Die Regeln des Gastgebers lassen geraubte Karten offen .*: nicht beigetreten\.$/);
      expect(roomWords(OPEN_DEVELOPMENT_CARDS)).toMatch(/^Die Regeln des Gastgebers teilen Entwicklungskarten offen aus .*: nicht beigetreten\.$/);
    });
  });
});
