// JSON actions <-> the engine's integer records, driven by the schema the engine publishes, so that
// action names and argument shapes are declared once, in assembly/core/actions.ts.

import { type EngineExports, readOut } from './wasm';
import type { Action } from './types';

type ArgType =
  | 'vertex'
  | 'edge'
  | 'hex'
  | 'player'
  | 'kind'
  | 'cards'
  | 'dice'
  | 'steal'
  | 'devCard'
  | 'track'
  | 'progress'
  | 'die'
  | 'eventDie'
  | 'hex2'
  | 'vertex2'
  | 'vertices'
  | 'edge2'
  | 'flag';
type ArgSpec = [name: string, type: ArgType, optional?: boolean];

interface ActionSpec {
  id: number;
  type: string;
  card?: string;
  /** The action may name a progress card token (`at`), kept in the record's last slot. */
  at?: boolean;
  /** Only in this mode, where it replaces the entry of the same type (and card) without a mode. */
  mode?: string;
  args: ArgSpec[];
}

export interface Schema {
  recordWidth: number;
  actions: ActionSpec[];
  kinds: string[];
  terrains: string[];
  developmentCards: string[];
  events: string[];
  tracks: string[];
  progressCards: string[];
  /** Phase names by the engine's phase number (status()). */
  phases: string[];
  /** Each deck's 18 cards in token order (deck order as `tracks`), before any shuffle. */
  progressDecks: string[][];
}

export type Encoded = { id: number; slots: number[] } | { error: string };

const SLOT_COUNT: Record<ArgType, number> = {
  vertex: 1,
  edge: 1,
  hex: 1,
  player: 1,
  kind: 1,
  cards: 8,
  dice: 3,
  steal: 1,
  devCard: 1,
  track: 1,
  progress: 1,
  die: 1,
  eventDie: 1,
  hex2: 2,
  vertex2: 2,
  vertices: 6,
  edge2: 2,
  flag: 1,
};
const TOKENS = 54;
/**
 * The largest hex number a coordinate may name. The engine takes i32 arguments, so without a bound
 * [2^32 + h, c] would be cut to [h, c]: a second spelling of the same place. Far above any board.
 */
const MAX_HEX = 0xffff;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const inRange = (v: unknown, min: number, max: number): v is number => isInt(v) && v >= min && v <= max;
/** The keys of `value` outside `allowed`, as a reason, or null: an argument object carries nothing else. */
function extraKeys(value: Record<string, unknown>, allowed: readonly string[]): string | null {
  const extra = Object.keys(value).filter((k) => !allowed.includes(k));
  return extra.length ? `has unknown field${extra.length > 1 ? 's' : ''} ${extra.map((k) => JSON.stringify(k)).join(', ')}` : null;
}

export class Codec {
  readonly schema: Schema;
  private readonly byType = new Map<string, ActionSpec[]>();
  private readonly byId: ActionSpec[] = [];

  constructor(private readonly x: EngineExports) {
    this.schema = JSON.parse(readOut(x, x.schema())) as Schema;
    for (const spec of this.schema.actions) {
      const list = this.byType.get(spec.type) ?? [];
      list.push(spec);
      this.byType.set(spec.type, list);
      this.byId[spec.id] = spec;
    }
  }

  /** JSON action -> id and argument slots, or a clear reason why the action is malformed. */
  encode(action: unknown, mode?: string): Encoded {
    if (!isObject(action)) return { error: 'an action must be an object with a "type"' };
    const all = typeof action.type === 'string' ? this.byType.get(action.type) : undefined;
    const specs = all && this.forMode(all, mode, action.card);
    if (!specs || specs.length === 0) return { error: `unknown action type ${JSON.stringify(action.type)}` };
    let spec = specs[0];
    if (specs.length > 1 || spec.card !== undefined) {
      const match = specs.find((s) => s.card === action.card);
      if (!match) {
        return { error: `${action.type} needs "card", one of ${specs.map((s) => s.card).join(', ')}` };
      }
      spec = match;
    }
    // Only `type`, the card discriminator of a card action, `at` where a token may be named, and the
    // action's own arguments: nothing else rides along in a signed action.
    const known = new Set(['type', ...spec.args.map((a) => a[0])]);
    if (spec.card !== undefined) known.add('card');
    if (spec.at) known.add('at');
    for (const key of Object.keys(action)) {
      if (!known.has(key)) return { error: `${spec.type} has no argument "${key}"` };
    }
    const slots: number[] = [];
    for (const [name, type, optional] of spec.args) {
      const value = action[name];
      if (value === undefined || value === null) {
        if (!optional) return { error: `${spec.type} needs "${name}"` };
        // eight -1 counts are `cards` left out (a sealed hand's face-down move); a `flag` left out is 0, as records clear it
        slots.push(...new Array<number>(SLOT_COUNT[type]).fill(type === 'flag' ? 0 : -1));
        continue;
      }
      const encoded = this.encodeArg(type, value);
      if (typeof encoded === 'string') return { error: `${spec.type}: "${name}" ${encoded}` };
      slots.push(...encoded);
    }
    // Every record is full width, so no slot keeps a value from an earlier action.
    const width = this.schema.recordWidth - 1;
    const argSlots = slots.length;
    while (slots.length < width) slots.push(0);
    const at = action.at;
    if (at !== undefined && at !== null && !(isInt(at) && at >= 0 && at < TOKENS)) {
      return { error: `${spec.type}: "at" must be a card token 0..${TOKENS - 1}` };
    }
    // The last slot is the card token's, unless the action's own arguments fill it (offerTrade's `to`).
    if (argSlots < width) slots[width - 1] = isInt(at) ? at : -1;
    return { id: spec.id, slots };
  }

