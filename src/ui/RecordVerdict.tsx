// The verify page's report on a local game's record (gameRecord.ts): a game against bots has no keys
// and no network, so its "Download log" is not signed. The page still replays every move by the
// rules and says so, and says as plainly what a record cannot show (who moved, fair dice).
import type { RecordResult } from './verifyRun';
import { NAME_INK } from './colors';
import { refusalText, t } from './i18n';

export function RecordVerdict({ result, rules, where }: { result: RecordResult; rules: string; where: 'worker' | 'page' }) {
  const r = result.record;
  const ok = r.rejected === null;
  return (
    <div class={`verdict record ${ok ? 'ok' : 'bad'}`} role="status" data-checked-in={where}>
      <h2>{t(!ok ? 'record.invalid' : r.finished ? 'record.validFinished' : 'record.validOpen')}</h2>
      {r.rejected && (
        <p>
          {t('record.firstBad', { n: r.rejected.index + 1 })} {t('verify.reason')} <b>{refusalText(r.rejected.error)}</b>
        </p>
      )}
      <p class="record-what">{t('record.what')}</p>
      <dl>
        <dt>{t('verify.rules')}</dt>
        <dd class="verify-rules">{rules}</dd>
        <dt>{t('record.moves')}</dt>
        <dd>{t('record.movesLine', { applied: r.applied, moves: r.moves, turns: r.turns })}</dd>
        <dt>{t('record.checked')}</dt>
        <dd>{t('record.checkedLine')}</dd>
        <dt>{t('record.notChecked')}</dt>
        <dd class="warn">{t('record.notCheckedLine')}</dd>
        <dt>{t('verify.winner')}</dt>
        <dd>{r.winnerName ?? '—'}</dd>
      </dl>
      <table class="vplayers">
        <thead>
          <tr>
            <th>{t('verify.seat')}</th>
            <th>{t('verify.player')}</th>
            <th>{t('verify.vp')}</th>
          </tr>
        </thead>
        <tbody>
          {r.players.map((p) => (
            <tr key={p.seat} class={r.winner === p.seat ? 'won' : ''}>
              <td>{p.seat + 1}</td>
              <td style={{ color: NAME_INK[result.colors[p.seat] ?? 'white'] }}>
                {p.name}
                {r.winner === p.seat ? ' ♛' : ''}
              </td>
              <td>{p.vp ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
