// Host failover. Roles follow from one rule: whoever holds the room's peer id is the host. Holding it
// is arbitrated by the broker (a second claim gets `unavailable-id`), so two hosts never run at once.
// A guest that has not seen the host for `hostGraceMs + participant * claimStaggerMs` tries to claim
// the id; the winner reopens its replica as host from its own store, pulls whatever the guests hold
// beyond it (the old host may have died mid-broadcast), starts its term with a takeover entry, and
// everyone else keeps dialling the room id and finds the new host by themselves.
// A finished game needs no host, so nobody claims it (its players may be off to a rematch); nor one
// that has not started: only its creator can reopen a lobby (it saved the seats and lines).
import type { Signal } from '@preact/signals-core';
import type { Transport } from '../../net/transport.js';
import { isUnavailableId } from './channel.js';
import type { RoomDeps } from './roomDeps.js';

/** How often a guest looks for its host. */
const WATCH_EVERY_MS = 500;

/** The room as its failover sees it. */
export interface ClaimingRoom {
  readonly room: string;
  readonly deps: Pick<RoomDeps, 'connect' | 'clock' | 'hostGraceMs' | 'claimStaggerMs'>;
  participant(): number | null;
  readonly status: Signal<string>;
  /** A guest of a game that has started and not finished: the only one that may claim the room. */
  mayClaim(): boolean;
  /** Our link to the room id is up. */
  hostInSight(): boolean;
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
        if (this.room.hostInSight()) this.lastHostSeen = now;
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
      this.claiming = false;
      this.lastHostSeen = deps.clock.now(); // someone holds it: give them time to show up
      if (!isUnavailableId(e)) this.room.log(`claiming the room failed: ${(e as Error).message}`);
      status.value = '';
      return;
    }
    await this.room.takeOver(transport);
    this.claiming = false;
    status.value = 'you are the host now';
  }
}
