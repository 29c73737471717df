// The verify page (#verify): drop a signed game log (`hexknights-log/1`, as written by
// `hexknights simulate --signed --log-dir` or downloaded from a networked game) and check it here
// with the same verifier the CLI uses (src/session/log/verifyLog.ts), signatures by the protocol's
// reference rule (canonicalSignature.ts; the CLI's faster node:crypto path is Node only). Shows the verdict, the
// players, the winner, the first bad entry and why, and the board the log replays to.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Engine } from '../engine/types';
import { verifyText, type VerifyResult } from './verifyRun';
import { coreUrl } from './verifyCore';
import type { CoreRequest } from '../engine/workerCore';
import { Board, NO_TARGETS } from './board/Board';
import { NAME_INK } from './colors';
import { modeName } from './vocabulary';
import { variantLabel } from './gameSetup';
import { LAYOUTS } from '../engine/layouts';
import type { RulesReport } from '../session/log/rulesReport';

/** The genesis rules in words: "Islands of Catan · 4 players · Robber is a pirate" (the game header's labels). */
export function rulesLine(r: RulesReport): string {
  const standard = /56$/.test(r.mode) ? 'Standard 5-6 player board' : 'Standard board';
  const board = r.layout === 'custom' ? 'Custom board' : r.layout === 'standard' ? standard : (LAYOUTS.find((l) => l.name === r.layout)?.title ?? r.layout);
  const variants = r.variants.length ? r.variants.map(variantLabel).join(', ') : 'no variants';
  return `${board} · ${r.players} players · ${variants}`;
}

export { verifyText, type VerifyResult };

/** The worker could not be started (old browser, blocked script): check on the page instead. */
class NoWorker extends Error {}

/**
 * Check `text` in a Web Worker (src/engine/coreWorker.ts), so the page stays responsive on a long log.
 * Rejects with NoWorker when the worker cannot start, with an Error when the check itself failed.
 */
function verifyInWorker(text: string, onProgress: (done: number, total: number) => void, hold: (w: Worker) => void): Promise<VerifyResult> {
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
    worker.onmessage = (e: MessageEvent<{ type: string; done?: number; total?: number; result?: VerifyResult; message?: string }>) => {
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
      reject(started ? new Error(e.message || 'the verifier stopped') : new NoWorker(e.message || 'the worker did not start'));
    };
    worker.postMessage({ core: 'verify', coreUrl } satisfies CoreRequest);
    worker.postMessage({ text });
  });
}

