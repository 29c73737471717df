// The genesis entry: what every player agreed to before the first move. It binds the game id, the
// rules, the host, and for each participant a name, a colour, an Ed25519 public key and a beacon
// commitment. Each participant signs their own line (the "join statement"), so the host cannot invent
// a player's key or commitment; the host signs the whole entry.
import { fromHex, toHex } from './bytes.js';
import { canonicalJson, encodeCanonical, isRecord, type Json } from './canonicalJson.js';
import { MAX_BEACON_LENGTH } from './beacon.js';
import { JOIN_TAG, tagged, type VerifySignature } from './signatures.js';

export const PROTOCOL_NAME = 'hexknights/1';
export const GAME_ID_BYTES = 16;
export const MAX_PLAYERS = 8;
const MAX_NAME_LENGTH = 40;

export interface Rules {
  mode: string;
  players: number;
  /** 'beacon': seats are a permutation drawn in the setup draw; 'fixed': participant i sits in seat i. */
  seating: 'beacon' | 'fixed';
  /** Onion length K: the most chance draws the game can have. */
  beaconLength: number;
  options?: Record<string, boolean>;
  /** A fixed board; without it the engine builds one from the beacon's setup seed. */
  board?: Json;
  /** A named random layout (islands, bigIslands, bigIsland, peanut), built from the setup seed. */
  layout?: string;
  /**
   * 'sealed': a base game deals its development deck from the encrypted shuffle (docs/cards.md); every
   * game the project starts says so. Without it a base game draws them from the beacon, as logs made
   * before did. Cities & Knights progress decks are always sealed.
   */
  cards?: 'sealed';
  /**
   * 'sealed': a stolen card is a sealed token only thief and victim can read (docs/cards.md, "Private
   * resource moves"); a base game with `cards: 'sealed'` or a C&K or Barbarian Attack game, of 3 or more players. Without it every replica
   * knows every hand, as logs made before did.
   */
  hands?: 'sealed';
  /**
   * How long a participant may hold a decision before the others may sign it idle and a stand-in
   * moves for it (idle.ts). Absent: no limit (a table of friends who wait for each other), as in
   * every log made before the limit was signed.
   */
  turnLimitMs?: number;
}

/** The turn limits the protocol accepts: a few seconds (tests) to an hour. */
export const MIN_TURN_LIMIT_MS = 1000;
export const MAX_TURN_LIMIT_MS = 3_600_000;

export interface JoinStatement {
  gameId: string;
  rules: Rules;
  index: number;
  name: string;
  color: string;
  publicKey: string;
  commitment: string;
}

export interface GenesisPlayer {
  name: string;
  color: string;
  publicKey: string;
  commitment: string;
  joinSig: string;
}

export interface GenesisBody {
  protocol: string;
  gameId: string;
  host: number;
  rules: Rules;
  players: GenesisPlayer[];
}

export function joinMessage(statement: JoinStatement): Uint8Array {
  return tagged(JOIN_TAG, encodeCanonical(statement));
}

function fail(reason: string): never {
  throw new Error(`genesis: ${reason}`);
}

function isHex(value: unknown, bytes: number): value is string {
  return typeof value === 'string' && value.length === bytes * 2 && /^[0-9a-f]*$/.test(value);
}

/** 2^255 - 19, little-endian: an encoded y at or above it is not canonical. */
const FIELD_PRIME = (1n << 255n) - 19n;
/**
 * The y coordinates of the eight points of small order (0, 1, -1 and the two of order 8). With such a
 * key anyone can make a signature that verifies (S·B - h·A leaves A out), so its owner is unknown.
 */
const SMALL_ORDER_Y = new Set([
  0n,
  1n,
  FIELD_PRIME - 1n,
  0x05fc536d880238b13933c6d305acdfd5f098eff289f4c345b027b2c28f95e826n,
  0x7a03ac9277fdc74ec6cc392cfa53202a0f67100d760b3cba4fd84d3d706a17c7n,
]);

/** Why an Ed25519 public key cannot stand for a player (small order, or not canonically encoded), or null. */
export function weakPublicKey(hex: string): string | null {
  const bytes = fromHex(hex);
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(i === 31 ? bytes[i] & 0x7f : bytes[i]);
  if (y >= FIELD_PRIME) return 'is not canonically encoded';
  if (SMALL_ORDER_Y.has(y)) return 'has small order (anyone could sign for it)';
  return null;
}

