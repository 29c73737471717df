// The log verifier's reasons (src/session/log/replay.ts, verifyLog.ts) come in English, built from fixed
// phrases with values put in ("entry 12: bad signature (not signed by participant 2)"); the verify page
// shows them in its own language. Each phrase is a pattern here, {0}, {1}, ... standing for its values;
// a language's table (i18n/de/verifyReasons.ts) words each pattern with the same slots, in its own
// order. A value is itself translated when it is a reason (the engine's refusal after "illegal
// action"); a reason no pattern fits is shown as it came. tests/ui/verifyReasons.test.ts checks that
// every reason the replay and the verifier can give fits a pattern, and that each has German words.
import { refusalText, verifyPatternText } from './i18n';

export const VERIFY_REASON_PATTERNS: readonly string[] = [
  'entry {0}: {1}',
  'malformed entry: {0}',
  'replayed entry (already accepted at seq {0})',
  'conflicts with the accepted entry at seq {0}',
  'out of order, expected seq {0}',
  'broken chain, prev is not the hash of entry {0}',
  'a presence draw needs a game in progress',
  'a chance draw is pending: no presence draw now',
  'more than {0} presence draws in a row',
  'nobody but the host is awaited: no presence draw needed',
  'a genesis entry may only open the log',
  'genesis must be signed by the host (participant {0})',
  'bad signature by the host',
  'the engine refuses the rules: {0}',
  'the first entry must be the genesis entry',
  'the game is over',
  'author {0} is not a participant',
  'bad signature (not signed by participant {0})',
  'only the host (participant {0}) may append {1}',
  'beacon draws',
  'proxy moves',
  'stand-in moves',
  'the end of an abandoned game',
  'participant {0} is the host already',
  'takeover from participant {0}, but the host is participant {1}',
  'the host cannot make proxy moves for itself',
  'not the time to act: waiting for beacon draw {0} ({1})',
  'participant {0} has nothing to decide now',
  'participant {0} is not shown absent: a proxy needs them missing from the latest beacon draw with no entry of theirs since',
  "a proxy for participant {0} must make the rule's choice {1}, not {2}",
  'this game has no turn limit: no stand-in moves for participant {0}',
  "a stand-in for participant {0} must make the rule's choice {1}, not {2}",
  "not participant {0}'s turn (seat {1} has no legal action now)",
  'a reveal belongs to a sealed card',
  'illegal action {0}: engine failed ({1})',
  'illegal action {0}: {1}',
  'no chance draw is pending',
  'beacon draw {0}, expected draw {1}',
  'beacon purpose {0}, expected {1}',
  'beacon exhausted ({0} draws)',
  'the engine asked for impossible ranges {0}',
  "the host's own reveal (participant {0}) is missing",
  'wrong beacon reveal by participant {0} for draw {1}',
  'the engine refused the draw: {0}',
  'the engine failed on the draw ({0})',
  'the engine refused to start the game ({0})',
  'the log has no entries',
  'proof {0} in the file proves nothing: {1}',
  'the game is not finished: the log ends after entry {0} with no winner',
  'the card audit: {0}',
];

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = VERIFY_REASON_PATTERNS.map((pattern) => ({
  pattern,
  regex: new RegExp(
    `^${pattern
      .split(/\{\d\}/)
      .map(literally)
      .join('(.+?)')}$`,
    's',
  ),
}));

/** A reason from the log verifier in the page's language (as it came where the page has no words for it). */
export function verifyReasonText(reason: string): string {
  for (const { pattern, regex } of MATCHERS) {
    const values = regex.exec(reason);
    if (!values) continue;
    const local = verifyPatternText(pattern);
    return local === null ? reason : local.replace(/\{(\d)\}/g, (_, i: string) => verifyReasonText(values[Number(i) + 1]));
  }
  return refusalText(reason);
}
