// What every replica and a spectator hold at each card handed over face down in a signed C&K game with
// sealed hands (a Wedding's gift, a Master Merchant's take, a Commercial Harbor's offer and reply;
// docs/cards.md, "Private resource moves"): once giver and receiver have read their tokens, both know
// every sealed card of theirs, while no key of a moved token has reached any other participant, and the
// other replicas and a spectator's replay hold no kind of either's sealed cards. A Master Merchant's
// player reads the whole hand it looks at, which is what its holder knows it holds.
import { expect } from 'vitest';
import type { Engine, Game } from '../../src/engine/types';
import type { Table } from '../../src/bots/table';
import { decodeCanonical } from '../../src/protocol/canonicalJson';
import { decodeEntry } from '../../src/protocol/entry';
import { handOverFromJson } from '../../src/protocol/handCardBodies';
import { fastVerify } from '../../src/protocol/nodeEd25519';
import type { TokenId } from '../../src/protocol/cards/index';
import { GameReplay } from '../../src/session/log/replay';

const total = (known: Record<string, number>) => Object.values(known).reduce((a, b) => a + b, 0);

export interface FaceDownSeen {
  seq: number;
  type: string;
  giver: number;
  receiver: number;
  /** The replicas and spectators checked to know nothing of the moved cards. */
  checked: number;
}

export interface LookSeen {
  looker: number;
  target: number;
  cards: Record<string, number>;
}

/** A step function for `Table.run`: checks each face-down move once its two parties have read their tokens; never stops the run. */
export function faceDownWatcher(engine: Engine, t: Table, seen: FaceDownSeen[], looks: LookSeen[]): () => boolean {
  const replicas = t.seats.map((s) => s.replica);
  const ledger = () => replicas[0].replay.cards!.privateMoves!.ledger;
  const gameOf = (p: number): Game => replicas[p].replay.game!;
  const seatOf = (p: number) => replicas[0].replay.seatOf[p];
  const watcher = new GameReplay(engine, fastVerify); // a spectator: the log, and nobody's seat
  const waiting: { seq: number; type: string; giver: number; ids: TokenId[] }[] = [];
  let scanned = 0;
  let lookTarget: number | null = null;
  const readAll = (p: number) => total(gameOf(p).knownSealed(seatOf(p))) === gameOf(p).sealedResources(seatOf(p));
  return () => {
    if (new Set(replicas.map((r) => r.replay.nextSeq)).size !== 1) return false; // every replica at the same entry
    const entries = replicas[0].replay.entries;
    for (; scanned < entries.length; scanned++) {
      const entry = decodeEntry(entries[scanned]);
      const body = decodeCanonical(entry.body) as { action?: { type: string }; handOver?: number[][] };
      if (!body.handOver) continue;
      // the giver: the tokens' holder just before the entry, as the spectator's replay holds them
      while (watcher.nextSeq < scanned) expect(watcher.accept(entries[watcher.nextSeq])).toMatchObject({ ok: true });
      const ids = handOverFromJson(body.handOver);
      const giver = watcher.cards!.privateMoves!.ledger.token(ids[0])!.holder;
      if (body.action!.type !== 'takeCards') expect(giver).toBe(entry.author);
      waiting.push({ seq: scanned, type: body.action!.type, giver, ids });
    }
    looks.push(...lookNow());
    for (const w of [...waiting]) {
      const holders = w.ids.map((id) => ledger().token(id)?.holder);
      const receiver = holders[0];
      if (receiver === undefined || holders.some((h) => h !== receiver)) {
        waiting.splice(waiting.indexOf(w), 1); // spent or resealed before this look
        continue;
      }
      const { giver } = w;
      if (!readAll(receiver) || !readAll(giver)) continue;
      waiting.splice(waiting.indexOf(w), 1);
      expect(gameOf(receiver).sealedResources(seatOf(receiver))).toBeGreaterThanOrEqual(w.ids.length);
      while (watcher.nextSeq < entries.length) expect(watcher.accept(entries[watcher.nextSeq])).toMatchObject({ ok: true });
      const thirds = replicas.map((_, p) => p).filter((p) => p !== giver && p !== receiver);
      // no key of a moved card reached anyone but its receiver (and, for a take, its looker: the receiver)
      for (const p of thirds) for (const id of w.ids) expect(ledger().boxesFor(p, id)).toEqual([]);
      const others = [...thirds.map(gameOf), watcher.game!];
      for (const game of others) {
        for (const seat of [seatOf(giver), seatOf(receiver)]) {
          expect(total(game.knownSealed(seat))).toBe(0);
          expect(total(game.view().players[seat].sealedKnown)).toBe(0);
        }
        expect(game.hash()).toBe(gameOf(receiver).hash());
      }
      seen.push({ seq: w.seq, type: w.type, giver, receiver, checked: others.length });
    }
    return false;
  };

  /** A Master Merchant's look whose keys have all come: the looker reads what the target knows it holds; nobody else reads a thing. */
  function lookNow(): LookSeen[] {
    const out: LookSeen[] = [];
    for (let looker = 0; looker < replicas.length; looker++) {
      const looked = replicas[looker].lookedHand();
      if (!looked || looked.sealed > 0 || lookTarget === looked.participant) continue;
      const target = looked.participant;
      if (!readAll(target)) continue;
      lookTarget = target;
      const held = Object.fromEntries(Object.entries(gameOf(target).knownSealed(seatOf(target))).filter(([, n]) => n > 0));
      expect(looked.cards).toEqual(held);
      for (let p = 0; p < replicas.length; p++) if (p !== looker) expect(replicas[p].lookedHand()).toBeNull();
      out.push({ looker, target, cards: looked.cards });
    }
    return out;
  }
}
