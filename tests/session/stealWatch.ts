// What every replica and a spectator hold at each steal of a signed game with sealed hands (docs/cards.md,
// "Private resource moves"), for the base game's and Cities & Knights' tests: once thief and victim have
// read their tokens, the thief and the victim know every sealed card of theirs, while the other replicas
// and a spectator's replay of the same log hold no kind of either's sealed cards and no public card of
// the victim's to count against.
import { expect } from 'vitest';
import type { Engine, Game } from '../../src/engine/types';
import type { Table } from '../../src/bots/table';
import { fastVerify } from '../../src/protocol/nodeEd25519';
import { GameReplay } from '../../src/session/log/replay';
import { tokenKey } from '../../src/protocol/cards/index';

const total = (known: Record<string, number>) => Object.values(known).reduce((a, b) => a + b, 0);

export interface StealSeen {
  thief: number;
  victim: number;
  /** The replicas and spectators checked to know nothing of the two hands. */
  checked: number;
}

/** A step function for `Table.run`: checks each new steal once its two parties have read their tokens; never stops the run. */
export function stealWatcher(engine: Engine, t: Table, seen: StealSeen[]): () => boolean {
  const replicas = t.seats.map((s) => s.replica);
  const ledger = () => replicas[0].replay.cards?.privateMoves?.ledger;
  const gameOf = (p: number): Game => replicas[p].replay.game!;
  const seatOf = (p: number) => replicas[0].replay.seatOf[p];
  const watcher = new GameReplay(engine, fastVerify); // a spectator: the log, and nobody's seat
  let looked: string | null = null; // the last steal looked at (a reseal makes tokens too, and settles no steal)
  return () => {
    if (new Set(replicas.map((r) => r.replay.nextSeq)).size !== 1) return false; // every replica at the same entry
    const steal = ledger()?.lastSteal;
    if (!steal || tokenKey(steal.token) === looked) return false;
    if (ledger()!.token(steal.token)?.holder !== steal.thief) {
      looked = tokenKey(steal.token); // spent (or resealed) before this look: the next steal
      return false;
    }
    const read = (p: number) => total(gameOf(p).knownSealed(seatOf(p))) === gameOf(p).sealedResources(seatOf(p));
    if (!read(steal.thief) || !read(steal.victim)) return false;
    looked = tokenKey(steal.token);
    const [thief, victim] = [seatOf(steal.thief), seatOf(steal.victim)];
    expect(gameOf(steal.thief).sealedResources(thief)).toBeGreaterThan(0);
    const entries = replicas[0].replay.entries;
    for (let seq = watcher.nextSeq; seq < entries.length; seq++) expect(watcher.accept(entries[seq])).toMatchObject({ ok: true });
    const others = [
      ...replicas
        .map((_, p) => p)
        .filter((p) => p !== steal.thief && p !== steal.victim)
        .map(gameOf),
      watcher.game!,
    ];
    for (const game of others) {
      for (const seat of [thief, victim]) {
        expect(total(game.knownSealed(seat))).toBe(0);
        expect(total(game.view().players[seat].sealedKnown)).toBe(0);
      }
      // the victim's whole hand went into the shuffle: no public card of it is left to count against
      expect(total(game.view().players[victim].hand)).toBe(0);
      expect(game.view().players[victim].sealedCards).toBe(gameOf(steal.victim).sealedResources(victim));
      expect(game.hash()).toBe(gameOf(steal.thief).hash());
    }
    seen.push({ thief: steal.thief, victim: steal.victim, checked: others.length });
    return false;
  };
}