  /** A mode's own entry (same type and card) replaces the common one; other modes' entries drop out. */
  private forMode(specs: ActionSpec[], mode: string | undefined, card: unknown): ActionSpec[] {
    const common = specs.filter((s) => s.mode === undefined);
    const own = specs.filter((s) => s.mode !== undefined && s.mode === mode);
    return [...own, ...common.filter((s) => !own.some((o) => o.card === s.card && (o.card === undefined || o.card === card)))];
  }

  /**
   * The one spelling of an encoded action, as legal actions print it: the alias with the smallest hex
   * for places, pairs and sets in ascending order, card maps without zero counts, no forced outcome.
   * Sessions accept only this spelling, so a signed action has exactly one byte form.
   */
  canonical(encoded: { id: number; slots: number[] }): Action {
    const slots = [...encoded.slots];
    let at = 0;
    for (const [, type] of this.byId[encoded.id].args) {
      // Two hexes, or a set of intersections, name the same choice in any order: the canonical one is
      // ascending, as legal actions list them (no -1 padding moves ahead of a place).
      if (type === 'hex2' || type === 'vertex2' || type === 'edge2' || type === 'vertices') {
        const group = slots.slice(at, at + SLOT_COUNT[type]);
        const named = group.filter((v) => v >= 0).sort((a, b) => a - b);
        slots.splice(at, group.length, ...named, ...new Array<number>(group.length - named.length).fill(-1));
      }
      at += SLOT_COUNT[type];
    }
    return this.decode(Int32Array.of(encoded.id, ...slots));
  }

  private kindIndex(value: unknown): number {
    return typeof value === 'string' ? this.schema.kinds.indexOf(value) : -1;
  }

  private encodeArg(type: ArgType, value: unknown): number[] | string {
    switch (type) {
      case 'vertex':
      case 'edge': {
        if (!Array.isArray(value) || value.length !== 2 || !inRange(value[0], 0, MAX_HEX) || !inRange(value[1], 0, 5)) {
          return `must be [hex, ${type === 'vertex' ? 'corner' : 'side'}] (hex 0..${MAX_HEX}, ${type === 'vertex' ? 'corner' : 'side'} 0..5)`;
        }
        const id = type === 'vertex' ? this.x.vertexId(value[0], value[1]) : this.x.edgeId(value[0], value[1]);
        return id < 0 ? `names no ${type === 'vertex' ? 'intersection' : 'path'} on this board` : [id];
      }
      case 'hex':
      case 'player':
        return isInt(value) && value >= 0 && value < 64 ? [value] : 'must be a small non-negative integer';
      case 'kind': {
        const k = this.kindIndex(value);
        return k < 0 ? `must be one of ${this.schema.kinds.join(', ')}` : [k];
      }
      case 'cards': {
        if (!isObject(value)) return 'must be an object {kind: count}';
        const counts = new Array<number>(8).fill(0);
        for (const [kind, n] of Object.entries(value)) {
          const k = this.kindIndex(kind);
          if (k < 0) return `has unknown kind "${kind}"`;
          if (!isInt(n) || n < 0 || n > 99) return `has a bad count for ${kind}`;
          counts[k] = n;
        }
        return counts;
      }
      case 'dice': {
        if (!isObject(value)) return 'must be {yellow, red, event?}';
        const extra = extraKeys(value, ['yellow', 'red', 'event']);
        if (extra) return extra;
        const { yellow, red, event } = value;
        if (!inRange(yellow, 1, 6) || !inRange(red, 1, 6)) return 'needs yellow and red dice 1-6';
        const e = event === undefined ? -1 : this.schema.events.indexOf(event as string);
        if (event !== undefined && e < 0) return `event must be one of ${this.schema.events.join(', ')}`;
        return [yellow, red, e];
      }
      case 'steal': {
        const k = isObject(value) ? this.kindIndex(value.stolen) : -1;
        return k < 0 ? 'must be {stolen: kind}' : (extraKeys(value as Record<string, unknown>, ['stolen']) ?? [k]);
      }
      case 'devCard': {
        const c = isObject(value) && typeof value.card === 'string' ? this.schema.developmentCards.indexOf(value.card) : -1;
        if (c < 0) return `must be {card: ${this.schema.developmentCards.join('|')}}`;
        return extraKeys(value as Record<string, unknown>, ['card']) ?? [c];
      }
      case 'track':
        return this.named(this.schema.tracks, value);
      case 'progress':
        return this.named(this.schema.progressCards, value);
      case 'die':
        return isInt(value) && value >= 1 && value <= 6 ? [value] : 'must be a die value 1-6';
      case 'eventDie': {
        const e = isObject(value) && typeof value.event === 'string' ? this.schema.events.indexOf(value.event) : -1;
        if (e < 0) return `must be {event: ${this.schema.events.join('|')}}`;
        return extraKeys(value as Record<string, unknown>, ['event']) ?? [e];
      }
      case 'flag':
        return value === true ? [1] : 'must be true (or left out)';
      case 'hex2':
        return Array.isArray(value) && value.length === 2 && value.every((h) => isInt(h) && h >= 0 && h < 64) ? [value[0], value[1]] : 'must be [hex, hex]';
      case 'vertex2':
        return this.encodePair('vertex', value, 'intersection');
      case 'edge2':
        return this.encodePair('edge', value, 'path');
      case 'vertices': {
        if (!Array.isArray(value) || value.length > 6) return 'must list at most six intersections';
        const ids: number[] = [];
        for (const v of value) {
          const id = this.encodeArg('vertex', v);
          if (typeof id === 'string') return `has an intersection that ${id}`;
          ids.push(id[0]);
        }
        return [...ids, ...new Array<number>(6 - ids.length).fill(-1)];
      }
    }
  }

