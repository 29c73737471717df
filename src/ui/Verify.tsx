// The verify page (#verify): drop a signed game log (`hexknights-log/1`, as written by
// `hexknights simulate --signed --log-dir` or downloaded from a networked game) and check it here
// with the same verifier the CLI uses (src/session/log/verifyLog.ts), signatures by the protocol's
// reference rule (canonicalSignature.ts; the CLI's faster node:crypto path is Node only). Shows the verdict, the
// players, the winner, the first bad entry and why, who left the game owing what, and the board the log replays to.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Engine } from '../engine/types';
import { checkFile, verifyText, type RecordResult, type VerifyResult } from './verifyRun';
import { RecordVerdict } from './RecordVerdict';
import { verifyReasonText } from './verifyReasons';
import { departureText } from './departureWords';
import type { VerifyReport } from '../session/log/verifyLog';
import { coreUrl } from './verifyCore';
import type { CoreRequest } from '../engine/workerCore';
import { Board, NO_TARGETS } from './board/Board';
import { NAME_INK } from './colors';
import { modeName } from './vocabulary';
import { variantLabel } from './gameSetup';
import { LAYOUTS } from '../engine/layouts';
import type { RulesReport } from '../session/log/rulesReport';
import { pieces, t, type Key } from './i18n';

/** Participant `p`'s name in the log's genesis, else its seat. */
function playerName(r: VerifyReport, p: number): string {
  const player = r.players.find((x) => x.participant === p);
  return player?.name || t('win.seat', { n: (player?.seat ?? p) + 1 });
}

/** The genesis rules in words: "Islands of Catan · 4 players · Robber is a pirate" (the game header's labels), and the turn limit if signed. */
export function rulesLine(r: RulesReport): string {
  const standard = t(/56$/.test(r.mode) ? 'verify.standard56' : 'verify.standard');
  const named = LAYOUTS.some((l) => l.name === r.layout) ? t(`layout.${r.layout}` as Key) : r.layout;
  const board = r.layout === 'custom' ? t('verify.custom') : r.layout === 'standard' ? standard : named;
  const variants = r.variants.length ? r.variants.map(variantLabel).join(', ') : t('verify.noVariants');
  const line = t('verify.rulesLine', { board, n: r.players, variants });
  return r.turnLimitMs === undefined ? line : `${line} · ${t('verify.turnLimit', { s: r.turnLimitMs / 1000 })}`;
}

export { verifyText, type VerifyResult };

/** The worker could not be started (old browser, blocked script): check on the page instead. */
class NoWorker extends Error {}

/**
 * Check `text` in a Web Worker (src/engine/coreWorker.ts), so the page stays responsive on a long log.
 * Rejects with NoWorker when the worker cannot start, with an Error when the check itself failed.
 */
function verifyInWorker(text: string, onProgress: (done: number, total: number) => void, hold: (w: Worker) => void): Promise<VerifyResult | RecordResult> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('../engine/coreWorker.ts', import.meta.url), { type: 'module', name: 'hexknights-verify' });
    } catch (e) {
      reject(new NoWorker((e as Error).message));
      return;
    }
    hold(worker);
    let started = false;
    worker.onmessage = (e: MessageEvent<{ type: string; done?: number; total?: number; result?: VerifyResult | RecordResult; message?: string }>) => {
      started = true;
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done ?? 0, m.total ?? 0);
      else if (m.type === 'done') {
        worker.terminate();
        resolve(m.result!);
      } else if (m.type === 'error') {
        worker.terminate();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      reject(started ? new Error(e.message || t('verify.stopped')) : new NoWorker(e.message || t('verify.noWorker')));
    };
    worker.postMessage({ core: 'verify', coreUrl } satisfies CoreRequest);
    worker.postMessage({ text });
  });
}

