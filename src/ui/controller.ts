// The table's UI state on top of a port: the pick in progress, a choice to make, hover text, and the
// last refusal. Everything the player does goes through `act`, which clears the pick.
import { computed, signal } from '@preact/signals';
import type { Action } from '../engine/types';
import { layout } from './board/geometry';
import { autoPick, groupActions, hasBoardArg, narrow, nextArg, type Pick } from './picker';
import type { TablePort } from './port';
import { refusalText, t } from './i18n';

export interface Choice {
  title: string;
  /** A non-empty label replaces the action's own description. */
  options: { label: string; action: Action }[];
  /** A first step (whom): the option chosen narrows the next step instead of being the action. */
  next?: (action: Action) => void;
}

export class TableController {
  readonly userPick = signal<Pick | null>(null);
  readonly choice = signal<Choice | null>(null);
  readonly hover = signal<string | null>(null);
  readonly error = signal<string | null>(null);
  readonly busy = signal(false);
  /** A dedicated dialog open over the board (Alchemist's dice, a Commercial Harbor's face-down offers). */
  readonly dialog = signal<'alchemist' | 'harborOffer' | null>(null);
  readonly pick = computed<Pick | null>(() => this.userPick.value ?? autoPick(this.port.legal.value, this.knightPaths.value));
  /** In ckba knights stand on paths, so the picker reads their arguments as edges. */
  readonly knightPaths = computed(() => this.port.view.value.mode === 'ckba');
  readonly groups = computed(() => groupActions(this.port.legal.value));
  readonly centers = computed(() => layout(this.port.view.value.board.hexes.length, this.port.view.value.board.rows).centers);

  constructor(readonly port: TablePort) {}

  name = (seat: number): string => this.port.seats.value[seat]?.name ?? t('win.seat', { n: seat + 1 });

  async act(action: Action): Promise<void> {
    this.userPick.value = null;
    this.choice.value = null;
    this.dialog.value = null;
    this.busy.value = true;
    const result = await this.port.act(action);
    this.busy.value = false;
    this.error.value = result.ok ? null : refusalText(result.error);
  }

  /** Starts making a group of legal actions: board picks first, then a choice, then the action. */
  start(group: string, title?: string, only?: Action[]): void {
    const candidates = only ?? this.groups.value.get(group) ?? [];
    if (candidates.length === 0) return;
    this.error.value = null;
    if (candidates.some(hasBoardArg)) {
      this.userPick.value = { group, candidates, picked: [], ...(this.knightPaths.value ? { knightPaths: true } : {}) };
      this.choice.value = null;
      return;
    }
    this.resolve(candidates, title ?? group);
  }

  /** Play a progress card: Alchemist opens its dice dialog, every other card starts its pick. */
  play(card: string): void {
    this.cancel();
    if (card === 'alchemist') {
      this.dialog.value = 'alchemist';
      return;
    }
    // the Spy takes a progress card: a player holding none is a legal target that gains nothing, so
    // the choice names only those who hold one (all of them when nobody does)
    const spied =
      card === 'spy'
        ? this.groups.value.get('playProgress:spy')?.filter((a) => (this.port.view.value.players[a.player as number]?.progressCount ?? 0) > 0)
        : undefined;
    this.start(`playProgress:${card}`, undefined, spied?.length ? spied : undefined);
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

  /**
   * One action left: do it. Several that differ in who (Master Merchant, Commercial Harbor, Spy,
   * Deserter) and in something else: ask who first, then the rest.
   */
  resolve(candidates: Action[], title: string): void {
    if (candidates.length === 1) {
      void this.act(candidates[0]);
      return;
    }
    const players = [...new Set(candidates.map((a) => a.player).filter((p) => typeof p === 'number'))] as number[];
    if (players.length > 1 && candidates.length > players.length) {
      this.choice.value = {
        title,
        options: players.map((p) => ({ label: this.name(p), action: candidates.find((a) => a.player === p)! })),
        next: (a) =>
          this.resolve(
            candidates.filter((c) => c.player === a.player),
            title,
          ),
      };
      return;
    }
    this.choice.value = { title, options: candidates.map((action) => ({ label: '', action })) };
  }

  /** A click on an option of the choice box. */
  choose(action: Action): void {
    const next = this.choice.value?.next;
    if (next) {
      this.choice.value = null;
      next(action);
    } else void this.act(action);
  }

  cancel(): void {
    this.userPick.value = null;
    this.choice.value = null;
    this.dialog.value = null;
  }
}
