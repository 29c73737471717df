// A short soak (issue 40): whole signed games under crashes (the host's too, some mid-write), link
// drops, a vanishing broker, drifting clocks and idle players must all finish on one head, verify
// whole from their bytes, and lose nothing any store had committed. The long run is in docs/soak.md.
import { describe, expect, it } from 'vitest';
import { lostEntries, soak } from '../../src/cli/soakRun.js';

describe('the soak', () => {
  it('counts as lost what a store had committed and the final log does not hold at its place', () => {
    const log = [Uint8Array.of(0), Uint8Array.of(1), Uint8Array.of(2)];
    expect(lostEntries([[log[0], log[1]], log], log)).toBe(0);
    expect(lostEntries([[log[0], Uint8Array.of(9)]], log)).toBe(1); // replaced at its place
    expect(lostEntries([[...log, Uint8Array.of(3)]], log)).toBe(1); // past the log's end
  });

  it('whole games under every kind of fault finish on one head, verify whole and lose nothing', async () => {
    const report = await soak({
      modes: [
        { rules: 'base', players: 4 },
        { rules: 'base', players: 2 },
      ],
      games: 3,
      seed: 1,
      faultEveryMs: 5000,
    });
    expect(report.failures).toEqual([]);
    expect(report).toMatchObject({ games: 3, finished: 3, verified: 3, lost: 0, stuck: 0 });
    expect(report.standIns).toBeGreaterThan(0); // the idle players were moved for
    for (const kind of ['crash', 'hostCrash', 'crashMidWrite', 'linkDrop', 'brokerOutage', 'idle', 'clockDrift'] as const)
      expect(report.faults[kind], kind).toBeGreaterThan(0);
  }, 600_000); // three whole signed games: about 30 s alone, 210 s on the shared 2-core machine at load 12
});