export function VerifyPage({ engine, onBack }: { engine: Engine; onBack: () => void }) {
  const [result, setResult] = useState<VerifyResult | RecordResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [where, setWhere] = useState<'worker' | 'page'>('worker');
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);

  const load = async (file: File | undefined) => {
    if (!file) return;
    worker.current?.terminate();
    setError(null);
    setResult(null);
    setProgress(null);
    setBusy(t('verify.checking', { file: file.name }));
    try {
      const text = await file.text();
      let r: VerifyResult | RecordResult;
      try {
        r = await verifyInWorker(
          text,
          (done, total) => setProgress({ done, total }),
          (w) => (worker.current = w),
        );
        setWhere('worker');
      } catch (e) {
        if (!(e instanceof NoWorker)) throw e;
        // no worker here: check on the page (it stops responding until the check is done)
        console.warn('[hexknights] verify worker unavailable, checking on the page:', e.message);
        await new Promise((res) => setTimeout(res, 30)); // let the page say it is working
        r = checkFile(engine, text);
        setWhere('page');
      }
      setResult(r);
    } catch (e) {
      setError((e as Error).message);
    }
    worker.current = null;
    setBusy(null);
    setProgress(null);
  };

  const r = result && 'report' in result ? result.report : null;
  const record = result && 'record' in result ? result : null;
  return (
    <div class="verify-page">
      <header class="topbar">
        <span class="brand">Hexknights</span>
        <span class="prompt">{t('verify.title')}</span>
        <button class="link menu" onClick={onBack}>
          {t('verify.back')}
        </button>
      </header>
      <div class="verify-body">
        <section class="panel verify-drop">
          <label
            class={`dropzone${over ? ' over' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(e) => {
              e.preventDefault();
              setOver(false);
              void load(e.dataTransfer?.files?.[0]);
            }}
          >
            <input type="file" accept=".json,application/json" onChange={(e) => void load((e.target as HTMLInputElement).files?.[0])} />
            <b>{t('verify.drop')}</b> {t('verify.orClick')}
            <span class="muted small">
              {pieces('verify.help', ['format', 'command']).map((p) =>
                p === 0 ? <code>hexknights-log/1</code> : p === 1 ? <code>hexknights simulate --signed --log-dir</code> : p,
              )}
            </span>
          </label>
          {busy && (
            <div class="status verify-progress" role="status">
              <p>{busy}</p>
              <progress max={progress?.total || 1} value={progress ? progress.done : undefined} aria-label={t('verify.entriesChecked')} />
              <span class="muted small">{progress ? t('verify.progress', { done: progress.done, total: progress.total }) : t('verify.starting')}</span>
            </div>
          )}
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          {record && <RecordVerdict result={record} rules={rulesLine(record.record.rules)} where={where} />}
          {r && (
            <div class={`verdict ${r.valid ? 'ok' : 'bad'}`} role="status" data-checked-in={where}>
              <h2>{t(r.valid ? (r.finished ? 'verify.validFinished' : 'verify.validOpen') : 'verify.invalid')}</h2>
              {!r.valid && (
                <p>
                  {r.firstBadEntry !== null ? (
                    <>
                      {t('verify.firstBad')} <b>#{r.firstBadEntry}</b>.{' '}
                    </>
                  ) : null}
                  {t('verify.reason')} <b>{r.reason === null ? null : verifyReasonText(r.reason)}</b>
                </p>
              )}
              <dl>
                <dt>{t('verify.game')}</dt>
                <dd>
                  {r.gameId ? `${r.gameId.slice(0, 16)}…` : '—'} ·{' '}
                  {r.mode ? `${modeName(r.mode)}${/56$/.test(r.mode) ? ` ${t('verify.players56')}` : ''}` : '?'}
                </dd>
                {r.rules && (
                  <>
                    <dt>{t('verify.rules')}</dt>
                    <dd class="verify-rules">{rulesLine(r.rules)}</dd>
                  </>
                )}
                <dt>{t('verify.entries')}</dt>
                <dd>{t('verify.entriesLine', { checked: r.firstBadEntry ?? r.entries, entries: r.entries, draws: r.draws, turns: r.turns ?? '—' })}</dd>
                {(r.cardsAudited > 0 || r.cardAuditIncomplete) && (
                  <>
                    <dt>{t(r.mode?.startsWith('base') ? 'verify.devCards' : 'verify.progressCards')}</dt>
                    <dd>
                      <span title={t('verify.auditTitle')}>{t('verify.audited', { n: r.cardsAudited })}</span>
                      {r.cardBoxesAudited ? <span title={t('verify.boxesTitle')}> · {t('verify.boxes', { n: r.cardBoxesAudited })}</span> : ''}
                      {r.cardRevealsChecked ? ` · ${t('verify.reveals', { n: r.cardRevealsChecked })}` : ''}
                      {r.cardAuditIncomplete ? (
                        <span class="warn"> · {t('verify.incomplete', { reason: verifyReasonText(r.cardAuditIncomplete) })}</span>
                      ) : null}
                    </dd>
                  </>
                )}
                {r.cardDepartures?.length ? (
                  <>
                    <dt>{t('verify.departures')}</dt>
                    <dd class="verify-departures">
                      {r.cardDepartures.map((line) => (
                        <p key={line}>{departureText(line, (p) => playerName(r, p))}</p>
                      ))}
                    </dd>
                  </>
                ) : null}
                <dt>{t('verify.winner')}</dt>
                <dd>{r.winnerName ?? '—'}</dd>
                <dt>{t('verify.checkedIn')}</dt>
                <dd>
                  {t('verify.seconds', { s: Math.round(result!.ms / 100) / 10 })}
                  {where === 'page' ? ` ${t('verify.onPage')}` : ''}
                </dd>
              </dl>
              <table class="vplayers">
                <thead>
                  <tr>
                    <th>{t('verify.seat')}</th>
                    <th>{t('verify.player')}</th>
                    <th>{t('verify.key')}</th>
                    <th>{t('verify.vp')}</th>
                    <th>{t('verify.missed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...r.players]
                    .sort((a, b) => (a.seat ?? 99) - (b.seat ?? 99))
                    .map((p) => (
                      <tr key={p.participant} class={r.winner !== null && p.seat === r.winner ? 'won' : ''}>
                        <td>{p.seat === null ? '—' : p.seat + 1}</td>
                        <td style={{ color: p.seat !== null ? NAME_INK[result!.colors[p.seat] ?? 'white'] : undefined }}>
                          {p.name}
                          {r.winner !== null && p.seat === r.winner ? ' ♛' : ''}
                        </td>
                        <td>
                          <code>{p.publicKey.slice(0, 12)}…</code>
                        </td>
                        <td>{p.vp ?? '—'}</td>
                        <td>{p.missedDraws}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {result?.view && (
          <section class="verify-board" aria-label={t(r?.valid || record?.record.rejected === null ? 'verify.finalBoard' : 'verify.lastGood')}>
            <h2 class="small muted">{t(r?.valid || record?.record.rejected === null ? 'verify.final' : 'verify.lastGoodShort')}</h2>
            <Board view={result.view} colors={result.colors} names={result.names} targets={NO_TARGETS} onPick={() => {}} />
          </section>
        )}
      </div>
    </div>
  );
}
