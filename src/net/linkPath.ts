// Whether a link's packets go straight between the two browsers or through a TURN relay, read from
// the ICE statistics of its connection (the room shows it, and a relayed link costs the relay's owner).

/** How a link's packets travel: straight between the two browsers, or through a TURN relay. */
export type LinkPath = 'direct' | 'relayed';

/** The path of the candidate pair a transport selected (or the nominated, succeeded one). */
export function selectedPath(report: RTCStatsReport): LinkPath | null {
  const stats = new Map<string, Record<string, unknown>>();
  report.forEach((s: Record<string, unknown>) => stats.set(s.id as string, s));
  let pair: Record<string, unknown> | undefined;
  for (const s of stats.values()) {
    if (s.type === 'transport' && typeof s.selectedCandidatePairId === 'string') pair = stats.get(s.selectedCandidatePairId);
  }
  pair ??= [...stats.values()].find((s) => s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated === true);
  if (!pair) return null;
  const local = stats.get(pair.localCandidateId as string);
  const remote = stats.get(pair.remoteCandidateId as string);
  if (!local || !remote) return null;
  return local.candidateType === 'relay' || remote.candidateType === 'relay' ? 'relayed' : 'direct';
}
