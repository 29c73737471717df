// An overdue claim another player signed about this page's player (CardDuty.claimAbout) in the page's
// language, with the players named as the table names them. The session words it in English for its log
// and the room's status line; the table shows these words instead while that line is the claim's.
import type { Due } from '../protocol/cardBodies';
import type { ClaimNotice } from '../session/cards/cardDuty';
import { t } from './i18n';

/** What the claim says the player owes, in words. */
function owedWords(owes: Due, name: (participant: number) => string): string {
  switch (owes.kind) {
    case 'deal':
      return t('claim.owes.deal');
    case 'key':
      return t('claim.owes.key', { to: name(owes.to) });
    case 'release':
      return t('claim.owes.release', { of: name(owes.of) });
    case 'seed':
      return t('claim.owes.seed');
    case 'hand':
      return t('claim.owes.hand');
  }
}

/** The claim `notice` for its player; `name(participant)` names a player. */
export function claimWords(notice: ClaimNotice, name: (participant: number) => string): string {
  const by = name(notice.by);
  return notice.discarding
    ? t('claim.discard', { by, seq: String(notice.seq) })
    : t('claim.due', { by, seq: String(notice.seq), due: owedWords(notice.owes, name) });
}