export function VerifyPage({ engine, onBack }: { engine: Engine; onBack: () => void }) {
  const [result, setResult] = useState<VerifyResult | null>(null);
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
    setBusy(`Checking ${file.name}: every signature, the hash chain, the dice beacon and every move…`);
    try {
      const text = await file.text();
      let r: VerifyResult;
      try {
        r = await verifyInWorker(text, (done, total) => setProgress({ done, total }), (w) => (worker.current = w));
        setWhere('worker');
      } catch (e) {
        if (!(e instanceof NoWorker)) throw e;
        // no worker here: check on the page (it stops responding until the check is done)
        console.warn('[hexknights] verify worker unavailable, checking on the page:', e.message);
        await new Promise((res) => setTimeout(res, 30)); // let the page say it is working
        r = verifyText(engine, text);
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

  const r = result?.report;
  return (
    <div class="verify-page">
      <header class="topbar">
        <span class="brand">Hexknights</span>
        <span class="prompt">Verify a game log</span>
        <button class="link menu" onClick={onBack}>Back to lobby</button>
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
            <b>Drop a log file here</b> or click to choose one
            <span class="muted small">A <code>hexknights-log/1</code> JSON file from a networked game or from <code>hexknights simulate --signed --log-dir</code>. Nothing leaves this page.</span>
          </label>
          {busy && (
            <div class="status verify-progress" role="status">
              <p>{busy}</p>
              <progress max={progress?.total || 1} value={progress ? progress.done : undefined} aria-label="Entries checked" />
              <span class="muted small">{progress ? `${progress.done.toLocaleString('en')} of ${progress.total.toLocaleString('en')} entries` : 'starting…'}</span>
            </div>
          )}
          {error && <p class="error" role="alert">{error}</p>}
          {r && (
            <div class={`verdict ${r.valid ? 'ok' : 'bad'}`} role="status" data-checked-in={where}>
              <h2>{r.valid ? (r.finished ? '✔ Valid log of a finished game' : '✔ Valid log (game not finished)') : '✘ Invalid log'}</h2>
              {!r.valid && (
                <p>
                  {r.firstBadEntry !== null ? <>First bad entry: <b>#{r.firstBadEntry}</b>. </> : null}
                  Reason: <b>{r.reason}</b>
                </p>
              )}
              <dl>
                <dt>Game</dt>
                <dd>{r.gameId ? `${r.gameId.slice(0, 16)}…` : '—'} · {r.mode ? `${modeName(r.mode)}${/56$/.test(r.mode) ? ' (5–6 players)' : ''}` : '?'}</dd>
                {r.rules && (
                  <>
                    <dt>Rules</dt>
                    <dd class="verify-rules">{rulesLine(r.rules)}</dd>
                  </>
                )}
                <dt>Entries</dt>
                <dd>{r.firstBadEntry ?? r.entries} of {r.entries} checked · {r.draws} dice beacon draws · {r.turns ?? '—'} turns</dd>
                {(r.cardsAudited > 0 || r.cardAuditIncomplete) && (
                  <>
                    <dt>{r.mode?.startsWith('base') ? 'Development cards' : 'Progress cards'}</dt>
                    <dd>
                      <span title="At the end every player published the keys of the shuffle; each card in the shuffled decks was re-opened and matches what was dealt">{r.cardsAudited} cards of the shuffled decks checked</span>
                      {r.cardBoxesAudited ? <span title="Each drawn card was opened for its owner with the other players' keys, sent sealed to that owner; every one was re-opened and checked"> · {r.cardBoxesAudited} secret card deliveries checked</span> : ''}
                      {r.cardRevealsChecked ? ` · ${r.cardRevealsChecked} card plays matched the cards dealt` : ''}
                      {r.cardAuditIncomplete ? <span class="warn"> · audit incomplete: {r.cardAuditIncomplete}</span> : null}
                    </dd>
                  </>
                )}
                <dt>Winner</dt>
                <dd>{r.winnerName ?? '—'}</dd>
                <dt>Checked in</dt>
                <dd>{(result!.ms / 1000).toFixed(1)} s{where === 'page' ? ' (on this page: no background worker)' : ''}</dd>
              </dl>
              <table class="vplayers">
                <thead>
                  <tr><th>Seat</th><th>Player</th><th>Key</th><th>VP</th><th>Missed draws</th></tr>
                </thead>
                <tbody>
                  {[...r.players].sort((a, b) => (a.seat ?? 99) - (b.seat ?? 99)).map((p) => (
                    <tr key={p.participant} class={r.winner !== null && p.seat === r.winner ? 'won' : ''}>
                      <td>{p.seat === null ? '—' : p.seat + 1}</td>
                      <td style={{ color: p.seat !== null ? NAME_INK[result!.colors[p.seat] ?? 'white'] : undefined }}>{p.name}{r.winner !== null && p.seat === r.winner ? ' ♛' : ''}</td>
                      <td><code>{p.publicKey.slice(0, 12)}…</code></td>
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
          <section class="verify-board" aria-label={r?.valid ? 'The final board' : 'The board at the last good entry'}>
            <h2 class="small muted">{r?.valid ? 'Final board' : 'Board at the last good entry'}</h2>
            <Board view={result.view} colors={result.colors} names={result.names} targets={NO_TARGETS} onPick={() => {}} />
          </section>
        )}
      </div>
    </div>
  );
}