  /** One or two intersections (or paths): the second slot is -1 when only one is named. */
  private encodePair(type: 'vertex' | 'edge', value: unknown, noun: string): number[] | string {
    if (!Array.isArray(value) || value.length < 1 || value.length > 2) return `must list one or two ${noun}s`;
    const ids: number[] = [];
    for (const item of value) {
      const id = this.encodeArg(type, item);
      if (typeof id === 'string') return `has ${noun === 'path' ? 'a' : 'an'} ${noun} that ${id}`;
      ids.push(id[0]);
    }
    return ids.length === 1 ? [ids[0], -1] : ids;
  }

  private named(names: string[], value: unknown): number[] | string {
    const i = typeof value === 'string' ? names.indexOf(value) : -1;
    return i < 0 ? `must be one of ${names.join(', ')}` : [i];
  }

  /** One legal-action record -> JSON action; absent optional arguments are left out. */
  decode(record: Int32Array): Action {
    const spec = this.byId[record[0]];
    const action: Action = { type: spec.type };
    if (spec.card !== undefined) action.card = spec.card;
    let at = 1;
    for (const [name, type] of spec.args) {
      const value = this.decodeArg(type, record.subarray(at, at + SLOT_COUNT[type]));
      at += SLOT_COUNT[type];
      if (value !== undefined) action[name] = value;
    }
    const token = record[record.length - 1];
    if (spec.at && token >= 0) action.at = token;
    return action;
  }

  private decodeArg(type: ArgType, s: Int32Array): unknown {
    switch (type) {
      case 'vertex':
      case 'edge': {
        if (s[0] < 0) return undefined;
        const alias = type === 'vertex' ? this.x.vertexAlias(s[0]) : this.x.edgeAlias(s[0]);
        return [alias >> 3, alias & 7];
      }
      case 'hex':
      case 'player':
        return s[0] < 0 ? undefined : s[0];
      case 'kind':
        return this.schema.kinds[s[0]];
      case 'track':
        return this.schema.tracks[s[0]];
      case 'progress':
        return s[0] < 0 ? undefined : this.schema.progressCards[s[0]];
      case 'die':
        return s[0];
      case 'flag':
        return s[0] === 1 ? true : undefined;
      case 'hex2':
        return [s[0], s[1]];
      case 'vertex2':
      case 'vertices':
        return [...s].filter((v) => v >= 0).map((v) => this.decodeArg('vertex', Int32Array.of(v)));
      case 'edge2':
        return [...s].filter((e) => e >= 0).map((e) => this.decodeArg('edge', Int32Array.of(e)));
      case 'cards': {
        if (s[0] < 0) return undefined;
        const cards: Record<string, number> = {};
        s.forEach((n, k) => {
          if (n > 0) cards[this.schema.kinds[k]] = n;
        });
        return cards;
      }
      // Legal actions never carry forced outcomes.
      case 'dice':
      case 'steal':
      case 'devCard':
      case 'eventDie':
        return undefined;
    }
  }
}