function parseRules(value: Json | undefined): Rules {
  if (!isRecord(value)) fail('rules missing');
  const { mode, players, seating, beaconLength, options, board, layout, cards, hands, turnLimitMs } = value;
  if (typeof mode !== 'string' || mode.length === 0 || mode.length > 16) fail('rules.mode must be a short string');
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 1 || players > MAX_PLAYERS) {
    fail(`rules.players must be 1..${MAX_PLAYERS}`);
  }
  if (seating !== 'beacon' && seating !== 'fixed') fail("rules.seating must be 'beacon' or 'fixed'");
  if (typeof beaconLength !== 'number' || !Number.isInteger(beaconLength) || beaconLength < 1 || beaconLength > MAX_BEACON_LENGTH) {
    fail(`rules.beaconLength must be 1..${MAX_BEACON_LENGTH}`);
  }
  if (options !== undefined && (!isRecord(options) || Object.values(options).some((v) => typeof v !== 'boolean'))) {
    fail('rules.options must map names to booleans');
  }
  if (layout !== undefined && (typeof layout !== 'string' || layout.length === 0 || layout.length > 16)) fail('rules.layout must be a short string');
  if (layout !== undefined && board !== undefined) fail('rules take a layout or a board, not both');
  if (cards !== undefined && cards !== 'sealed') fail("rules.cards must be 'sealed'");
  if (hands !== undefined && (hands !== 'sealed' || !dealsSealedCards({ mode, players, cards } as Rules)))
    fail("rules.hands must be 'sealed', in a game whose cards are sealed");
  if (
    turnLimitMs !== undefined &&
    (typeof turnLimitMs !== 'number' || !Number.isInteger(turnLimitMs) || turnLimitMs < MIN_TURN_LIMIT_MS || turnLimitMs > MAX_TURN_LIMIT_MS)
  ) {
    fail(`rules.turnLimitMs must be ${MIN_TURN_LIMIT_MS}..${MAX_TURN_LIMIT_MS} ms (leave it out for no limit)`);
  }
  const known = new Set(['mode', 'players', 'seating', 'beaconLength', 'options', 'board', 'layout', 'cards', 'hands', 'turnLimitMs']);
  for (const key of Object.keys(value)) if (!known.has(key)) fail(`unknown rules field ${key}`);
  return value as unknown as Rules;
}

/**
 * Checks a genesis body completely (shape, distinct keys, every join signature) and returns it typed.
 * Throws with a reason naming the field that is wrong.
 */
export function parseGenesis(body: Json, verify: VerifySignature): GenesisBody {
  if (!isRecord(body)) fail('body is not an object');
  const known = new Set(['protocol', 'gameId', 'host', 'rules', 'players']);
  for (const key of Object.keys(body)) if (!known.has(key)) fail(`unknown field ${key}`);
  if (body.protocol !== PROTOCOL_NAME) fail(`protocol must be ${PROTOCOL_NAME}`);
  if (!isHex(body.gameId, GAME_ID_BYTES)) fail('gameId must be 16 bytes of hex');
  const rules = parseRules(body.rules);
  const players = body.players;
  if (!Array.isArray(players) || players.length !== rules.players) fail('players must list rules.players participants');
  const host = body.host;
  if (typeof host !== 'number' || !Number.isInteger(host) || host < 0 || host >= players.length) fail('host is not a participant');
  const seenKeys = new Set<string>();
  players.forEach((p, index) => {
    if (!isRecord(p)) fail(`player ${index} is not an object`);
    const { name, color, publicKey, commitment, joinSig } = p;
    if (Object.keys(p).length !== 5) fail(`player ${index} has unknown fields`);
    if (typeof name !== 'string' || name.length === 0 || name.length > MAX_NAME_LENGTH) fail(`player ${index} name`);
    if (typeof color !== 'string' || color.length > 20) fail(`player ${index} color`);
    if (!isHex(publicKey, 32)) fail(`player ${index} publicKey must be 32 bytes of hex`);
    if (!isHex(commitment, 32)) fail(`player ${index} commitment must be 32 bytes of hex`);
    if (!isHex(joinSig, 64)) fail(`player ${index} joinSig must be 64 bytes of hex`);
    const weak = weakPublicKey(publicKey);
    if (weak) fail(`player ${index} publicKey ${weak}`);
    if (seenKeys.has(publicKey)) fail(`player ${index} reuses another player's key`);
    seenKeys.add(publicKey);
    const statement: JoinStatement = { gameId: body.gameId as string, rules, index, name, color, publicKey, commitment };
    if (!verify(joinMessage(statement), fromHex(joinSig), fromHex(publicKey))) fail(`player ${index} join signature is invalid`);
  });
  return body as unknown as GenesisBody;
}

/** A participant's signed line for the genesis entry (made in their own browser during the lobby). */
export function makeGenesisPlayer(statement: JoinStatement, sign: (message: Uint8Array) => Uint8Array): GenesisPlayer {
  return {
    name: statement.name,
    color: statement.color,
    publicKey: statement.publicKey,
    commitment: statement.commitment,
    joinSig: toHex(sign(joinMessage(statement))),
  };
}

export function genesisSummary(g: GenesisBody): string {
  return canonicalJson({ gameId: g.gameId, mode: g.rules.mode, players: g.players.map((p) => p.name) });
}

/**
 * Signed games deal their cards from encrypted decks: the progress decks in Cities & Knights, and the
 * development deck in a base game whose rules say `cards: 'sealed'` (every game the project starts;
 * a base log without it draws them from the beacon, as logs made before did).
 */
export function dealsSealedCards(rules: Rules): boolean {
  return rules.mode.startsWith('ck') || (rules.mode.startsWith('base') && rules.cards === 'sealed');
}
