// The links a room hands out (to join or to watch), and whether this page's address reaches any other machine.
import { chooseRelay, relayQuery, withoutRelay } from '../net/relaySettings';

/** Whether this page was opened at a loopback address, so a link made from it reaches no other machine. */
export function onThisComputerOnly(): boolean {
  return /^(localhost|127(\.\d+){3}|\[::1\])$/.test(location.hostname);
}

/**
 * The link a guest opens; it keeps this page's query (`?broker=`, `?ice=`) so both reach the same
 * broker, and carries the relay this page uses (from its own link or the Connection panel).
 */
export function joinLink(code: string, kind: 'join' | 'watch' = 'join'): string {
  const relay = chooseRelay()?.relay;
  const rest = withoutRelay(location.search);
  const query = relay ? `${rest ? `${rest}&` : '?'}${relayQuery(relay)}` : rest;
  return `${location.origin}${location.pathname}${query}#${kind}=${code}`;
}
