// Play or watch only a game whose genesis fits what let us in: a guest welcomed by a host key needs a
// genesis that key signed as its host (an outsider holding the room id while the host's page reloads
// before the genesis could sign one of its own around our join line); a watcher with a watch link's
// fingerprint needs a genesis naming that key among its players. Checked when the genesis arrives.
import type { GenesisBody } from '../../protocol/genesis.js';
import type { Replica } from '../replica/replica.js';

/** Calls `misfit` once if the replica's genesis, now or when it arrives, does not `fit`. */
export function whenGenesisArrives(replica: Replica, fits: (genesis: GenesisBody) => boolean, misfit: () => void): void {
  const check = () => {
    const genesis = replica.replay.genesis;
    if (!genesis) return false;
    if (!fits(genesis)) misfit();
    return true;
  };
  if (check()) return;
  const stop = replica.head.subscribe(() => check() && queueMicrotask(() => stop()));
}
