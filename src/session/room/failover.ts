// Host failover. Roles follow from one rule: whoever holds the room's peer id is the host. Holding it
// is arbitrated by the broker (a second claim gets `unavailable-id`), so two hosts never run at once.
// A guest that has not seen the host for `hostGraceMs + participant * claimStaggerMs` tries to claim
// the id; the winner reopens its replica as host from its own store, pulls whatever the guests hold
// beyond it (the old host may have died mid-broadcast), starts its term with a takeover entry, and
// everyone else keeps dialling the room id and finds the new host by themselves.
// A finished game needs no host, so nobody claims it (its players may be off to a rematch); nor one
// that has not started: only its creator can reopen a lobby (it saved the seats and lines).
// The holder counts as the host only once it proves a key of the game; one that holds the room id for
// MOVE_TABLE_AFTER_MS without doing so (an outsider who registered it after the host's tab closed) is
// left there, and the table moves to its table id (tableId.ts), which only participants can name.
import type { Signal } from '@preact/signals-core';
import type { Transport } from '../../net/transport.js';
import { isUnavailableId } from './channel.js';
import type { RoomDeps } from './roomDeps.js';

/** How often a guest looks for its host. */
const WATCH_EVERY_MS = 500;
/**
 * How long the room id may be held with no host in sight before the table moves to its table id: a
 * host that reloaded links and proves itself well within this (a link that does not open in 15 s is
 * given up by the transport), so only a holder that proves no key keeps it that long.
 */
export const MOVE_TABLE_AFTER_MS = 20_000;

/** The room as its failover sees it. */
export interface ClaimingRoom {
  readonly room: string;
  readonly deps: Pick<RoomDeps, 'connect' | 'clock' | 'hostGraceMs' | 'claimStaggerMs'>;
  participant(): number | null;
  readonly status: Signal<string>;
  /** A guest of a game that has started and not finished: the only one that may claim the room. */
  mayClaim(): boolean;
  /** A participant that proved a key of the game holds the room id (or the table id). */
  hostInSight(): boolean;
  /** The table id (tableId.ts), once this page knows it. */
  tableId(): string | null;
  /** Keep a link to the table id: the host may be there. */
  dialTable(): void;
  /** We hold the room id on `transport`: reopen as its host. */
  takeOver(transport: Transport): Promise<void>;
  log(line: string): void;
}

/** A guest's watch on its host, and its claim of the room once the host has been gone long enough. */
export class Failover {
  private cancelTimer: (() => void) | null = null;
  private lastHostSeen = 0;
  private claiming = false;
  private stopped = false;
  /** Since when our claims have found the room id held with no host in sight (null: it was not). */
  private heldSince: number | null = null;

  constructor(private readonly room: ClaimingRoom) {}

  /** Watch from now on, the host counted as just seen (a replica has opened). */
  start(): void {
    this.lastHostSeen = this.room.deps.clock.now();
    this.watch();
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
  }

  private watch(): void {
    const { clock, hostGraceMs, claimStaggerMs } = this.room.deps;
    this.cancelTimer?.();
    this.cancelTimer = clock.setTimer(WATCH_EVERY_MS, () => {
      this.cancelTimer = null;
      if (this.stopped) return;
      if (this.room.mayClaim()) {
        const now = clock.now();
        if (this.room.hostInSight()) {
          this.lastHostSeen = now;
          this.heldSince = null;
        }
        const wait = (hostGraceMs ?? 2500) + (this.room.participant() ?? 0) * (claimStaggerMs ?? 1500);
        if (now - this.lastHostSeen > wait && !this.claiming) void this.claim();
      }
      this.watch();
    });
  }

  private async claim(): Promise<void> {
    const { room, status, deps } = this.room;
    this.claiming = true;
    status.value = 'the host is gone: trying to take over';
    let transport: Transport;
    try {
      transport = await deps.connect(room, []);
    } catch (e) {
      const table = this.room.tableId();
      const now = deps.clock.now();
      this.heldSince = isUnavailableId(e) ? (this.heldSince ?? now) : null;
      // held that long with no host in sight: not a host slow to link, but someone who proves no key
      const moved = this.heldSince !== null && now - this.heldSince >= MOVE_TABLE_AFTER_MS && table ? await this.claimTable(table) : null;
      if (!moved) {
        this.claiming = false;
        this.lastHostSeen = deps.clock.now(); // someone holds it: give them time to show up
        if (!isUnavailableId(e)) this.room.log(`claiming the room failed: ${(e as Error).message}`);
        status.value = '';
        return;
      }
      transport = moved;
    }
    await this.room.takeOver(transport);
    this.claiming = false;
    status.value = 'you are the host now';
  }

  /** The table id, or null if someone (a participant who moved there first) holds it: then we link to it. */
  private async claimTable(table: string): Promise<Transport | null> {
    this.room.dialTable();
    try {
      const transport = await this.room.deps.connect(table, []);
      this.room.log(`the room id is held by someone who proves no key: moving the table to ${table}`);
      return transport;
    } catch (e) {
      if (!isUnavailableId(e)) this.room.log(`claiming the table id failed: ${(e as Error).message}`);
      return null;
    }
  }
}
