// Which bank trade the simulation's random bot makes in the base game. A player who can no longer
// expand (no road or no settlement piece left) trades towards a city: what the city still lacks, paid
// with what it does not need; otherwise, and among equals, its most plentiful resource for its
// scarcest. A base-game player whose buildings touch no fields and no mountains, with no road or
// settlement piece left, can only go on by a city (2 grain, 3 ore) bought through 4:1 trades; a
// uniformly random trade swaps grain and ore away as often as it brings them in, and two Catan-for-Two
// games (seed 178 with friendlyRobber, seed 776 with settlementRequired) ran 5,000 turns that way.
// Cities & Knights keeps the uniform choice: its progress cards, commodities and knights leave other
// ways on, and its seeded regression games (tests/rules/variants/ckAlchemist.test.ts) replay as before.

import { A_BANK_TRADE, ARGS, RECORD_WIDTH, copyArgs, setArg } from '../core/actions';
import { LEGAL } from '../rules/legal';
import { clearArgs } from '../rules/offerList';
import { COST_CITY, RESOURCES, bankOf, handOf } from '../rules/hand';
import { bankRate } from '../rules/trade';
import { P_CITIES_LEFT, P_ROADS_LEFT, P_SETTLEMENTS_LEFT, pg } from '../core/layout';
import { put } from '../core/put';

const want = new StaticArray<i32>(RESOURCES);

/** The resources p trades towards: a city's when p can only go on by cities, else none. */
function target(p: i32): void {
  const cityOnly = (pg(p, P_ROADS_LEFT) == 0 || pg(p, P_SETTLEMENTS_LEFT) == 0) && pg(p, P_CITIES_LEFT) > 0;
  for (let k = 0; k < RESOURCES; k++) put(want, k, cityOnly ? unchecked(COST_CITY[k]) : 0);
}

@inline function slot(i: i32, s: i32): i32 { return load<i32>(LEGAL + <usize>((i * RECORD_WIDTH + 1 + s) * 4)); }

/**
 * Among the `n` legal records, the bank trade (records of `type`) that first gets what p's target lacks,
 * then keeps the target whole, then gets p's scarcest resource for its most plentiful one; ties keep
 * the order from `start`, the bot's random pick, so the bot still varies.
 */
@inline export function scarceTrade(p: i32, type: i32, n: i32, start: i32): i32 {
  target(p);
  let best = start, bestScore = i32.MIN_VALUE;
  for (let j = 0; j < n; j++) {
    const i = (start + j) % n;
    if (load<i32>(LEGAL + <usize>(i * RECORD_WIDTH * 4)) != type) continue;
    let give = 0, get = 0;
    for (let k = 0; k < RESOURCES; k++) {
      if (slot(i, k) > 0) give = k;
      if (slot(i, 8 + k) > 0) get = k;
    }
    const lacking = max(0, unchecked(want[get]) - handOf(p, get));
    const keepsTarget = handOf(p, give) - slot(i, give) >= unchecked(want[give]);
    const score = lacking * 1000000 + (keepsTarget ? 100000 : 0) + handOf(p, give) - 64 * handOf(p, get);
    if (score > bestScore) { bestScore = score; best = i; }
  }
  return best;
}

// The base game's bank trades as offerBankTrades lists them: each kind p holds at its rate, for each other kind the bank has.
const pairGive = new StaticArray<i32>(RESOURCES * RESOURCES);
const pairGet = new StaticArray<i32>(RESOURCES * RESOURCES);
const pairRate = new StaticArray<i32>(RESOURCES * RESOURCES);

/**
 * scarceTrade's pick among p's `n` bank trades (a presence list's whole count), found from the pairs
 * of kinds rather than from written records: the record goes to LEGAL's first place. False, and
 * nothing written, when the pairs are not the `n` the list holds (the caller lists them instead).
 */
export function scarceBankTrade(p: i32, n: i32, start: i32): bool {
  let pairs = 0;
  for (let give = 0; give < RESOURCES; give++) {
    const rate = bankRate(p, give);
    if (handOf(p, give) < rate) continue;
    for (let get = 0; get < RESOURCES; get++) {
      if (get == give || bankOf(get) == 0) continue;
      put(pairGive, pairs, give);
      put(pairGet, pairs, get);
      put(pairRate, pairs, rate);
      pairs++;
    }
  }
  if (pairs != n) return false;
  target(p);
  let best = start, bestScore = i32.MIN_VALUE;
  for (let j = 0; j < n; j++) {
    const i = (start + j) % n;
    const give = unchecked(pairGive[i]), get = unchecked(pairGet[i]);
    const lacking = max(0, unchecked(want[get]) - handOf(p, get));
    const keepsTarget = handOf(p, give) - unchecked(pairRate[i]) >= unchecked(want[give]);
    const score = lacking * 1000000 + (keepsTarget ? 100000 : 0) + handOf(p, give) - 64 * handOf(p, get);
    if (score > bestScore) { bestScore = score; best = i; }
  }
  clearArgs();
  setArg(unchecked(pairGive[best]), unchecked(pairRate[best]));
  setArg(8 + unchecked(pairGet[best]), 1);
  store<i32>(LEGAL, A_BANK_TRADE);
  copyArgs(LEGAL + 4, ARGS);
  return true;
}
