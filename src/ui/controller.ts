// The table's UI state on top of a port: the pick in progress, a choice to make, hover text, and the
// last refusal. Everything the player does goes through `act`, which clears the pick.
import { computed, signal } from '@preact/signals';
import type { Action } from '../engine/types';
import { layout } from './board/geometry';
import { autoPick, groupActions, hasBoardArg, narrow, nextArg, type Pick } from './picker';
import type { TablePort } from './port';

export interface Choice {
  title: string;
  options: { label: string; action: Action }[];
}

export class TableController {
  readonly userPick = signal<Pick | null>(null);
  readonly choice = signal<Choice | null>(null);
  readonly hover = signal<string | null>(null);
  readonly error = signal<string | null>(null);
  readonly busy = signal(false);
  readonly pick = computed<Pick | null>(() => this.userPick.value ?? autoPick(this.port.legal.value));
  readonly groups = computed(() => groupActions(this.port.legal.value));
  readonly centers = computed(() => layout(this.port.view.value.board.hexes.length).centers);

  constructor(readonly port: TablePort) {}

  name = (seat: number): string => this.port.seats.value[seat]?.name ?? `Seat ${seat + 1}`;

  async act(action: Action): Promise<void> {
    this.userPick.value = null;
    this.choice.value = null;
    this.busy.value = true;
    const result = await this.port.act(action);
    this.busy.value = false;
    this.error.value = result.ok ? null : result.error;
  }

  /** Starts making a group of legal actions: board picks first, then a choice, then the action. */
  start(group: string, title?: string): void {
    const candidates = this.groups.value.get(group) ?? [];
    if (candidates.length === 0) return;
    this.error.value = null;
    if (candidates.some(hasBoardArg)) {
      this.userPick.value = { group, candidates, picked: [] };
      this.choice.value = null;
      return;
    }
    this.resolve(candidates, title ?? group);
  }

  /** A click on a glowing target. */
  pickAt(key: string): void {
    const pick = this.pick.value;
    if (!pick) return;
    const narrowed = narrow(pick, key, this.centers.value);
    if (narrowed.candidates.length === 0) return;
    if (nextArg(narrowed)) {
      this.userPick.value = narrowed;
      return;
    }
    this.userPick.value = narrowed;
    this.resolve(narrowed.candidates, narrowed.group);
  }

  private resolve(candidates: Action[], title: string): void {
    if (candidates.length === 1) {
      void this.act(candidates[0]);
      return;
    }
    this.choice.value = { title, options: candidates.map((action) => ({ label: '', action })) };
  }

  cancel(): void {
    this.userPick.value = null;
    this.choice.value = null;
  }
}
