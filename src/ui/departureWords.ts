// A departure the log verifier reports (sealedCards.ts: "participant 2 left: it owed its discard on a 7
// (only its sealed cards could make it) since entry 40; overdue claims by participant 0 (entry 55), ...")
// in the page's language, with the players named as the log's genesis names them. What was owed is
// worded by the verifier's reason patterns (i18n/de/cardReasons.ts); a line of another form is shown
// as any reason is.
import { listText, t } from './i18n';
import { patternRegex, verifyReasonText } from './verifyReasons';

const DEPARTURE = patternRegex('participant {0} left: it owed {1} since entry {2}; overdue claims by {3}');
const CLAIM = /participant (\d+) \(entry (\d+)\)/g;

/** The departure `line` for a player; `name(participant)` names a player. */
export function departureText(line: string, name: (participant: number) => string): string {
  const parts = DEPARTURE.exec(line);
  if (!parts) return verifyReasonText(line);
  const [, who, owed, since, claims] = parts;
  const signers = [...claims.matchAll(CLAIM)].map(([, by, seq]) => t('verify.claimedAt', { name: name(Number(by)), seq }));
  return t('verify.departure', { name: name(Number(who)), owed: verifyReasonText(owed), since, claims: listText(signers) });
}
